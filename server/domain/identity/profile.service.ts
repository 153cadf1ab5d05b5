import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPhoneCodeProvider } from '../../providers/login/login-provider';
import { ProviderError } from '../../providers/login/provider-error';
import type { ProviderRegistry } from '../../providers/login/provider-registry';
import { isLanguage } from '@common/interface-language';
import { domainError } from '../errors';
import { nicknameCandidates, nicknameViolation } from './nickname-rules';
import type { PhoneNumber } from './phone-number';
import type { PhoneParser } from './phone-parser';
import { SessionRepository } from './session.repository';
import type { SmsVerificationService } from './sms-verification.service';
import { UserIdentityRepository } from './user-identity.repository';
import { UserRepository, type UserRecord } from './user.repository';

export interface BindPhoneInput {
  providerType: string;
  providerId: string;
  phoneCode: string;
  phoneRegionCode: string;
  phone: string;
  verificationCode: string;
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

/** The user's own profile: nickname and avatar (spec section 5 rules) and the bound phone. */
export class ProfileService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly phones: PhoneParser,
    private readonly codes: SmsVerificationService,
    private readonly providers: ProviderRegistry,
    private readonly onProviderFailure: (
      provider: { kind: string; appId: string },
      error: ProviderError,
    ) => void = () => undefined,
  ) {}

  /** The interface language is the one every message to the person goes out in (docs/notifications.md). */
  async updateUser(
    userId: string,
    change: { nickname?: string; avatarUrl?: string; language?: string },
  ): Promise<UserRecord> {
    const users = new UserRepository(this.db);
    const nickname = change.nickname?.trim();
    if (nickname !== undefined) {
      const violation = nicknameViolation(nickname);
      if (violation) throw domainError('invalid', violation);
      if ((await users.nicknamesTaken([nickname], userId)).size > 0) throw domainError('conflict', 'nicknameExists');
    }
    const avatarUrl = change.avatarUrl?.trim();
    if (avatarUrl && !/^https?:\/\/[^\s]+$/.test(avatarUrl)) throw domainError('invalid', 'invalidAvatarUrl');
    if (change.language !== undefined && !isLanguage(change.language)) throw domainError('invalid', 'invalidOption');
    try {
      return await users.updateProfile(userId, { nickname, avatarUrl, language: change.language }, this.now());
    } catch (error) {
      // Someone took the nickname between the check and the write.
      if (isUniqueViolation(error)) throw domainError('conflict', 'nicknameExists');
      throw error;
    }
  }

  /** Whether another user has the nickname, and if so a free one like it. Rule violations are errors. */
  async checkNickname(userId: string, nicknameInput: string): Promise<{ exists: boolean; suggestion: string }> {
    const nickname = nicknameInput.trim();
    const violation = nicknameViolation(nickname);
    if (violation) throw domainError('invalid', violation);
    const users = new UserRepository(this.db);
    if ((await users.nicknamesTaken([nickname], userId)).size === 0) return { exists: false, suggestion: '' };
    const candidates = nicknameCandidates(nickname).filter((c) => !nicknameViolation(c));
    const taken = await users.nicknamesTaken(candidates, userId);
    return { exists: true, suggestion: candidates.find((c) => !taken.has(c.toLowerCase())) ?? '' };
  }

  /**
   * Binds a proven phone. A verified phone is never replaced. When the phone
   * already belongs to another account and this login has no phone of its own
   * (a chat-app login, say), the login is moved onto that account: its
   * provider links and sessions go over, so the caller continues as the
   * account that owns the phone.
   */
  async bindPhone(userId: string, input: BindPhoneInput): Promise<UserRecord> {
    const phone = await this.provenPhone(input);
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const users = new UserRepository(trx);
      const me = (await users.findById(userId)) as UserRecord;
      if (me.phoneRegionCode === phone.regionCode && me.phone === phone.phone) {
        return users.markPhoneVerified(me.id, now);
      }
      if (me.phoneVerified) throw domainError('precondition', 'verifiedPhoneCannotChange');
      const owner = await users.findByPhone(phone.regionCode, phone.phone);
      if (!owner) return users.setPhone(me.id, phone, now, now);
      if (me.phone) throw domainError('conflict', 'phoneBoundToAnotherAccount');
      await new UserIdentityRepository(trx).moveUser(me.id, owner.id, now);
      await new SessionRepository(trx).moveUser(me.id, owner.id);
      await users.markMerged(me.id, owner.id, now);
      return users.markPhoneVerified(owner.id, now);
    });
  }

  /** The phone the request proves: by an SMS code, or by a chat-app mini program's phone code. */
  private async provenPhone(input: BindPhoneInput): Promise<PhoneNumber> {
    if (input.providerType === 'SMS') {
      const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
      await this.codes.verify(phone, 'BIND_PHONE', input.verificationCode);
      return phone;
    }
    const provider =
      input.providerType === 'WECHAT_MINI_PROGRAM'
        ? this.providers.find('WECHAT_MINI_PROGRAM', input.providerId)
        : undefined;
    if (!isPhoneCodeProvider(provider)) throw domainError('precondition', 'loginMethodNotAvailable');
    if (!input.phoneCode.trim()) throw domainError('invalid', 'chatAppLoginFailed');
    try {
      const told = await provider.phoneFromCode(input.phoneCode.trim());
      return await this.phones.parse(told.regionCode, told.phone);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.onProviderFailure({ kind: 'WECHAT_MINI_PROGRAM', appId: provider.appId }, error);
      if (error.failure === 'code_used') throw domainError('invalid', 'codeAlreadyUsed');
      throw domainError(error.failure === 'invalid_code' ? 'invalid' : 'precondition', 'chatAppLoginFailed');
    }
  }
}
