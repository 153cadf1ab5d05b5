import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { DinerSnapshot } from '../booking/order.record';
import type { WaitlistEntryRow, WaitlistStatus } from './waitlist.tables';

export type WaitlistEntry = Selectable<WaitlistEntryRow>;

export interface NewEntry {
  storeId: string;
  userId: string;
  date: string;
  windowStartSecond: number;
  windowEndSecond: number;
  adultCount: number;
  childCount: number;
  diner: DinerSnapshot;
}

export const LIVE_STATUSES: readonly WaitlistStatus[] = ['WAITING', 'OFFERED'];

/** The waitlist's SQL: entries, the line of a store's date and its offers. */
export class WaitlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(entry: NewEntry, now: Date): Promise<WaitlistEntry> {
    return this.db
      .insertInto('waitlist_entry')
      .values({
        store_id: entry.storeId,
        user_id: entry.userId,
        reservation_date: entry.date,
        window_start_second: entry.windowStartSecond,
        window_end_second: entry.windowEndSecond,
        adult_count: entry.adultCount,
        child_count: entry.childCount,
        diner: JSON.stringify(entry.diner),
        join_time: now,
        update_time: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(id: string): Promise<WaitlistEntry | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    return this.db.selectFrom('waitlist_entry').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The entry under its row lock: every change of one entry waits its turn. */
  async lock(id: string): Promise<WaitlistEntry | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    return this.db.selectFrom('waitlist_entry').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async update(id: string, patch: Updateable<WaitlistEntryRow>, now: Date): Promise<WaitlistEntry> {
    return this.db
      .updateTable('waitlist_entry')
      .set({ ...patch, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The diner's waits of a store date whose window ended before `nowSecond` (store time). */
  async expirePassed(storeId: string, userId: string, date: string, nowSecond: number, now: Date): Promise<void> {
    await this.db
      .updateTable('waitlist_entry')
      .set({ status: 'EXPIRED', close_time: now, update_time: now })
      .where('store_id', '=', storeId)
      .where('user_id', '=', userId)
      .where('reservation_date', '=', date)
      .where('status', '=', 'WAITING')
      .where('window_end_second', '<', nowSecond)
      .execute();
  }

  /** Lifts the LOCK rows an offer held (any a staff member lifted already are gone). */
  async releaseHold(entry: WaitlistEntry): Promise<void> {
    if (entry.offer_occupancy_ids.length === 0) return;
    await this.db
      .deleteFrom('table_occupancy')
      .where('store_id', '=', entry.store_id)
      .where('kind', '=', 'LOCK')
      .where('id', 'in', entry.offer_occupancy_ids)
      .execute();
  }

  async mine(userId: string, limit = 50): Promise<WaitlistEntry[]> {
    return this.db
      .selectFrom('waitlist_entry')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** A store date's live entries in join order: the line. */
  async line(storeId: string, date: string): Promise<WaitlistEntry[]> {
    return this.db
      .selectFrom('waitlist_entry')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('reservation_date', '=', date)
      .where('status', 'in', LIVE_STATUSES)
      .orderBy('join_time')
      .orderBy('id')
      .execute();
  }

  /** The store's shifts, for counting the line per shift. */
  async shifts(storeId: string): Promise<Array<{ id: string; name: string; start: number; end: number }>> {
    const rows = await this.db
      .selectFrom('store_shift')
      .select(['id', 'name', 'start_second', 'end_second'])
      .where('store_id', '=', storeId)
      .orderBy('start_second')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, start: r.start_second, end: r.end_second }));
  }

  async storeNames(storeIds: string[]): Promise<Map<string, { name: string; timezone: string }>> {
    if (storeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('store')
      .select(['id', 'name', 'timezone'])
      .where('id', 'in', storeIds)
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, timezone: r.timezone }]));
  }
}
