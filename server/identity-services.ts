import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { AdministratorService } from './domain/identity/administrator.service';
import { IdentityPurge } from './domain/identity/identity-purge';
import { LoginService } from './domain/identity/login.service';
import { MerchantAdminService } from './domain/identity/merchant-admin.service';
import { MerchantRepository } from './domain/identity/merchant.repository';
import { OperatorInfoService } from './domain/identity/operator-info.service';
import { PassportService } from './domain/identity/passport.service';
import { PermissionService } from './domain/identity/permission.service';
import { PhoneParser } from './domain/identity/phone-parser';
import { ProfileService } from './domain/identity/profile.service';
import { SessionService } from './domain/identity/session.service';
import { SmsVerificationService } from './domain/identity/sms-verification.service';
import { CaptchaService } from './domain/identity/captcha.service';
import { StaffAccessService } from './domain/identity/staff-access.service';
import { StaffManagementService } from './domain/identity/staff-management.service';
import { StaffRepository } from './domain/identity/staff.repository';
import { StaffStandingService } from './domain/identity/staff-standing.service';
import { UserDinerService } from './domain/identity/user-diner.service';
import { OrgRepository } from './domain/org/org.repository';
import { ProviderRegistry } from './providers/login/provider-registry';
import { ProviderAccessTokenRepository } from './providers/login/access-token.repository';
import { AliyunSms } from './providers/sms/aliyun.sms';
import { LocalSmsOutbox } from './providers/sms/local-outbox.sms';
import type { SmsSender } from './providers/sms/sms-sender';

/** The slice of a pino/Fastify logger the identity area writes to. */
export interface IdentityLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const silent: IdentityLog = { info: () => undefined, warn: () => undefined };

/** Everything of the identity area, wired once per server instance. */
export function createIdentityServices(
  db: Kysely<Database>,
  config: ServerConfig,
  options: { now: () => Date; log?: IdentityLog },
) {
  const { now } = options;
  const log = options.log ?? silent;
  const identity = config.identity;

  // The local outbox prints codes for the developer; in production it stays quiet.
  const outbox =
    identity.sms.provider === 'local'
      ? new LocalSmsOutbox((message) => {
          if (!config.production) {
            log.info(
              { phone: `+${message.regionCode} ${message.phone}`, code: message.code },
              'sms outbox (development): verification code',
            );
          }
        }, now)
      : null;
  const sms: SmsSender =
    identity.sms.provider === 'aliyun' ? new AliyunSms(identity.sms, now) : (outbox as LocalSmsOutbox);
  // App access tokens (WeChat's) are shared through the database by every instance.
  const providers = new ProviderRegistry(identity.providerApps, {
    tokens: new ProviderAccessTokenRepository(db),
    nowMs: () => now().getTime(),
  });
  const phones = new PhoneParser(db, () => now().getTime());
  const codes = new SmsVerificationService(db, sms, now, (error) =>
    log.warn({ err: error, sms: sms.kind }, 'sms send failed'),
  );
  const sessions = new SessionService(db, now);
  const passports = new PassportService(db, now);
  const onProviderFailure = (provider: { kind: string; appId: string }, error: { failure: string; detail: string }) =>
    log.warn(
      { provider: provider.kind, appId: provider.appId, failure: error.failure, detail: error.detail },
      'login provider refused',
    );

  return {
    sessions,
    permissions: new PermissionService(new StaffRepository(db), new OrgRepository(db), new MerchantRepository(db)),
    phones,
    smsOutbox: outbox,
    smsCodes: codes,
    /** The captcha some SMS sends need first (spec section 7, public). */
    captchas: new CaptchaService(db, now),
    passports,
    logins: new LoginService({
      db,
      now,
      sessions,
      codes,
      phones,
      passports,
      providers,
      debugLogin: identity.debugLogin && !config.production,
      allowedRedirectOrigins: identity.allowedRedirectOrigins,
      onProviderFailure,
    }),
    profiles: new ProfileService(db, now, phones, codes, providers, onProviderFailure),
    userDiners: new UserDinerService(db, now, phones),
    operatorInfo: new OperatorInfoService(db),
    staffStanding: new StaffStandingService(db),
    staffManagement: new StaffManagementService(db, phones),
    administrators: new AdministratorService(db, phones),
    merchantAdmin: new MerchantAdminService(db),
    // administrators set a merchant's staff per person
    staffAccess: new StaffAccessService(db, phones),
    identityPurge: new IdentityPurge(db, now),
  };
}
