import type { Kysely, Selectable } from 'kysely';
import type { FapiaoTitleFields } from '@common/fapiao-title';
import type { Database } from '../../db/schema';
import type { DinerFapiaoTitleTable } from './fapiao.tables';

export interface FapiaoTitleRecord extends FapiaoTitleFields {
  id: string;
  userId: string;
  isDefault: boolean;
  createTime: Date;
  updateTime: Date;
}

function toRecord(r: Selectable<DinerFapiaoTitleTable>): FapiaoTitleRecord {
  return {
    id: r.id,
    userId: r.user_id,
    kind: r.kind,
    title: r.title,
    taxpayerId: r.taxpayer_id,
    address: r.address,
    phone: r.phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    email: r.email,
    isDefault: r.is_default,
    createTime: r.create_time,
    updateTime: r.update_time,
  };
}

function columns(f: FapiaoTitleFields) {
  return {
    kind: f.kind,
    title: f.title,
    taxpayer_id: f.taxpayerId,
    address: f.address,
    phone: f.phone,
    bank_name: f.bankName,
    bank_account: f.bankAccount,
    email: f.email,
  };
}

/** One diner's fapiao titles; every query is scoped to the owner's user id. */
export class FapiaoTitleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Serializes one diner's title changes (count limit, the single default) until the transaction ends. */
  async lockOwner(userId: string): Promise<void> {
    await this.db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async list(userId: string): Promise<FapiaoTitleRecord[]> {
    const rows = await this.db
      .selectFrom('diner_fapiao_title')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async find(userId: string, id: string): Promise<FapiaoTitleRecord | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const row = await this.db
      .selectFrom('diner_fapiao_title')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async count(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('diner_fapiao_title')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(userId: string, f: FapiaoTitleFields, isDefault: boolean, now: Date): Promise<string> {
    const row = await this.db
      .insertInto('diner_fapiao_title')
      .values({ user_id: userId, ...columns(f), is_default: isDefault, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(userId: string, id: string, f: FapiaoTitleFields, now: Date): Promise<void> {
    await this.db
      .updateTable('diner_fapiao_title')
      .set({ ...columns(f), update_time: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.db.deleteFrom('diner_fapiao_title').where('user_id', '=', userId).where('id', '=', id).execute();
  }

  /** Makes `id` the only default (null: none). */
  async setDefault(userId: string, id: string | null, now: Date): Promise<void> {
    await this.db
      .updateTable('diner_fapiao_title')
      .set({ is_default: false, update_time: now })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
    if (id) {
      await this.db
        .updateTable('diner_fapiao_title')
        .set({ is_default: true, update_time: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    }
  }

  /** The diner's most recently changed title, to become the default when the default goes. */
  async newest(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('diner_fapiao_title')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }
}
