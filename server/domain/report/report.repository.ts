import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BookingBooks } from '@common/booking-money';
import type { Database } from '../../db/schema';

// Every figure of a report is one aggregate query over booking_order's
// (store_id, reservation_date) index: rows are counted in the database, never
// loaded. reservation_date is the store's own business date, so a merchant's
// stores in different time zones each count their own days.

export interface CountRow {
  bookings: number;
  covers: number;
  cancelled: number;
  noShow: number;
}
export interface DayRow extends CountRow {
  date: string;
  /** Table-item seconds of the parties that arrived (an order without items counts as one table). */
  seatedSeconds: string;
}
export interface GroupRow extends CountRow {
  key: string;
  name: string;
}
export interface LeadTimeRow {
  averageHours: number;
  medianHours: number;
  buckets: number[];
}
/** Sums of the period's orders' money columns, named as an order's (src/common/booking-money.ts reads them). */
export type BookingMoneyRow = BookingBooks;
/** An amount in one currency (ISO 4217): amounts of two currencies are never added. */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}
export interface Scope {
  storeIds: string[];
  startDate: string;
  endDate: string;
}

/** Closes that were a cancellation or a rejection; ABSENT is a no-show; an unpaid deposit is no booking at all. */
const CANCELLED = sql.raw(
  `('CREATOR_CANCEL', 'STORE_REJECT', 'STORE_CANCEL', 'AGREE_CREATOR_CANCEL', 'MEITUAN_STATUS_CHANGE')`,
);

/** The booking counts of a report, over orders aliased `o` (the platform overview counts the same way). */
export const counts = sql`
  count(*)::int AS bookings,
  coalesce(sum(o.adult_count + o.child_count), 0)::int AS covers,
  (count(*) FILTER (WHERE o.status = 'CLOSED' AND o.close_reason IN ${CANCELLED}))::int AS cancelled,
  (count(*) FILTER (WHERE o.status = 'CLOSED' AND o.close_reason = 'ABSENT'))::int AS "noShow"`;

function periodOrders(scope: Scope): RawBuilder<unknown> {
  return sql`o.store_id = ANY(${scope.storeIds}::bigint[])
    AND o.reservation_date BETWEEN ${scope.startDate}::date AND ${scope.endDate}::date
    AND o.close_reason <> 'DEPOSIT_PAYMENT_FAIL'`;
}

export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Per date, with the day's seated seconds, so the totals need no second scan. */
  async byDay(scope: Scope): Promise<DayRow[]> {
    const r = await sql<DayRow>`
      SELECT to_char(o.reservation_date, 'YYYY-MM-DD') AS date, ${counts},
        (coalesce(sum((o.reservation_end_second - o.reservation_start_second)
          * greatest(cardinality(o.store_table_item_ids), 1)) FILTER (WHERE o.arrival_time IS NOT NULL), 0))::text
          AS "seatedSeconds"
      FROM booking_order o WHERE ${periodOrders(scope)}
      GROUP BY o.reservation_date ORDER BY o.reservation_date`.execute(this.db);
    return r.rows;
  }

  /**
   * The period's orders' money columns summed per currency (each order's,
   * which is its store's). Every booking figure is a linear sum of these
   * (src/common/booking-money.ts), so the sums are all the report needs.
   */
  async bookingMoneyByCurrency(scope: Scope): Promise<(BookingMoneyRow & { currency: string })[]> {
    const sum = (column: string, as: keyof BookingMoneyRow) =>
      sql`coalesce(sum(${sql.ref(`o.${column}`)}), 0)::text AS ${sql.ref(as)}`;
    const r = await sql<BookingMoneyRow & { currency: string }>`
      SELECT o.currency,
        ${sum('paid_amount', 'paidAmount')}, ${sum('refund_amount', 'refundAmount')},
        ${sum('refunding_amount', 'refundingAmount')}, ${sum('deposit_forfeit_amount', 'depositForfeitAmount')},
        ${sum('deposit_discount_amount', 'depositDiscountAmount')},
        ${sum('final_payment_amount', 'finalPaymentAmount')}, ${sum('final_paid_amount', 'finalPaidAmount')},
        ${sum('final_refund_amount', 'finalRefundAmount')},
        ${sum('final_refunding_amount', 'finalRefundingAmount')},
        ${sum('final_forfeit_amount', 'finalForfeitAmount')}, ${sum('meal_cost_amount', 'mealCostAmount')}
      FROM booking_order o WHERE ${periodOrders(scope)}
      GROUP BY o.currency ORDER BY o.currency`.execute(this.db);
    return r.rows;
  }

  /** The currencies of the covered stores: each gets its figures, even when they are zero. */
  async currencies(scope: Scope): Promise<string[]> {
    const rows = await this.db
      .selectFrom('store')
      .select('currency')
      .distinct()
      .where('id', 'in', scope.storeIds)
      .orderBy('currency')
      .execute();
    return rows.map((r) => r.currency);
  }

  async byShift(scope: Scope): Promise<GroupRow[]> {
    const r = await sql<GroupRow>`
      SELECT s.name AS key, s.name AS name, ${counts}
      FROM booking_order o JOIN store_shift s ON s.id = o.store_shift_id
      WHERE ${periodOrders(scope)}
      GROUP BY s.name ORDER BY min(s.start_second), s.name`.execute(this.db);
    return r.rows;
  }

  async byChannel(scope: Scope): Promise<GroupRow[]> {
    const r = await sql<GroupRow>`
      SELECT coalesce(o.channel_id::text, '') AS key, coalesce(min(c.name), '') AS name, ${counts}
      FROM booking_order o LEFT JOIN booking_channel c ON c.id = o.channel_id
      WHERE ${periodOrders(scope)}
      GROUP BY o.channel_id ORDER BY count(*) DESC, o.channel_id NULLS LAST`.execute(this.db);
    return r.rows;
  }

  async bySource(scope: Scope): Promise<GroupRow[]> {
    const r = await sql<GroupRow>`
      SELECT o.source AS key, o.source AS name, ${counts}
      FROM booking_order o WHERE ${periodOrders(scope)}
      GROUP BY o.source ORDER BY count(*) DESC, o.source`.execute(this.db);
    return r.rows;
  }

  async byTaker(scope: Scope): Promise<GroupRow[]> {
    const r = await sql<GroupRow>`
      SELECT coalesce(o.taker_id::text, '') AS key, coalesce(min(t.name), '') AS name, ${counts}
      FROM booking_order o LEFT JOIN booking_order_taker t ON t.id = o.taker_id
      WHERE ${periodOrders(scope)}
      GROUP BY o.taker_id ORDER BY count(*) DESC, o.taker_id NULLS LAST`.execute(this.db);
    return r.rows;
  }

  async leadTime(scope: Scope): Promise<LeadTimeRow> {
    const r = await sql<{ avg: number | null; median: number | null; b0: number; b1: number; b2: number; b3: number }>`
      WITH lead AS (
        SELECT extract(epoch FROM o.start_time - o.order_time) / 3600.0 AS hours
        FROM booking_order o WHERE ${periodOrders(scope)})
      SELECT avg(hours)::float8 AS avg,
        (percentile_cont(0.5) WITHIN GROUP (ORDER BY hours))::float8 AS median,
        (count(*) FILTER (WHERE hours < 24))::int AS b0,
        (count(*) FILTER (WHERE hours >= 24 AND hours < 72))::int AS b1,
        (count(*) FILTER (WHERE hours >= 72 AND hours < 192))::int AS b2,
        (count(*) FILTER (WHERE hours >= 192))::int AS b3
      FROM lead`.execute(this.db);
    const row = r.rows[0];
    return {
      averageHours: row.avg ?? 0,
      medianHours: row.median ?? 0,
      buckets: [row.b0, row.b1, row.b2, row.b3],
    };
  }

  /**
   * Table-item seconds the stores were open: for each business date that is
   * no rest day (weekly plan or rest-day list), each shift the plan opens and
   * that is not disabled, its length times the items of the tables it opens
   * (all but disabled tables when it names none).
   */
  async openSeconds(scope: Scope): Promise<string> {
    const r = await sql<{ seconds: string }>`
      WITH days AS (
        SELECT st.id AS store_id, d::date AS date
        FROM store st, generate_series(${scope.startDate}::date, ${scope.endDate}::date, interval '1 day') d
        WHERE st.id = ANY(${scope.storeIds}::bigint[])),
      open_days AS (
        SELECT days.store_id, days.date, p.shift_ids
        FROM days
        LEFT JOIN store_weekly_plan p ON p.store_id = days.store_id AND p.weekday = extract(isodow FROM days.date)
        WHERE NOT coalesce(p.rest, false)
          AND NOT EXISTS (SELECT 1 FROM store_rest_day r WHERE r.store_id = days.store_id AND r.date = days.date)),
      shift_items AS (
        SELECT s.id, s.store_id, (s.end_second - s.start_second) AS length,
          (SELECT count(*) FROM store_table_item i JOIN store_table t ON t.id = i.store_table_id
            WHERE t.store_id = s.store_id AND t.status <> 'DISABLED'
              AND (cardinality(s.open_table_ids) = 0 OR t.id = ANY(s.open_table_ids))) AS items
        FROM store_shift s
        WHERE s.store_id = ANY(${scope.storeIds}::bigint[]) AND NOT s.global_disabled)
      SELECT coalesce(sum(si.length * si.items), 0)::bigint::text AS seconds
      FROM open_days od JOIN shift_items si ON si.store_id = od.store_id
        AND (od.shift_ids IS NULL OR cardinality(od.shift_ids) = 0 OR si.id = ANY(od.shift_ids))`.execute(this.db);
    return r.rows[0].seconds;
  }

  /** Deposits kept by feasts held in the period (paid minus refunded), by the feast's business date. */
  async feastRevenue(scope: Scope): Promise<CurrencyAmount[]> {
    const r = await sql<CurrencyAmount>`
      SELECT f.currency, coalesce(sum(p.paid_amount - p.refund_amount - p.refunding_amount), 0)::text AS amount
      FROM feast f JOIN feast_participant p ON p.feast_id = f.id
      WHERE f.store_id = ANY(${scope.storeIds}::bigint[])
        AND f.reservation_date BETWEEN ${scope.startDate}::date AND ${scope.endDate}::date
      GROUP BY f.currency`.execute(this.db);
    return r.rows;
  }

  /**
   * Mall orders paid in the period (the day of payment in the order's own time
   * zone, which is its store's), less what was refunded of them.
   */
  async mallRevenue(scope: Scope): Promise<CurrencyAmount[]> {
    const r = await sql<CurrencyAmount>`
      SELECT m.currency, coalesce(sum(m.total_amount - m.refunded_amount), 0)::text AS amount
      FROM mall_order m
      WHERE m.store_id = ANY(${scope.storeIds}::bigint[]) AND m.pay_time IS NOT NULL
        AND (m.pay_time AT TIME ZONE m.timezone)::date
          BETWEEN ${scope.startDate}::date AND ${scope.endDate}::date
      GROUP BY m.currency`.execute(this.db);
    return r.rows;
  }

  /** Tickets paid and not refunded (a refund cancels the voucher) for sessions held in the period. */
  async ticketRevenue(scope: Scope): Promise<CurrencyAmount[]> {
    const r = await sql<CurrencyAmount>`
      SELECT v.currency, coalesce(sum(v.price), 0)::text AS amount
      FROM ticketing_voucher v JOIN ticketing_event_ticket t ON t.id = v.ticket_id
      WHERE v.store_id = ANY(${scope.storeIds}::bigint[]) AND v.status IN ('WAIT_VERIFY', 'VERIFIED')
        AND t.session_date BETWEEN ${scope.startDate} AND ${scope.endDate}
      GROUP BY v.currency`.execute(this.db);
    return r.rows;
  }

  /**
   * Distinct diners by phone, and the repeat diners among them: those with a
   * booking at the same merchant on a date before their last one of the period.
   */
  async diners(scope: Scope): Promise<{ diners: number; repeatDiners: number }> {
    const r = await sql<{ diners: number; repeatDiners: number }>`
      WITH period AS (
        SELECT o.merchant_id, o.diner_phone_region_code AS region, o.diner_phone AS phone,
          max(o.reservation_date) AS last_date
        FROM booking_order o
        WHERE ${periodOrders(scope)} AND o.diner_phone <> ''
        GROUP BY o.merchant_id, o.diner_phone_region_code, o.diner_phone)
      SELECT count(DISTINCT (p.region, p.phone))::int AS diners,
        count(DISTINCT (p.region, p.phone)) FILTER (WHERE EXISTS (
          SELECT 1 FROM booking_order e
          WHERE e.merchant_id = p.merchant_id AND e.diner_phone = p.phone
            AND e.diner_phone_region_code = p.region AND e.reservation_date < p.last_date
            AND e.close_reason <> 'DEPOSIT_PAYMENT_FAIL'))::int AS "repeatDiners"
      FROM period p`.execute(this.db);
    return r.rows[0];
  }

  /** The stores of a merchant, to intersect with those the caller may see. */
  async storesOfMerchant(merchantId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('store').select('id').where('merchant_id', '=', merchantId).execute();
    return rows.map((r) => r.id);
  }
}
