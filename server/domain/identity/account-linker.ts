import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExternalAccount } from '../../providers/login/login-provider';
import { nicknameViolation } from './nickname-rules';
import { UserIdentityRepository, type UserIdentityRecord } from './user-identity.repository';
import { UserRepository, type UserRecord } from './user.repository';

/**
 * Finds the user behind a provider account, inside the login transaction:
 * the account's own link, else another app's link with the same union id
 * (the same WeChat user in our mini program and official account is one
 * user), else a new user without a phone.
 */
export async function linkAccount(
  trx: Kysely<Database>,
  provider: { kind: string; appId: string },
  account: ExternalAccount,
  now: Date,
): Promise<{ user: UserRecord; identity: UserIdentityRecord }> {
  const identities = new UserIdentityRepository(trx);
  const users = new UserRepository(trx);
  const key = { providerType: provider.kind, providerAppId: provider.appId, openId: account.openId };
  const profile = { unionId: account.unionId, nickname: account.nickname, avatarUrl: account.avatarUrl };

  const known = await identities.find(key);
  if (known) {
    const identity = await identities.refresh(known.id, profile, now);
    return { user: (await users.findById(identity.userId)) as UserRecord, identity };
  }
  const sibling = await identities.findByUnionId(account.unionId);
  const user = sibling
    ? ((await users.findById(sibling.userId)) as UserRecord)
    : await users.create({ nickname: await importableNickname(users, account.nickname), avatarUrl: account.avatarUrl });
  return { user, identity: await identities.insert(user.id, key, profile) };
}

/** The provider's nickname when it meets our rules and is free; else none (the user picks one later). */
async function importableNickname(users: UserRepository, nickname: string): Promise<string> {
  const trimmed = nickname.trim();
  if (!trimmed || nicknameViolation(trimmed)) return '';
  return (await users.nicknamesTaken([trimmed])).size > 0 ? '' : trimmed;
}
