import type { Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { MerchantRepository } from './merchant.repository';
import { UserRepository } from './user.repository';

export const MAX_OPERATORS = 100;
const TYPES = ['USER', 'STORE', 'MERCHANT', 'ADMIN', 'SYSTEM'] as const;
export type OperatorTypeName = (typeof TYPES)[number];

export interface OperatorRef {
  type: OperatorTypeName;
  id: string;
}

export interface OperatorInfoRecord extends OperatorRef {
  key: string;
  name: string;
  avatarUrl: string;
  /** A store's name per language; {} for the others. */
  intlName: IntlTextJson;
}

/** The spec's operator key: USER:{id}, STORE:{id}, MERCHANT:{id}, ADMIN, SYSTEM. */
export function operatorKey(ref: OperatorRef): string {
  return ref.type === 'ADMIN' || ref.type === 'SYSTEM' ? ref.type : `${ref.type}:${ref.id}`;
}

/** An operator named by its key, or undefined when the key is not one. */
export function parseOperatorKey(key: string): OperatorRef | undefined {
  const [type, id = ''] = key.split(':');
  if (!(TYPES as readonly string[]).includes(type)) return undefined;
  if (type === 'ADMIN' || type === 'SYSTEM') return { type, id: '0' };
  return /^\d{1,18}$/.test(id) ? { type: type as OperatorTypeName, id } : undefined;
}

/**
 * Names and avatars for operators shown in order logs, chats and feasts
 * (FulfillOperatorInfo). Nothing private: never a phone.
 */
export class OperatorInfoService {
  constructor(private readonly db: Kysely<Database>) {}

  /** Operators that name nothing (undefined: no type, a bad key) are skipped like unknown ones. */
  async fulfill(asked: Array<OperatorRef | undefined>): Promise<OperatorInfoRecord[]> {
    if (asked.length > MAX_OPERATORS) throw domainError('invalid', 'tooManyOperators');
    const refs = asked.filter((r): r is OperatorRef => r !== undefined);
    const ids = (type: OperatorTypeName) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
    const merchants = new MerchantRepository(this.db);
    const [users, stores, merchantRows] = await Promise.all([
      new UserRepository(this.db).findByIds(ids('USER')),
      merchants.storeNames(ids('STORE')),
      merchants.findByIds(ids('MERCHANT')),
    ]);
    const found = new Map<string, OperatorInfoRecord>();
    const put = (ref: OperatorRef, name: string, avatarUrl = '', intlName: IntlTextJson = {}) =>
      found.set(operatorKey(ref), { ...ref, key: operatorKey(ref), name, avatarUrl, intlName });
    for (const user of users) put({ type: 'USER', id: user.id }, user.nickname, user.avatarUrl);
    for (const [id, store] of stores) put({ type: 'STORE', id }, store.name, '', store.intl);
    for (const merchant of merchantRows) put({ type: 'MERCHANT', id: merchant.id }, merchant.name);
    for (const ref of refs) if (ref.type === 'ADMIN' || ref.type === 'SYSTEM') put({ type: ref.type, id: '0' }, '');
    return [...found.values()];
  }
}
