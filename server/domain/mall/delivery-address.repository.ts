import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isId } from './catalogue.repository';
import { toAddress, type DeliveryAddressRecord } from './mall.record';
import type { MallDeliveryAddressRow } from './mall.tables';

type AddressValues = Omit<Insertable<MallDeliveryAddressRow>, 'id' | 'user_id' | 'create_time' | 'update_time'>;

/** SQL of diners' delivery addresses; every query is scoped to one user. */
export class DeliveryAddressRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(userId: string): Promise<DeliveryAddressRecord[]> {
    const rows = await this.db
      .selectFrom('mall_delivery_address')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toAddress);
  }

  async find(userId: string, id: string): Promise<DeliveryAddressRecord | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.db
      .selectFrom('mall_delivery_address')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toAddress(row);
  }

  /** The user's rows locked: two changes of one diner's addresses queue, so the default stays single. */
  async lockUser(userId: string): Promise<void> {
    await this.db.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async clearDefault(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_delivery_address')
      .set({ is_default: false, update_time: now })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .execute();
  }

  async insert(userId: string, values: AddressValues): Promise<string> {
    const row = await this.db
      .insertInto('mall_delivery_address')
      .values({ user_id: userId, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(userId: string, id: string, values: AddressValues, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_delivery_address')
      .set({ ...values, update_time: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async makeNewestDefault(userId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_delivery_address')
      .set({ is_default: true, update_time: now })
      .where(
        'id',
        '=',
        this.db
          .selectFrom('mall_delivery_address')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .limit(1),
      )
      .execute();
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.db.deleteFrom('mall_delivery_address').where('user_id', '=', userId).where('id', '=', id).execute();
  }
}
