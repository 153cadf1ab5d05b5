import { sql, type Kysely } from 'kysely';
import { PACING_WINDOW_SECOND } from '@common/pacing';
import type { Database } from '../../db/schema';

/** The bookings of one shift on a range of reservation dates whose pacing is counted. */
export interface PacingKey {
  storeId: string;
  shiftId: string;
  fromDate: string;
  toDate: string;
}

/** Parties and covers starting in one window of a shift on a date. */
export interface PacingRow {
  storeId: string;
  shiftId: string;
  date: string;
  windowSecond: number;
  parties: number;
  covers: number;
}

/**
 * The bookings still open (every status but CLOSED: cancelled, rejected and
 * no-shows are closed) counted per shift, date and 15-minute window of their
 * start, found through booking_order (store_id, reservation_date). Finished
 * parties count: they started in their window all the same.
 */
export class PacingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async loads(keys: PacingKey[], ignoreOrderId?: string): Promise<PacingRow[]> {
    if (keys.length === 0) return [];
    const result = await sql<{
      store_id: string;
      shift_id: string;
      date: string;
      window_second: number;
      parties: number;
      covers: number;
    }>`
      SELECT o.store_id, o.store_shift_id AS shift_id, o.reservation_date AS date,
        (o.reservation_start_second / ${PACING_WINDOW_SECOND}::int) * ${PACING_WINDOW_SECOND}::int AS window_second,
        count(*)::int AS parties, sum(o.adult_count + o.child_count)::int AS covers
      FROM jsonb_to_recordset(${JSON.stringify(
        keys.map((k) => ({ store_id: k.storeId, shift_id: k.shiftId, from_date: k.fromDate, to_date: k.toDate })),
      )}::jsonb) AS k(store_id bigint, shift_id bigint, from_date date, to_date date)
      JOIN booking_order o ON o.store_id = k.store_id AND o.store_shift_id = k.shift_id
        AND o.reservation_date BETWEEN k.from_date AND k.to_date
        AND o.status <> 'CLOSED'
        AND (${ignoreOrderId ?? null}::bigint IS NULL OR o.id <> ${ignoreOrderId ?? null}::bigint)
      GROUP BY 1, 2, 3, 4`.execute(this.db);
    return result.rows.map((r) => ({
      storeId: String(r.store_id),
      shiftId: String(r.shift_id),
      date: r.date,
      windowSecond: Number(r.window_second),
      parties: Number(r.parties),
      covers: Number(r.covers),
    }));
  }
}
