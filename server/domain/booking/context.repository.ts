import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface HeldInterval {
  itemId: string;
  startMs: number;
  endMs: number;
  /** null for a lock. */
  orderId: string | null;
  shiftId: string | null;
  date: string;
}

/** Where a booking decision looks for holds: a store, a window of instants, the dates of the holds. */
export interface HeldWindow {
  storeId: string;
  fromMs: number;
  toMs: number;
  fromDate: string;
  toDate: string;
}

/** A hold as the holds reads select it (HELD_COLUMNS), null throughout when an outer join found none. */
interface HeldRow {
  item_id: string | null;
  order_id: string | null;
  shift_id: string | null;
  date: string | null;
  start_ms: number | null;
  end_ms: number | null;
}

/**
 * The columns of HeldRow, from table_occupancy joined as o. The instants in
 * float8 milliseconds through date_part: extract() answers numeric, whose
 * cast to float8 goes through text, and cost the holds reads about a third
 * of their time. Holds lie on whole seconds, so the rounding is exact.
 */
const HELD_COLUMNS = sql`o.store_table_item_id AS item_id, o.booking_order_id AS order_id,
  o.store_shift_id AS shift_id, o.reservation_date AS date,
  round(date_part('epoch', lower(o.during)) * 1000) AS start_ms,
  round(date_part('epoch', upper(o.during)) * 1000) AS end_ms`;

/** The hold of a row that has one (item_id not null). */
function heldOf(r: HeldRow): HeldInterval {
  return {
    itemId: r.item_id!,
    startMs: r.start_ms!,
    endMs: r.end_ms!,
    orderId: r.order_id,
    shiftId: r.shift_id,
    date: r.date!,
  };
}

/** The day of a diner's lock in lockStoreDates: 1969-12-31, never a reservation's date. */
const DINER_LOCK_DAY = -1;

/** The store's settings version and the table items held over a window of instants. */
export class ContextRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settingsVersion(storeId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('store')
      .select('settings_version')
      .where('id', '=', storeId)
      .executeTakeFirst();
    return row?.settings_version;
  }

  /**
   * One round trip: the settings version and every held interval meeting
   * [fromMs, toMs) of the reservations dated fromDate to toDate. With a
   * knownStamp (a cache's; '' for none) also the stamp of those dates' holds,
   * and the holds only when it differs from knownStamp (else `held` is empty
   * and `unchanged` true). Bookings read without it: under their lock the
   * holds have just changed anyway.
   * A hold meeting a day's window was made for that date, at most two days
   * before it (a shift ends within 48 hours of its date's midnight, a turn
   * within 24 more) or the day after; the (store, time) GiST index of
   * migration 0710 finds the overlapping ones. Undefined when the store
   * does not exist.
   *
   * The stamp is the count and the sum of the holds' board_seq (migration
   * 0600): every insert and update draws a new, larger number from one
   * sequence, so any change to the dates' holds changes it. It is read in
   * the same statement, hence the same snapshot, as the holds.
   */
  async versionAndHeld(
    storeId: string,
    fromMs: number,
    toMs: number,
    dates: { fromDate: string; toDate: string },
    knownStamp?: string,
  ): Promise<{ version: string; stamp: string; unchanged: boolean; held: HeldInterval[] } | undefined> {
    const result = await sql<HeldRow & { settings_version: string; stamp: string }>`
      WITH stamp AS (
        SELECT CASE WHEN ${knownStamp ?? null}::text IS NULL THEN ''
          ELSE (SELECT count(*)::text || '.' || coalesce(sum(board_seq), 0)::text
                FROM table_occupancy
                WHERE store_id = ${storeId}
                  AND reservation_date BETWEEN ${dates.fromDate}::date AND ${dates.toDate}::date) END AS v
      )
      SELECT s.settings_version, stamp.v AS stamp, ${HELD_COLUMNS}
      FROM store s CROSS JOIN stamp
      LEFT JOIN table_occupancy o ON stamp.v IS DISTINCT FROM ${knownStamp ?? null}::text
        -- The store as a value, not as s.id: an outer join's condition only
        -- reaches the (store, time) index that way.
        AND o.store_id = ${storeId} AND o.is_using
        AND o.reservation_date BETWEEN ${dates.fromDate}::date AND ${dates.toDate}::date
        AND o.during && tstzrange(${new Date(fromMs)}, ${new Date(toMs)})
      WHERE s.id = ${storeId}`.execute(this.db);
    if (result.rows.length === 0) return undefined;
    const first = result.rows[0];
    const held: HeldInterval[] = [];
    for (const r of result.rows) if (r.item_id !== null) held.push(heldOf(r));
    return { version: first.settings_version, stamp: first.stamp, unchanged: first.stamp === knownStamp, held };
  }

  /**
   * Serializes booking decisions for one store and business date until the
   * transaction ends, so allocation always sees the latest holds. The
   * exclusion constraint still guards what crosses dates.
   */
  async lockStoreDate(storeId: string, epochDay: number): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(${Number(storeId) | 0}::int4, ${epochDay}::int4)`.execute(this.db);
  }

  /**
   * lockStoreDate for several store-dates at once (a group of creates), and
   * with them a lock per diner (`creatorIds`): a diner's bookings late on
   * one date and early on the next overlap in time under two different
   * store-date locks, and the rule that a diner holds one pending order per
   * store and time must still see the other. All are taken in one order by
   * every caller (store or user, then day; a diner's lock is day -1, a date
   * no reservation has) so two groups never wait on each other crosswise.
   * Single-date callers take one of the same locks.
   */
  async lockStoreDates(keys: { storeId: string; epochDay: number }[], creatorIds: string[] = []): Promise<void> {
    const pairs = [
      ...keys.map((k) => [Number(k.storeId) | 0, k.epochDay] as const),
      ...creatorIds.map((id) => [Number(id) | 0, DINER_LOCK_DAY] as const),
    ];
    const sorted = [...new Map(pairs.map((k) => [`${k[0]}:${k[1]}`, k])).values()].sort(
      (a, b) => a[0] - b[0] || a[1] - b[1],
    );
    if (sorted.length === 0) return;
    // A function scan returns the array's elements in order: the locks are
    // taken in the sorted order above.
    await sql`
      SELECT count(pg_advisory_xact_lock(k.s, k.d))
      FROM unnest(${sorted.map((k) => k[0])}::int4[], ${sorted.map((k) => k[1])}::int4[]) AS k(s, d)`.execute(this.db);
  }

  /**
   * versionAndHeld for several windows in one round trip (a group of
   * creates, under their locks): per window, its store's settings version
   * and the holds meeting it; undefined for a window whose store is gone.
   */
  async versionsAndHeld(windows: HeldWindow[]): Promise<({ version: string; held: HeldInterval[] } | undefined)[]> {
    const result = await sql<HeldRow & { i: number; settings_version: string }>`
      SELECT w.i, s.settings_version, ${HELD_COLUMNS}
      FROM jsonb_to_recordset(${JSON.stringify(
        windows.map((w, i) => ({
          i,
          store_id: w.storeId,
          from_t: new Date(w.fromMs).toISOString(),
          to_t: new Date(w.toMs).toISOString(),
          from_date: w.fromDate,
          to_date: w.toDate,
        })),
      )}::jsonb) AS w(i int, store_id bigint, from_t timestamptz, to_t timestamptz, from_date date, to_date date)
      JOIN store s ON s.id = w.store_id
      LEFT JOIN table_occupancy o ON o.store_id = w.store_id AND o.is_using
        AND o.reservation_date BETWEEN w.from_date AND w.to_date
        AND o.during && tstzrange(w.from_t, w.to_t)`.execute(this.db);
    const reads: ({ version: string; held: HeldInterval[] } | undefined)[] = windows.map(() => undefined);
    for (const r of result.rows) {
      const read = (reads[r.i] ??= { version: r.settings_version, held: [] });
      if (r.item_id !== null) read.held.push(heldOf(r));
    }
    return reads;
  }
}
