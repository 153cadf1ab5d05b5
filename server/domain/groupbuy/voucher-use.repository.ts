import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { GroupBuyVoucherUseTable } from './groupbuy.tables';

export type VoucherUseRecord = Selectable<GroupBuyVoucherUseTable>;
export type NewVoucherUse = Insertable<GroupBuyVoucherUseTable>;

/** SQL of the vouchers staff used from the app: one row per voucher. */
export class VoucherUseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records one attempt's uses; when the same attempt was recorded meanwhile, its first record stands. */
  async addAll(storeId: string, requestId: string, rows: NewVoucherUse[]): Promise<VoucherUseRecord[]> {
    await this.db
      .insertInto('group_buy_voucher_use')
      .values(rows.map((row, seq) => ({ ...row, store_id: storeId, request_id: requestId, seq })))
      .onConflict((oc) => oc.columns(['store_id', 'request_id', 'seq']).doNothing())
      .execute();
    return this.byRequest(storeId, requestId);
  }

  /** The uses one attempt made (a retried use finds them instead of using again). */
  async byRequest(storeId: string, requestId: string): Promise<VoucherUseRecord[]> {
    return this.db
      .selectFrom('group_buy_voucher_use')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('request_id', '=', requestId)
      .orderBy('seq')
      .execute();
  }

  async get(storeId: string, id: string): Promise<VoucherUseRecord | undefined> {
    return this.db
      .selectFrom('group_buy_voucher_use')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async recent(storeId: string, limit: number): Promise<VoucherUseRecord[]> {
    return this.db
      .selectFrom('group_buy_voucher_use')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Marks a use undone unless it already is: the one caller that gets the row asks the platform. */
  async claimUndo(storeId: string, id: string, now: Date): Promise<VoucherUseRecord | undefined> {
    return this.db
      .updateTable('group_buy_voucher_use')
      .set({ undo_time: now })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .where('undo_time', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Gives a claimed undo back when the platform refused it. */
  async releaseUndo(storeId: string, id: string): Promise<void> {
    await this.db
      .updateTable('group_buy_voucher_use')
      .set({ undo_time: null })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .execute();
  }
}
