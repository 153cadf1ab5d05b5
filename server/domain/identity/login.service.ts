import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  isRedirectProvider,
  PLATFORM_LOGIN_KINDS,
  type ExternalAccount,
  type LoginProvider,
  type PlatformLoginKind,
} from '../../providers/login/login-provider';
import { ProviderError } from '../../providers/login/provider-error';
import type { ProviderRegistry } from '../../providers/login/provider-registry';
import { isLanguage } from '@common/interface-language';
import type { ServerMessageKey } from '@common/server-messages';
import { DomainError, domainError } from '../errors';
import { linkAccount } from './account-linker';
import { LoginStateRepository } from './login-state.repository';
import type { PassportService } from './passport.service';
import type { PhoneParser } from './phone-parser';
import { isAllowedRedirect } from './redirect-policy';
import { SessionRepository, type SessionRecord } from './session.repository';
import type { SessionOrigin, SessionService } from './session.service';
import type { SmsVerificationService } from './sms-verification.service';
import type { UserIdentityRecord } from './user-identity.repository';
import { UserRepository, type UserRecord } from './user.repository';

/** A redirect login must come back within ten minutes. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

const FAILURE_MESSAGE: Record<PlatformLoginKind, ServerMessageKey> = {
  WECHAT_MINI_PROGRAM: 'chatAppLoginFailed',
  WECHAT_OFFICIAL_ACCOUNT: 'chatAppLoginFailed',
  WECHAT_WEBSITE_APP: 'chatAppLoginFailed',
  ALIPAY: 'paymentAppLoginFailed',
  DOUYIN_MINI_PROGRAM: 'shortVideoAppLoginFailed',
  XHS_MINI_APP: 'lifestyleAppLoginFailed',
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the client sent from its provider (identity.v1.ProviderRequest). */
export interface LoginInput {
  code: string;
  state: string;
  scope: string;
  passportCode: string;
  jsCode: string;
  anonymousCode: string;
  phoneRegionCode: string;
  phone: string;
  verificationCode: string;
}

export interface LoginContext {
  origin: SessionOrigin;
  /** The caller's live session, if any: a successful login replaces it. */
  currentSessionId?: string;
  /** The app's interface language at login (the device's, unless the person chose one): their messages' language. */
  language?: string;
}

export interface LoginOutcome {
  user: UserRecord;
  sessionKey: string;
  session: SessionRecord;
  identity?: UserIdentityRecord;
  account?: ExternalAccount;
}

export interface LoginServiceDeps {
  db: Kysely<Database>;
  now: () => Date;
  sessions: SessionService;
  codes: SmsVerificationService;
  phones: PhoneParser;
  passports: PassportService;
  providers: ProviderRegistry;
  debugLogin: boolean;
  allowedRedirectOrigins: string[];
  /** Where a provider's refusal is reported (its detail never reaches the client). */
  onProviderFailure?: (provider: { kind: string; appId: string }, error: ProviderError) => void;
}

function isPlatformKind(kind: string): kind is PlatformLoginKind {
  return (PLATFORM_LOGIN_KINDS as readonly string[]).includes(kind);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

/**
 * Logging in (docs/identity.md): every provider ends in a new session for a
 * user, created in one transaction with the user and provider link it needs.
 * Provider calls happen between transactions, never inside one.
 */
export class LoginService {
  constructor(private readonly deps: LoginServiceDeps) {}

  /** The state and authorize URL of a redirect login (official account, website app). */
  async beforeLogin(
    kind: string,
    appId: string,
    input: { redirectUri: string; scope: string },
    context: { deviceId: string; ownOrigin: string },
  ): Promise<{ state: string; authorizeUrl: string }> {
    const provider = this.provider(kind, appId);
    if (!isRedirectProvider(provider)) throw domainError('precondition', 'loginMethodNotAvailable');
    const absolute = /^https?:\/\//.test(input.redirectUri);
    if (!absolute || !isAllowedRedirect(input.redirectUri, context.ownOrigin, this.deps.allowedRedirectOrigins)) {
      throw domainError('invalid', 'redirectNotAllowed');
    }
    const state = randomBytes(16).toString('hex');
    const now = this.deps.now();
    await new LoginStateRepository(this.deps.db).insertState({
      stateHash: sha256(state),
      providerType: provider.kind,
      providerAppId: provider.appId,
      deviceId: context.deviceId,
      createTime: now,
      expireTime: new Date(now.getTime() + LOGIN_STATE_TTL_MS),
    });
    return {
      state,
      authorizeUrl: provider.authorizeUrl({ state, redirectUri: input.redirectUri, scope: input.scope }),
    };
  }

  async login(kind: string, appId: string, input: LoginInput, context: LoginContext): Promise<LoginOutcome> {
    switch (kind) {
      case 'SMS':
        return this.smsLogin(input, context);
      case 'DEBUG':
        return this.debugLogin(input, context);
      case 'PASSPORT':
        return this.passportLogin(input, context);
      default:
        return this.platformLogin(this.provider(kind, appId), input, context);
    }
  }

  private provider(kind: string, appId: string): LoginProvider {
    const provider = isPlatformKind(kind) ? this.deps.providers.find(kind, appId) : undefined;
    if (!provider) throw domainError('precondition', 'loginMethodNotAvailable');
    return provider;
  }

  private async smsLogin(input: LoginInput, context: LoginContext): Promise<LoginOutcome> {
    const phone = await this.deps.phones.parse(input.phoneRegionCode, input.phone);
    await this.deps.codes.verify(phone, 'LOGIN', input.verificationCode);
    return this.inTransaction(async (trx) => {
      const users = new UserRepository(trx);
      const found = await users.findOrCreateByPhone(phone);
      const user = await users.markPhoneVerified(found.id, this.deps.now());
      return this.startSession(trx, user, 'SMS', context);
    });
  }

  private async debugLogin(input: LoginInput, context: LoginContext): Promise<LoginOutcome> {
    if (!this.deps.debugLogin) throw domainError('precondition', 'loginMethodNotAvailable');
    const phone = await this.deps.phones.parse(input.phoneRegionCode, input.phone);
    // No code proves the phone, so it is not marked verified.
    return this.inTransaction(async (trx) => {
      const user = await new UserRepository(trx).findOrCreateByPhone(phone);
      return this.startSession(trx, user, 'DEBUG', context);
    });
  }

  private async passportLogin(input: LoginInput, context: LoginContext): Promise<LoginOutcome> {
    return this.inTransaction(async (trx) => {
      const { userId } = await this.deps.passports.take(trx, input.passportCode);
      const user = (await new UserRepository(trx).findById(userId)) as UserRecord;
      return this.startSession(trx, user, 'PASSPORT', context);
    });
  }

  private async platformLogin(provider: LoginProvider, input: LoginInput, context: LoginContext) {
    // Mini programs send wx.login/tt.login/xhs.login's code as jsCode; redirect logins and Alipay as code.
    const code = (input.jsCode || input.code).trim();
    if (!code) throw domainError('invalid', FAILURE_MESSAGE[provider.kind]);
    await this.claimCode(provider, code, input.state, context);

    let account: ExternalAccount;
    try {
      account = await provider.exchange({ code, scope: input.scope, anonymousCode: input.anonymousCode });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.deps.onProviderFailure?.({ kind: provider.kind, appId: provider.appId }, error);
      if (error.failure === 'code_used') throw domainError('invalid', 'codeAlreadyUsed');
      throw domainError(error.failure === 'invalid_code' ? 'invalid' : 'precondition', FAILURE_MESSAGE[provider.kind]);
    }
    const outcome = await this.inTransaction(async (trx) => {
      const { user, identity } = await linkAccount(trx, provider, account, this.deps.now());
      return { ...(await this.startSession(trx, user, provider.kind, context, identity.id)), identity };
    });
    return { ...outcome, account };
  }

  /**
   * Before asking the provider: the redirect login's state must be ours,
   * fresh and unused, and no code is exchanged twice (spec: a reused code is
   * refused as 'code already used'). Committed before the provider call.
   */
  private async claimCode(provider: LoginProvider, code: string, state: string, context: LoginContext) {
    const now = this.deps.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const logins = new LoginStateRepository(trx);
      if (isRedirectProvider(provider)) {
        const taken = state ? await logins.takeState(sha256(state), now) : undefined;
        const fromOtherDevice =
          taken?.deviceId && context.origin.deviceId && taken.deviceId !== context.origin.deviceId;
        if (
          !taken ||
          taken.useTime ||
          taken.expireTime <= now ||
          taken.providerType !== provider.kind ||
          taken.providerAppId !== provider.appId ||
          fromOtherDevice
        ) {
          throw domainError('invalid', 'loginStateInvalid');
        }
      }
      const fresh = await logins.recordUsedCode({
        providerType: provider.kind,
        providerAppId: provider.appId,
        codeHash: sha256(code),
        now,
      });
      if (!fresh) throw domainError('invalid', 'codeAlreadyUsed');
    });
  }

  private async startSession(
    trx: Kysely<Database>,
    user: UserRecord,
    loginProvider: string,
    context: LoginContext,
    identityId: string | null = null,
  ): Promise<LoginOutcome> {
    if (context.currentSessionId) await new SessionRepository(trx).revoke(context.currentSessionId, this.deps.now());
    const current =
      isLanguage(context.language) && context.language !== user.language
        ? await new UserRepository(trx).updateProfile(user.id, { language: context.language }, this.deps.now())
        : user;
    const { key, session } = await this.deps.sessions.start(
      current.id,
      context.origin,
      { loginProvider, identityId },
      trx,
    );
    return { user: current, sessionKey: key, session };
  }

  /** One transaction; retried once when a concurrent login created the same user or link first. */
  private async inTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof DomainError || !isUniqueViolation(error)) throw error;
      return this.deps.db.transaction().execute(work);
    }
  }
}
