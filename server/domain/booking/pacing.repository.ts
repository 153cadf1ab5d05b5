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

interface LoadRow {
  store_id: string;
  shift_id: string;
  date: string;
  window_second: number;
  parties: number;
  covers: number;
}

/** Per shift, date and window of the start (integer division: seconds are never negative). */
const WINDOW_COLUMNS = sql`o.store_id, o.store_shift_id AS shift_id, o.reservation_date AS date,
  (o.reservation_start_second / ${PACING_WINDOW_SECOND}::int) * ${PACING_WINDOW_SECOND}::int AS window_second,
  count(*)::int AS parties, sum(o.adult_count + o.child_count)::int AS covers`;

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
    const ignore = ignoreOrderId ?? null;
    const [first] = keys;
    const oneRange = keys.every(
      (k) => k.storeId === first.storeId && k.fromDate === first.fromDate && k.toDate === first.toDate,
    );
    // One store and range (availability, most groups): plain parameters, which
    // the planner takes straight to the (store_id, reservation_date) index;
    // several: one row per key joined, in one round trip all the same.
    const result = oneRange
      ? await sql<LoadRow>`
          SELECT ${WINDOW_COLUMNS} FROM booking_order o
          WHERE o.store_id = ${first.storeId} AND o.reservation_date BETWEEN ${first.fromDate}::date AND ${first.toDate}::date
            AND o.store_shift_id = ANY(${keys.map((k) => k.shiftId)}::bigint[]) AND o.status <> 'CLOSED'
            AND (${ignore}::bigint IS NULL OR o.id <> ${ignore}::bigint)
          GROUP BY 1, 2, 3, 4`.execute(this.db)
      : await sql<LoadRow>`
          SELECT ${WINDOW_COLUMNS}
          FROM jsonb_to_recordset(${JSON.stringify(
            keys.map((k) => ({ store_id: k.storeId, shift_id: k.shiftId, from_date: k.fromDate, to_date: k.toDate })),
          )}::jsonb) AS k(store_id bigint, shift_id bigint, from_date date, to_date date)
          JOIN booking_order o ON o.store_id = k.store_id AND o.store_shift_id = k.shift_id
            AND o.reservation_date BETWEEN k.from_date AND k.to_date AND o.status <> 'CLOSED'
            AND (${ignore}::bigint IS NULL OR o.id <> ${ignore}::bigint)
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
