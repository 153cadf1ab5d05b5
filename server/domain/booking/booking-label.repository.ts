import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface TagRecord {
  id: string;
  storeId: string;
  content: string;
  color: string;
  sort: number;
  createTime: Date;
  updateTime: Date;
}

export interface TakerRecord {
  id: string;
  storeId: string;
  name: string;
  phone: string;
  sort: number;
  disabled: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface ChannelRecord {
  id: string;
  storeId: string;
  name: string;
  sort: number;
  createTime: Date;
  updateTime: Date;
}

/** SQLSTATE of a unique violation (a tag's content already used in the store). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** Tags, order takers and channels of a store. Takers and channels are soft-deleted: orders keep naming them. */
export class BookingLabelRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async tags(storeId: string): Promise<TagRecord[]> {
    const rows = await this.db
      .selectFrom('booking_order_tag')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      storeId: r.store_id,
      content: r.content,
      color: r.color,
      sort: r.sort,
      createTime: r.create_time,
      updateTime: r.update_time,
    }));
  }

  async insertTag(storeId: string, content: string, color: string): Promise<string> {
    const row = await this.db
      .insertInto('booking_order_tag')
      .values({
        store_id: storeId,
        content,
        color,
        sort: sql<number>`(SELECT coalesce(max(sort), 0) + 1 FROM booking_order_tag WHERE store_id = ${storeId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateTag(storeId: string, id: string, content: string, color: string): Promise<boolean> {
    const r = await this.db
      .updateTable('booking_order_tag')
      .set({ content, color, update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Deletes the tag and takes it off the store's orders. */
  async deleteTag(storeId: string, id: string): Promise<boolean> {
    await this.db
      .updateTable('booking_order')
      .set({ tag_ids: sql<string[]>`array_remove(tag_ids, ${id}::bigint)` })
      .where('store_id', '=', storeId)
      .where(sql<boolean>`${id}::bigint = ANY(tag_ids)`)
      .execute();
    const r = await this.db
      .deleteFrom('booking_order_tag')
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async tagIds(storeId: string): Promise<string[]> {
    return (await this.tags(storeId)).map((t) => t.id);
  }

  async setSorts(table: 'booking_order_tag' | 'booking_channel', storeId: string, ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i++) {
      await this.db
        .updateTable(table)
        .set({ sort: i + 1, update_time: sql`now()` })
        .where('store_id', '=', storeId)
        .where('id', '=', ids[i])
        .execute();
    }
  }

  async takers(storeId: string): Promise<TakerRecord[]> {
    const rows = await this.db
      .selectFrom('booking_order_taker')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('delete_time', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      storeId: r.store_id,
      name: r.name,
      phone: r.phone,
      sort: r.sort,
      disabled: r.disabled,
      createTime: r.create_time,
      updateTime: r.update_time,
    }));
  }

  async insertTaker(storeId: string, t: { name: string; phone: string; sort: number; disabled: boolean }) {
    const row = await this.db
      .insertInto('booking_order_taker')
      .values({ store_id: storeId, ...t })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateTaker(storeId: string, id: string, t: { name: string; phone: string; sort: number; disabled: boolean }) {
    const r = await this.db
      .updateTable('booking_order_taker')
      .set({ ...t, update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async deleteTaker(storeId: string, id: string): Promise<boolean> {
    const r = await this.db
      .updateTable('booking_order_taker')
      .set({ delete_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async channels(storeId: string): Promise<ChannelRecord[]> {
    const rows = await this.db
      .selectFrom('booking_channel')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('delete_time', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      storeId: r.store_id,
      name: r.name,
      sort: r.sort,
      createTime: r.create_time,
      updateTime: r.update_time,
    }));
  }

  async insertChannel(storeId: string, name: string): Promise<string> {
    const row = await this.db
      .insertInto('booking_channel')
      .values({
        store_id: storeId,
        name,
        sort: sql<number>`(SELECT coalesce(max(sort), 0) + 1 FROM booking_channel WHERE store_id = ${storeId})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateChannel(storeId: string, id: string, name: string): Promise<boolean> {
    const r = await this.db
      .updateTable('booking_channel')
      .set({ name, update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async deleteChannel(storeId: string, id: string): Promise<boolean> {
    const r = await this.db
      .updateTable('booking_channel')
      .set({ delete_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
