import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { toFeast, type FeastRecord } from './feast.record';
import type { FeastRow, FeastStatus } from './feast.tables';

export interface Page {
  limit: number;
  offset: number;
}

export interface PublicFeastFilter {
  city: string;
  storeId: string;
  merchantId: string;
  includePast: boolean;
  now: Date;
}

/** Statuses a public list shows: open to join and waiting for the day; with history also the past. */
const LISTED: FeastStatus[] = ['FORMING', 'SUCCESS'];
const LISTED_WITH_PAST: FeastStatus[] = ['FORMING', 'SUCCESS', 'FINISHED'];

export class FeastRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Insertable<FeastRow>): Promise<FeastRecord> {
    return toFeast(await this.db.insertInto('feast').values(values).returningAll().executeTakeFirstOrThrow());
  }

  async find(id: string): Promise<FeastRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.db.selectFrom('feast').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toFeast(row);
  }

  /** The feast locked for the rest of the transaction: every change and every join goes through here. */
  async findMany(ids: string[]): Promise<FeastRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('feast')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map(toFeast);
  }

  async lock(id: string): Promise<FeastRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.db.selectFrom('feast').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toFeast(row);
  }

  async update(id: string, values: Updateable<FeastRow>, now: Date): Promise<FeastRecord> {
    const row = await this.db
      .updateTable('feast')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toFeast(row);
  }

  async listByStore(storeId: string, statuses: FeastStatus[], page: Page) {
    let query = this.db.selectFrom('feast').where('store_id', '=', storeId);
    if (statuses.length) query = query.where('status', 'in', statuses);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toFeast), total: Number(total.n) };
  }

  async countByStatus(where: { storeId?: string; creatorUserId?: string }) {
    let query = this.db.selectFrom('feast').select(['status', (eb) => eb.fn.countAll<string>().as('n')]);
    if (where.storeId) query = query.where('store_id', '=', where.storeId);
    if (where.creatorUserId) query = query.where('creator_user_id', '=', where.creatorUserId);
    const rows = await query.groupBy('status').execute();
    return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
  }

  /** Public feasts (visibility ALL), soonest first; by city through its partial index. */
  async listPublic(filter: PublicFeastFilter, page: Page, withTotal = true) {
    let query = this.db
      .selectFrom('feast')
      .where('visibility', '=', 'ALL')
      .where('status', 'in', filter.includePast ? LISTED_WITH_PAST : LISTED);
    if (!filter.includePast) query = query.where('start_time', '>', filter.now);
    if (filter.city) query = query.where('city', '=', filter.city);
    if (filter.storeId) query = query.where('store_id', '=', filter.storeId);
    if (filter.merchantId) query = query.where('merchant_id', '=', filter.merchantId);
    const order = filter.includePast ? 'desc' : 'asc';
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('start_time', order)
        .orderBy('id', order)
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      withTotal ? query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow() : { n: '-1' },
    ]);
    return { list: rows.map(toFeast), total: Number(total.n) };
  }

  async listCreatedBy(userId: string, page: Page) {
    const query = this.db.selectFrom('feast').where('creator_user_id', '=', userId);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toFeast), total: Number(total.n) };
  }

  /** Feasts the user joined (any participation, newest feast first). */
  async listJoinedBy(userId: string, page: Page) {
    const joined = this.db.selectFrom('feast_participant').select('feast_id').where('user_id', '=', userId);
    const query = this.db.selectFrom('feast').where('id', 'in', joined);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('start_time', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toFeast), total: Number(total.n) };
  }

  /** Closed feasts whose booking order still holds tables (a release that has not happened yet). */
  async unreleased(limit = 50): Promise<FeastRecord[]> {
    const rows = await this.db
      .selectFrom('feast')
      .selectAll()
      .where('status', '=', 'CLOSED')
      .where('tables_released', '=', false)
      .where('booking_order_id', 'is not', null)
      .limit(limit)
      .execute();
    return rows.map(toFeast);
  }

  async storeInfo(storeId: string) {
    return this.db
      .selectFrom('store')
      .select(['id', 'merchant_id', 'name', 'city', 'timezone'])
      .where('id', '=', storeId)
      .executeTakeFirst();
  }

  async storeNames(storeIds: string[]): Promise<Map<string, { name: string; timezone: string }>> {
    if (storeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('store')
      .select(['id', 'name', 'timezone'])
      .where('id', 'in', [...new Set(storeIds)])
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, timezone: r.timezone }]));
  }

  async userNames(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('app_user')
      .select(['id', 'nickname'])
      .where('id', 'in', [...new Set(userIds)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.nickname]));
  }

  /** The store's table items with their kind's seats and min seats per feast. */
  async tableItems(storeId: string, itemIds: string[]) {
    if (itemIds.length === 0) return [];
    return this.db
      .selectFrom('store_table_item as i')
      .innerJoin('store_table as t', 't.id', 'i.store_table_id')
      .select(['i.id', 'i.name', 't.seat_capacity', 't.min_seats_per_feast', 't.status'])
      .where('t.store_id', '=', storeId)
      .where('i.id', 'in', itemIds)
      .execute();
  }
}
