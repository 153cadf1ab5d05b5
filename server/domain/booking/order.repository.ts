import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookingOrderRow, OperatorKind, OrderSource, OrderStatus } from './booking.tables';
import { toOrder, type DinerSnapshot, type OrderRecord } from './order.record';

export interface NewOrder {
  storeId: string;
  merchantId: string;
  status: OrderStatus;
  source: OrderSource;
  /** The diner user it belongs to; null: the user with the diner's phone, if any. */
  userId: string | null;
  diner: DinerSnapshot;
  adultCount: number;
  childCount: number;
  reservationDate: string;
  shiftId: string;
  shiftName: string;
  startSecond: number;
  endSecond: number;
  startTime: Date;
  endTime: Date;
  tableId: string;
  itemIds: string[];
  itemNames: string[];
  seatCount: number;
  channelId: string | null;
  takerId: string | null;
  platformTags: string[];
  tagIds: string[];
  dinerRemark: string;
  storeRemark: string;
  dietPreference: string;
  dietTaboo: string;
  serviceRequirement: string;
  extendedJson: string;
  inviteCode: string;
  depositAmount: string;
  creatorUserId: string;
  creatorType: OperatorKind;
  idempotencyKey: string | null;
  orderTime: Date;
  storeConfirmTime: Date | null;
  depositExpireTime: Date | null;
  cancelDeadlineTime: Date | null;
}

export type OrderPatch = Updateable<BookingOrderRow>;

export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: string): Promise<OrderRecord | undefined> {
    const row = await this.db.selectFrom('booking_order').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toOrder(row);
  }

  /** Locks the order until the transaction ends: every change to an order goes through this. */
  async findForUpdate(id: string): Promise<OrderRecord | undefined> {
    const row = await this.db
      .selectFrom('booking_order')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && toOrder(row);
  }

  async update(id: string, patch: OrderPatch, now: Date): Promise<OrderRecord> {
    const row = await this.db
      .updateTable('booking_order')
      .set({ ...patch, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toOrder(row);
  }
}
