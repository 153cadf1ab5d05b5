import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageJson } from './store.tables';

export interface StoreCollectionRecord {
  id: string;
  merchantId: string | null;
  name: string;
  description: string;
  cover: ImageJson | null;
  sort: number;
  storeIds: string[];
  createTime: Date;
  updateTime: Date;
}

export interface StoreCollectionInput {
  merchantId: string | null;
  name: string;
  description: string;
  cover: ImageJson | null;
  sort: number;
  storeIds: string[];
}

export class StoreCollectionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async query(merchantIdIn: string[], limit: number, offset: number) {
    let base = this.db.selectFrom('store_collection');
    if (merchantIdIn.length) base = base.where('merchant_id', 'in', merchantIdIn);
    const [rows, count] = await Promise.all([
      base.select('id').orderBy('sort').orderBy('id').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: await this.byIds(rows.map((r) => r.id)), total: Number(count.n) };
  }

  async findById(id: string): Promise<StoreCollectionRecord | undefined> {
    return (await this.byIds([id]))[0];
  }

  /** Collections with their store ids, in the order of `ids`. */
  private async byIds(ids: string[]): Promise<StoreCollectionRecord[]> {
    if (ids.length === 0) return [];
    const [rows, items] = await Promise.all([
      this.db.selectFrom('store_collection').selectAll().where('id', 'in', ids).execute(),
      this.db
        .selectFrom('store_collection_item')
        .selectAll()
        .where('store_collection_id', 'in', ids)
        .orderBy('sort')
        .execute(),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          id: r.id,
          merchantId: r.merchant_id,
          name: r.name,
          description: r.description,
          cover: r.cover,
          sort: r.sort,
          storeIds: items.filter((i) => i.store_collection_id === r.id).map((i) => i.store_id),
          createTime: r.create_time,
          updateTime: r.update_time,
        },
      ];
    });
  }

  async insert(input: StoreCollectionInput): Promise<string> {
    const row = await this.db
      .insertInto('store_collection')
      .values({
        merchant_id: input.merchantId,
        name: input.name,
        description: input.description,
        cover: input.cover ? JSON.stringify(input.cover) : null,
        sort: input.sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.replaceItems(row.id, input.storeIds);
    return row.id;
  }

  async update(id: string, input: StoreCollectionInput): Promise<boolean> {
    const result = await this.db
      .updateTable('store_collection')
      .set({
        merchant_id: input.merchantId,
        name: input.name,
        description: input.description,
        cover: input.cover ? JSON.stringify(input.cover) : null,
        sort: input.sort,
        update_time: sql`now()`,
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.replaceItems(id, input.storeIds);
    return true;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('store_collection').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  private async replaceItems(id: string, storeIds: string[]): Promise<void> {
    await this.db.deleteFrom('store_collection_item').where('store_collection_id', '=', id).execute();
    if (storeIds.length === 0) return;
    await this.db
      .insertInto('store_collection_item')
      .values(storeIds.map((storeId, sort) => ({ store_collection_id: id, store_id: storeId, sort })))
      .execute();
  }

  async merchantExists(merchantId: string): Promise<boolean> {
    const row = await this.db.selectFrom('merchant').select('id').where('id', '=', merchantId).executeTakeFirst();
    return Boolean(row);
  }

  async existingStoreIds(storeIds: string[]): Promise<string[]> {
    if (storeIds.length === 0) return [];
    const rows = await this.db.selectFrom('store').select('id').where('id', 'in', storeIds).execute();
    return rows.map((r) => r.id);
  }
}
