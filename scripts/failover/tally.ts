import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { Ledger } from './callers';

export interface Tally {
  acknowledged: { create: number; pay: number; close: number; message: number };
  /** Acknowledged writes the primary does not have. */
  lost: string[];
  /** Writes made twice: two orders for one key, two deposit payments for one order, two messages for one client id. */
  duplicates: string[];
}

/**
 * What the callers were told, checked against the primary after the last
 * failover: every acknowledged create, payment, close and message is there,
 * and nothing is there twice.
 */
export async function tally(db: Kysely<Database>, ledger: Ledger): Promise<Tally> {
  const lost: string[] = [];
  const duplicates: string[] = [];
  const orders = await db
    .selectFrom('booking_order')
    .select(['id', 'status', 'idempotency_key'])
    .where('idempotency_key', 'like', 'fo-%')
    .execute();
  const byKey = new Map<string, string[]>();
  for (const row of orders) byKey.set(row.idempotency_key!, [...(byKey.get(row.idempotency_key!) ?? []), row.id]);
  for (const [key, ids] of byKey) if (ids.length > 1) duplicates.push(`create ${key}: orders ${ids.join(', ')}`);
  for (const [key, id] of ledger.created) {
    if (!byKey.get(key)?.includes(id)) lost.push(`create ${key}: order ${id} missing`);
  }

  const status = new Map(orders.map((row) => [row.id, row.status]));
  for (const id of ledger.closed) if (status.get(id) !== 'CLOSED') lost.push(`close of order ${id}: ${status.get(id)}`);

  const ids = [...ledger.created.values()];
  const payments = ids.length
    ? await db
        .selectFrom('payment_transaction')
        .select(['subject_id', 'kind'])
        .where('purpose', '=', 'BOOKING_ORDER_DEPOSIT')
        .where('kind', '=', 'PAYMENT')
        .where('subject_id', 'in', ids)
        .execute()
    : [];
  const paymentsOf = new Map<string, number>();
  for (const row of payments) paymentsOf.set(String(row.subject_id), (paymentsOf.get(String(row.subject_id)) ?? 0) + 1);
  for (const [id, count] of paymentsOf) if (count > 1) duplicates.push(`deposit of order ${id}: ${count} payments`);
  for (const id of ledger.paid) if (!paymentsOf.get(id)) lost.push(`deposit of order ${id}: no payment`);

  const messages = await db
    .selectFrom('im_message')
    .select(['id', 'client_message_id'])
    .where('client_message_id', 'like', 'fo-%')
    .execute();
  const byClientId = new Map<string, string[]>();
  for (const row of messages) {
    byClientId.set(row.client_message_id, [...(byClientId.get(row.client_message_id) ?? []), row.id]);
  }
  for (const [key, found] of byClientId) if (found.length > 1) duplicates.push(`message ${key}: ${found.length} rows`);
  for (const [key, id] of ledger.messages) {
    if (!byClientId.get(key)?.includes(id)) lost.push(`message ${key}: ${id} missing`);
  }

  return {
    acknowledged: {
      create: ledger.created.size,
      pay: ledger.paid.size,
      close: ledger.closed.size,
      message: ledger.messages.size,
    },
    lost,
    duplicates,
  };
}
