import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BlacklistPolicy } from '../store/store.repository';

export interface PhoneKey {
  regionCode: string;
  phone: string;
}

export interface BlacklistHit {
  merchantDinerId: string;
  reason: string;
  /** The store's setting, read with the record (fresh, never from a cache). */
  policy: BlacklistPolicy;
}

/** Blacklist reads the booking engine asks before it lets a booking through by itself. */
export class BlacklistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A blacklisted record of the store's merchant with one of these phones, with the store's policy. */
  async findForStore(storeId: string, phones: PhoneKey[]): Promise<BlacklistHit | null> {
    const known = phones.filter(
      (p, i) => p.phone && phones.findIndex((q) => q.regionCode === p.regionCode && q.phone === p.phone) === i,
    );
    if (!known.length) return null;
    const row = await this.db
      .selectFrom('store as s')
      .innerJoin('merchant_diner as d', 'd.merchant_id', 's.merchant_id')
      .select(['d.id', 'd.blacklist_reason', 's.blacklist_policy'])
      .where('s.id', '=', storeId)
      .where('d.blacklisted', '=', true)
      .where((eb) =>
        eb.or(known.map((p) => eb.and([eb('d.phone_region_code', '=', p.regionCode), eb('d.phone', '=', p.phone)]))),
      )
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return {
      merchantDinerId: row.id,
      reason: row.blacklist_reason,
      policy: row.blacklist_policy === 'REFUSE' ? 'REFUSE' : 'REVIEW',
    };
  }

  /** Whether the diner record an order links is blacklisted now. */
  async isBlacklisted(merchantDinerId: string | null): Promise<boolean> {
    if (!merchantDinerId) return false;
    const row = await this.db
      .selectFrom('merchant_diner')
      .select('blacklisted')
      .where('id', '=', merchantDinerId)
      .executeTakeFirst();
    return row?.blacklisted ?? false;
  }
}
