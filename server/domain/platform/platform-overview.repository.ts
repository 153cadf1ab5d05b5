import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { counts } from '../report/report.repository';

export interface OverviewCounts {
  merchants: number;
  disabledMerchants: number;
  stores: number;
  disabledStores: number;
}

export interface OverviewBookings {
  bookings: number;
  covers: number;
  cancelled: number;
  noShow: number;
}

export interface OverviewMoneyRow {
  currency: string;
  paid: string;
  refunded: string;
}

/** The platform overview's figures, each one aggregate query. */
export class PlatformOverviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async counts(): Promise<OverviewCounts> {
    const { rows } = await sql<OverviewCounts>`
      SELECT
        (SELECT count(*) FROM merchant)::int AS merchants,
        (SELECT count(*) FROM merchant WHERE disable_time IS NOT NULL)::int AS "disabledMerchants",
        (SELECT count(*) FROM store)::int AS stores,
        (SELECT count(*) FROM store s JOIN merchant m ON m.id = s.merchant_id
          WHERE s.disable_time IS NOT NULL OR m.disable_time IS NOT NULL)::int AS "disabledStores"`.execute(this.db);
    return rows[0];
  }

  /** Orders of every store dated in the period by their store's business date; an unpaid deposit is no booking. */
  async bookings(startDate: string, endDate: string): Promise<OverviewBookings> {
    const { rows } = await sql<OverviewBookings>`
      SELECT ${counts}
      FROM booking_order o
      WHERE o.reservation_date BETWEEN ${startDate}::date AND ${endDate}::date
        AND o.close_reason <> 'DEPOSIT_PAYMENT_FAIL'`.execute(this.db);
    return rows[0];
  }

  /** The same counts per business date; dates without orders are absent. */
  async days(startDate: string, endDate: string): Promise<Array<OverviewBookings & { date: string }>> {
    const { rows } = await sql<OverviewBookings & { date: string }>`
      SELECT to_char(o.reservation_date, 'YYYY-MM-DD') AS date, ${counts}
      FROM booking_order o
      WHERE o.reservation_date BETWEEN ${startDate}::date AND ${endDate}::date
        AND o.close_reason <> 'DEPOSIT_PAYMENT_FAIL'
      GROUP BY o.reservation_date`.execute(this.db);
    return rows;
  }

  /** Per currency: payments and refunds that succeeded in [from, to). */
  async money(from: Date, to: Date): Promise<OverviewMoneyRow[]> {
    const { rows } = await sql<OverviewMoneyRow>`
      SELECT currency,
        coalesce(sum(amount) FILTER (WHERE kind = 'PAYMENT'), 0)::text AS paid,
        coalesce(sum(amount) FILTER (WHERE kind = 'REFUND'), 0)::text AS refunded
      FROM payment_transaction
      WHERE status IN ('SUCCESS', 'WAIT_PAYOUT', 'SETTLED')
        AND success_time >= ${from} AND success_time < ${to}
      GROUP BY currency
      ORDER BY currency`.execute(this.db);
    return rows;
  }
}
