import type { Kysely } from 'kysely';
import { toCurrency, type Currency } from '@common/currency';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';

/**
 * The currency a store's amounts are in (migration 2800): what every payment
 * for one of its bookings, feasts, tickets and mall orders is quoted and made
 * in, and what its answers carry next to their amounts.
 */
export type CurrencyOf = (storeId: string, db: Kysely<Database>) => Promise<Currency>;

export const storeCurrency: CurrencyOf = async (storeId, db) => {
  const row = await db.selectFrom('store').select('currency').where('id', '=', storeId).executeTakeFirst();
  if (!row) throw domainError('not_found', 'storeDoesNotExist');
  return toCurrency(row.currency);
};

/** The currencies of several stores at once, for answers listing many (store id -> currency). */
export async function storeCurrencies(db: Kysely<Database>, storeIds: string[]): Promise<Map<string, Currency>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.selectFrom('store').select(['id', 'currency']).where('id', 'in', storeIds).execute();
  return new Map(rows.map((r) => [r.id, toCurrency(r.currency)]));
}
