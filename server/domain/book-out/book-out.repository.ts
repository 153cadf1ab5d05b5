import type { Kysely, Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import type { DinerSnapshot } from '../booking/order.record';
import type { BookOutCloseReason, BookOutFormTable, BookOutStatus } from './book-out.tables';

export interface BookOutRecord {
  id: string;
  storeId: string;
  merchantId: string;
  userId: string;
  diner: DinerSnapshot;
  preferredDate: string;
  shiftId: string;
  adultCount: number;
  childCount: number;
  budget: string;
  space: 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';
  remark: string;
  status: BookOutStatus;
  closeReason: BookOutCloseReason;
  closeRemark: string;
  bookingOrderId: string | null;
  confirmTime: Date | null;
  closeTime: Date | null;
  finishTime: Date | null;
  createTime: Date;
  updateTime: Date;
  storeName: string;
  shiftName: string;
  storeIntlName: IntlTextJson;
  shiftIntlName: IntlTextJson;
  /** The store's currency, which the budget is in. */
  currency: string;
}

export type NewBookOut = Pick<
  BookOutRecord,
  | 'storeId'
  | 'merchantId'
  | 'userId'
  | 'diner'
  | 'preferredDate'
  | 'shiftId'
  | 'adultCount'
  | 'childCount'
  | 'budget'
  | 'space'
  | 'remark'
>;

/** Who may see a request: its diner, or the store it was sent to. */
export type BookOutScope = { userId: string } | { storeId: string };

type Row = Selectable<BookOutFormTable> & {
  store_name: string;
  shift_name: string;
  store_intl: { name?: IntlTextJson } | null;
  shift_intl: IntlTextJson | null;
  store_currency: string;
};

function toRecord(r: Row): BookOutRecord {
  return {
    id: r.id,
    storeId: r.store_id,
    merchantId: r.merchant_id,
    userId: r.user_id,
    diner: r.diner,
    preferredDate: r.preferred_date,
    shiftId: r.store_shift_id,
    adultCount: r.adult_count,
    childCount: r.child_count,
    budget: r.budget,
    space: r.space,
    remark: r.remark,
    status: r.status,
    closeReason: r.close_reason,
    closeRemark: r.close_remark,
    bookingOrderId: r.booking_order_id,
    confirmTime: r.confirm_time,
    closeTime: r.close_time,
    finishTime: r.finish_time,
    createTime: r.create_time,
    updateTime: r.update_time,
    storeName: r.store_name,
    shiftName: r.shift_name,
    storeIntlName: r.store_intl?.name ?? {},
    shiftIntlName: r.shift_intl ?? {},
    currency: r.store_currency,
  };
}

const isId = (id: string) => /^\d{1,18}$/.test(id);

/** Private dining requests; every read is scoped to the diner or the store. */
export class BookOutRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('book_out_form as f')
      .innerJoin('store as s', 's.id', 'f.store_id')
      .innerJoin('store_shift as sh', 'sh.id', 'f.store_shift_id')
      .selectAll('f')
      .select([
        's.name as store_name',
        'sh.name as shift_name',
        's.intl_info as store_intl',
        'sh.intl_name as shift_intl',
        's.currency as store_currency',
      ]);
  }

  /** The store's merchant and time zone, when the shift is one of its own. */
  async storeOfShift(
    storeId: string,
    shiftId: string,
  ): Promise<{ merchantId: string; timezone: string; hasShift: boolean } | undefined> {
    if (!isId(storeId)) return undefined;
    const store = await this.db
      .selectFrom('store')
      .select(['merchant_id', 'timezone'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    if (!store) return undefined;
    const shift = isId(shiftId)
      ? await this.db
          .selectFrom('store_shift')
          .select('id')
          .where('id', '=', shiftId)
          .where('store_id', '=', storeId)
          .executeTakeFirst()
      : undefined;
    return { merchantId: store.merchant_id, timezone: store.timezone, hasShift: !!shift };
  }

  async insert(form: NewBookOut): Promise<string> {
    const row = await this.db
      .insertInto('book_out_form')
      .values({
        store_id: form.storeId,
        merchant_id: form.merchantId,
        user_id: form.userId,
        diner: JSON.stringify(form.diner),
        preferred_date: form.preferredDate,
        store_shift_id: form.shiftId,
        adult_count: form.adultCount,
        child_count: form.childCount,
        budget: form.budget,
        space: form.space,
        remark: form.remark,
        status: 'WAIT_STORE_CONFIRM',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(scope: BookOutScope, id: string, lock = false): Promise<BookOutRecord | undefined> {
    if (!isId(id)) return undefined;
    let query = this.select().where('f.id', '=', id);
    query =
      'userId' in scope ? query.where('f.user_id', '=', scope.userId) : query.where('f.store_id', '=', scope.storeId);
    const row = await (lock ? query.forUpdate('f') : query).executeTakeFirst();
    return row && toRecord(row as Row);
  }

  async list(
    scope: BookOutScope,
    filter: { statusIn: BookOutStatus[]; startDate: string; endDate: string; limit: number; offset: number },
  ): Promise<{ list: BookOutRecord[]; total: number }> {
    let base = this.db.selectFrom('book_out_form as f');
    base =
      'userId' in scope ? base.where('f.user_id', '=', scope.userId) : base.where('f.store_id', '=', scope.storeId);
    if (filter.statusIn.length) base = base.where('f.status', 'in', filter.statusIn);
    if (filter.startDate) base = base.where('f.preferred_date', '>=', filter.startDate);
    if (filter.endDate) base = base.where('f.preferred_date', '<=', filter.endDate);
    const ids = base.select('f.id');
    const rows = await this.select()
      .where('f.id', 'in', ids)
      .orderBy('f.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { list: rows.map((r) => toRecord(r as Row)), total: Number(count.n) };
  }

  async confirm(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('book_out_form')
      .set({ status: 'WAIT_ALLOCATE_BOOKING_ORDER_ID', confirm_time: now, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async close(id: string, reason: BookOutCloseReason, remark: string, now: Date): Promise<void> {
    await this.db
      .updateTable('book_out_form')
      .set({ status: 'CLOSED', close_reason: reason, close_remark: remark, close_time: now, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async finish(id: string, bookingOrderId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('book_out_form')
      .set({ status: 'FINISHED', booking_order_id: bookingOrderId, finish_time: now, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  /** The request an order already answers, if any. */
  async answeredBy(bookingOrderId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('book_out_form')
      .select('id')
      .where('booking_order_id', '=', bookingOrderId)
      .executeTakeFirst();
    return row?.id;
  }

  /** An order of any store, locked: its store and status decide whether it may be assigned. */
  async orderForAssign(bookingOrderId: string): Promise<{ storeId: string; status: string } | undefined> {
    if (!isId(bookingOrderId)) return undefined;
    const row = await this.db
      .selectFrom('booking_order')
      .select(['store_id', 'status'])
      .where('id', '=', bookingOrderId)
      .where('delete_time', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    return row && { storeId: row.store_id, status: row.status };
  }
}
