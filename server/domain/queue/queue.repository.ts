import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { QueueSessionRow, QueueTicketRow, QueueTicketStatus, QueueTypeJson, QueueTypeRow } from './queue.tables';

export type QueueSession = Selectable<QueueSessionRow>;
export type QueueType = Selectable<QueueTypeRow>;
export type QueueTicket = Selectable<QueueTicketRow>;

export interface QueueSettingRecord {
  types: QueueTypeJson[];
  remoteEnabled: boolean;
  holdMinute: number;
}

export interface HoldRow {
  id: string;
  itemId: string;
  start: Date;
  end: Date;
  /** An order's party that arrived and has not finished (still seated past its expected end). */
  arrived: boolean;
}

/** Queue settings, shift queues, their types and numbers. */
export class QueueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async setting(storeId: string): Promise<QueueSettingRecord | undefined> {
    const row = await this.db
      .selectFrom('queue_setting')
      .selectAll()
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return row && { types: row.types, remoteEnabled: row.remote_enabled, holdMinute: row.hold_minute };
  }

  async saveSetting(storeId: string, setting: QueueSettingRecord, now: Date): Promise<void> {
    const values = {
      types: JSON.stringify(setting.types),
      remote_enabled: setting.remoteEnabled,
      hold_minute: setting.holdMinute,
      update_time: now,
    };
    await this.db
      .insertInto('queue_setting')
      .values({ store_id: storeId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet(values))
      .execute();
  }

  async closeOpen(storeId: string, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('queue_session')
      .set({ open: false, close_time: now })
      .where('store_id', '=', storeId)
      .where('open', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Opens (or reopens) the shift's queue of the date; a reopened queue keeps its types and counters. */
  async open(
    storeId: string,
    date: string,
    shiftId: string,
    setting: QueueSettingRecord,
    standCode: string,
    now: Date,
  ): Promise<QueueSession> {
    const session = await this.db
      .insertInto('queue_session')
      .values({
        store_id: storeId,
        business_date: date,
        store_shift_id: shiftId,
        remote_enabled: setting.remoteEnabled,
        hold_minute: setting.holdMinute,
        stand_code: standCode,
        open_time: now,
      })
      .onConflict((oc) =>
        oc.columns(['store_id', 'business_date', 'store_shift_id']).doUpdateSet({
          open: true,
          close_time: null,
          remote_enabled: setting.remoteEnabled,
          hold_minute: setting.holdMinute,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('queue_type')
      .values(
        setting.types.map((t, i) => ({
          queue_session_id: session.id,
          code: t.code,
          min_people: t.minPeople,
          max_people: t.maxPeople,
          sort: i,
        })),
      )
      .onConflict((oc) => oc.columns(['queue_session_id', 'code']).doNothing())
      .execute();
    return session;
  }

  openSession(storeId: string): Promise<QueueSession | undefined> {
    return this.db
      .selectFrom('queue_session')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('open', '=', true)
      .executeTakeFirst();
  }

  session(sessionId: string): Promise<QueueSession | undefined> {
    return this.db.selectFrom('queue_session').selectAll().where('id', '=', sessionId).executeTakeFirst();
  }

  types(sessionId: string): Promise<QueueType[]> {
    return this.db
      .selectFrom('queue_type')
      .selectAll()
      .where('queue_session_id', '=', sessionId)
      .orderBy('sort')
      .execute();
  }

  /** The type's next number: the row's lock makes concurrent takes wait their turn. */
  async nextNumber(typeId: string): Promise<number> {
    const row = await this.db
      .updateTable('queue_type')
      .set({ last_number: sql`last_number + 1` })
      .where('id', '=', typeId)
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  }

  insertTicket(values: Omit<QueueTicketRow, 'id' | 'status' | 'skip_count'> | Record<string, unknown>) {
    return this.db
      .insertInto('queue_ticket')
      .values(values as never)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  ticket(ticketId: string): Promise<QueueTicket | undefined> {
    return this.db.selectFrom('queue_ticket').selectAll().where('id', '=', ticketId).executeTakeFirst();
  }

  /** The ticket under a row lock for a change in this transaction. */
  lockTicket(ticketId: string): Promise<QueueTicket | undefined> {
    return this.db.selectFrom('queue_ticket').selectAll().where('id', '=', ticketId).forUpdate().executeTakeFirst();
  }

  async update(ticketId: string, patch: Updateable<QueueTicketRow>): Promise<QueueTicket> {
    return this.db
      .updateTable('queue_ticket')
      .set(patch)
      .where('id', '=', ticketId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Called and waiting numbers in line order: called first (by call), then waiting (by line time). */
  line(sessionId: string): Promise<QueueTicket[]> {
    return this.db
      .selectFrom('queue_ticket')
      .selectAll()
      .where('queue_session_id', '=', sessionId)
      .where('status', 'in', ['WAITING', 'CALLED'] satisfies QueueTicketStatus[])
      .orderBy(sql`status = 'CALLED'`, 'desc')
      .orderBy('line_time')
      .orderBy('id')
      .execute();
  }

  recentDone(sessionId: string, limit: number): Promise<QueueTicket[]> {
    return this.db
      .selectFrom('queue_ticket')
      .selectAll()
      .where('queue_session_id', '=', sessionId)
      .where('status', 'in', ['SEATED', 'CANCELLED', 'PASSED'] satisfies QueueTicketStatus[])
      .orderBy('close_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async seatTimes(sessionId: string, since: Date): Promise<{ typeId: string; seatTime: Date }[]> {
    const rows = await this.db
      .selectFrom('queue_ticket')
      .select(['queue_type_id', 'seat_time'])
      .where('queue_session_id', '=', sessionId)
      .where('status', '=', 'SEATED')
      .where('seat_time', '>=', since)
      .execute();
    return rows.map((r) => ({ typeId: r.queue_type_id, seatTime: r.seat_time! }));
  }

  liveTicketOf(sessionId: string, userId: string): Promise<QueueTicket | undefined> {
    return this.db
      .selectFrom('queue_ticket')
      .selectAll()
      .where('queue_session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('status', 'in', ['WAITING', 'CALLED'] satisfies QueueTicketStatus[])
      .executeTakeFirst();
  }

  /** The store's table holds in force over [from, to), with whether an order's party sits past its end. */
  async holds(storeId: string, from: Date, to: Date): Promise<HoldRow[]> {
    const rows = await this.db
      .selectFrom('table_occupancy as o')
      .leftJoin('booking_order as b', 'b.id', 'o.booking_order_id')
      .select([
        'o.id',
        'o.store_table_item_id',
        sql<Date>`lower(o.during)`.as('start'),
        sql<Date>`upper(o.during)`.as('end'),
        'o.arrival_second',
        'b.status',
      ])
      .where('o.store_id', '=', storeId)
      .where('o.is_using', '=', true)
      .where(sql<boolean>`o.during && tstzrange(${from}::timestamptz, ${to}::timestamptz)`)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      itemId: r.store_table_item_id,
      start: new Date(r.start),
      end: new Date(r.end),
      arrived: r.arrival_second !== null && r.status === 'WAIT_SERVICE',
    }));
  }

  /** The end of the next hold of an item after `from` within `to`, or any hold over `from` itself. */
  async itemHolds(itemId: string, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
    const rows = await this.db
      .selectFrom('table_occupancy')
      .select([sql<Date>`lower(during)`.as('start'), sql<Date>`upper(during)`.as('end')])
      .where('store_table_item_id', '=', itemId)
      .where('is_using', '=', true)
      .where(sql<boolean>`during && tstzrange(${from}::timestamptz, ${to}::timestamptz)`)
      .orderBy(sql`lower(during)`)
      .execute();
    return rows.map((r) => ({ start: new Date(r.start), end: new Date(r.end) }));
  }

  async releaseHold(occupancyId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('table_occupancy')
      .set({ is_using: false, update_time: now })
      .where('id', '=', occupancyId)
      .where('kind', '=', 'LOCK')
      .execute();
  }
}
