import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

// Report fixtures written straight to the database, as the booking engine
// would have left them: each order states its business date, shift, party,
// status and money, so the expected figures can be worked out by hand.

export interface FixtureOrder {
  storeId: string;
  merchantId: string;
  shiftId: string;
  date: string;
  startSecond: number;
  endSecond: number;
  /** The reservation's start as an instant (the store's wall clock, in its zone). */
  start: string;
  ordered: string;
  adults: number;
  children?: number;
  status: string;
  closeReason?: string;
  source?: string;
  phone: string;
  channelId?: string | null;
  takerId?: string | null;
  itemIds?: string[];
  arrived?: boolean;
  paid?: number;
  refunded?: number;
  forfeited?: number;
  /** Deposit applied to the bill. */
  applied?: number;
  mealCost?: number;
  finalPayment?: number;
  finalPaid?: number;
  finalRefunded?: number;
}

export async function insertOrder(db: Kysely<Database>, o: FixtureOrder): Promise<string> {
  const end = new Date(new Date(o.start).getTime() + (o.endSecond - o.startSecond) * 1000).toISOString();
  const row = await db
    .insertInto('booking_order')
    .values({
      store_id: o.storeId,
      merchant_id: o.merchantId,
      status: o.status,
      close_reason: o.closeReason ?? 'NONE',
      source: o.source ?? 'MANUAL',
      diner_phone_region_code: '86',
      diner_phone: o.phone,
      adult_count: o.adults,
      child_count: o.children ?? 0,
      reservation_date: o.date,
      store_shift_id: o.shiftId,
      reservation_start_second: o.startSecond,
      reservation_end_second: o.endSecond,
      start_time: new Date(o.start),
      end_time: new Date(end),
      store_table_item_ids: o.itemIds ?? [],
      channel_id: o.channelId ?? null,
      taker_id: o.takerId ?? null,
      paid_amount: String(o.paid ?? 0),
      deposit_amount: String(o.paid ?? 0),
      refund_amount: String(o.refunded ?? 0),
      deposit_forfeit_amount: String(o.forfeited ?? 0),
      deposit_discount_amount: String(o.applied ?? 0),
      meal_cost_amount: String(o.mealCost ?? 0),
      final_payment_amount: String(o.finalPayment ?? 0),
      final_paid_amount: String(o.finalPaid ?? 0),
      final_refund_amount: String(o.finalRefunded ?? 0),
      creator_type: 'STORE',
      order_time: new Date(o.ordered),
      arrival_time: o.arrived ? new Date(o.start) : null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (row as { id: string }).id;
}

export async function insertShift(db: Kysely<Database>, storeId: string, name: string, start: number, end: number) {
  const row = await db
    .insertInto('store_shift')
    .values({ store_id: storeId, name, start_second: start, end_second: end, delta_second: 1800 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (row as { id: string }).id;
}

/** A kind of table and its physical items; answers the item ids. */
export async function insertTable(
  db: Kysely<Database>,
  storeId: string,
  name: string,
  items: number,
  status = 'NORMAL',
) {
  const table = await db
    .insertInto('store_table')
    .values({ store_id: storeId, name, seat_capacity: 4, status, table_count: items } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let i = 1; i <= items; i++) {
    const item = await db
      .insertInto('store_table_item')
      .values({ store_id: storeId, store_table_id: (table as { id: string }).id, name: `${name}-${i}` } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push((item as { id: string }).id);
  }
  return ids;
}

export async function insertLabel(
  db: Kysely<Database>,
  table: 'booking_channel' | 'booking_order_taker',
  storeId: string,
  name: string,
) {
  const row = await db
    .insertInto(table)
    .values({ store_id: storeId, name } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return (row as { id: string }).id;
}

/** A diner to own mall orders and tickets. */
export async function insertUser(db: Kysely<Database>, phone: string): Promise<string> {
  const r = await sql<{ id: string }>`
    INSERT INTO app_user (phone_region_code, phone) VALUES ('86', ${phone}) RETURNING id::text`.execute(db);
  return r.rows[0].id;
}

/** A mall order as checkout and payment leave it: paid (or not) at an instant, in the store's time zone. */
export async function insertMallOrder(
  db: Kysely<Database>,
  o: {
    storeId: string;
    merchantId: string;
    userId: string;
    timezone: string;
    paidAt: string | null;
    total: number;
    refunded?: number;
  },
): Promise<void> {
  await sql`
    INSERT INTO mall_order (merchant_id, store_id, user_id, status, address, self_pickup, total_amount,
      refunded_amount, currency, timezone, payment_expire_time, pay_time)
    VALUES (${o.merchantId}, ${o.storeId}, ${o.userId}, ${o.paidAt ? 'FINISHED' : 'WAIT_PAYMENT'}, '{}'::jsonb, true,
      ${o.total}, ${o.refunded ?? 0}, 'CNY', ${o.timezone}, now(), ${o.paidAt}::timestamptz)`.execute(db);
}

/** An event at a store with one ticket type on a session date; returns the ticket's id and the event's. */
export async function insertTicket(
  db: Kysely<Database>,
  o: { storeId: string; merchantId: string; sessionDate: string; price: number },
): Promise<{ eventId: string; ticketId: string }> {
  const event = await sql<{ id: string }>`
    INSERT INTO ticketing_event (merchant_id, store_id, title, sale_start_time, sale_end_time, per_diner_limit)
    VALUES (${o.merchantId}, ${o.storeId}, 'Wine dinner', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', 4)
    RETURNING id::text`.execute(db);
  const eventId = event.rows[0].id;
  const ticket = await sql<{ id: string }>`
    INSERT INTO ticketing_event_ticket (event_id, name, session_date, session_start_second, price, quantity, sold_count)
    VALUES (${eventId}, 'Seat', ${o.sessionDate}, 68400, ${o.price}, 10, 2) RETURNING id::text`.execute(db);
  return { eventId, ticketId: ticket.rows[0].id };
}

export async function insertVoucher(
  db: Kysely<Database>,
  o: {
    storeId: string;
    merchantId: string;
    userId: string;
    eventId: string;
    ticketId: string;
    price: number;
    status: string;
  },
): Promise<void> {
  await sql`
    INSERT INTO ticketing_voucher (event_id, ticket_id, merchant_id, store_id, user_id, status, price, payment_expire_time)
    VALUES (${o.eventId}, ${o.ticketId}, ${o.merchantId}, ${o.storeId}, ${o.userId}, ${o.status}, ${o.price}, now())`.execute(
    db,
  );
}
