import { sql, type Kysely, type Updateable } from 'kysely';
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

/** An order of the same creator that a new booking must not duplicate. */
export interface CreatorConflict {
  id: string;
  status: OrderStatus;
  sameKey: boolean;
}

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

  /**
   * In one query: the creator's order made with the same idempotency key,
   * and the creator's orders at the store that overlap the new time and
   * still wait for payment or confirmation.
   */
  async creatorConflicts(
    creatorUserId: string,
    idempotencyKey: string | null,
    check: { storeId: string; startTime: Date; endTime: Date } | null,
  ): Promise<CreatorConflict[]> {
    if (!idempotencyKey && !check) return [];
    const rows = await this.db
      .selectFrom('booking_order')
      .select(['id', 'status', 'idempotency_key'])
      .where('creator_user_id', '=', creatorUserId)
      .where((eb) => {
        const parts = [];
        if (idempotencyKey) parts.push(eb('idempotency_key', '=', idempotencyKey));
        if (check) {
          parts.push(
            eb.and([
              eb('store_id', '=', check.storeId),
              eb('status', 'in', ['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM']),
              eb('start_time', '<', check.endTime),
              eb('end_time', '>', check.startTime),
            ]),
          );
        }
        return eb.or(parts);
      })
      .execute();
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      sameKey: Boolean(idempotencyKey) && r.idempotency_key === idempotencyKey,
    }));
  }

  /**
   * One statement: finds or creates the merchant's diner record by phone,
   * inserts the order linked to it, holds its table items and writes the
   * CREATE log. A hold overlapping another fails the whole statement with
   * SQLSTATE 23P01 (the exclusion constraint).
   */
  async insertWithHolds(o: NewOrder, log: { operatorType: string; operatorUserId: string | null; after: unknown }) {
    const d = o.diner;
    const result = await sql<Record<string, unknown>>`
      WITH diner AS (
        -- MerchantDinerRepository.findOrCreate's rule, inlined to keep the
        -- create one round trip: a record per phone, existing data kept.
        INSERT INTO merchant_diner (merchant_id, phone_region_code, phone, title, last_name, first_name, language, user_id)
        SELECT ${o.merchantId}::bigint, ${d.phoneRegionCode}::text, ${d.phone}::text, ${d.title}::text,
          ${d.lastName}::text, ${d.firstName}::text, ${d.language}::text,
          (SELECT id FROM app_user WHERE phone_region_code = ${d.phoneRegionCode} AND phone = ${d.phone})
        WHERE ${d.phone}::text <> ''
        -- A known diner's row is only rewritten to link a user it lacked.
        ON CONFLICT (merchant_id, phone_region_code, phone) DO UPDATE
          SET user_id = EXCLUDED.user_id, update_time = now()
          WHERE merchant_diner.user_id IS NULL AND EXCLUDED.user_id IS NOT NULL
        RETURNING id, user_id
      ), known AS (
        SELECT id, user_id FROM merchant_diner
        WHERE merchant_id = ${o.merchantId} AND phone_region_code = ${d.phoneRegionCode} AND phone = ${d.phone}
          AND ${d.phone}::text <> ''
      ), o AS (
        INSERT INTO booking_order (
          store_id, merchant_id, status, source, user_id, merchant_diner_id,
          diner_title, diner_last_name, diner_first_name, diner_phone_region_code, diner_phone, diner_language,
          adult_count, child_count, reservation_date, store_shift_id, store_shift_name, reservation_start_second,
          reservation_end_second, start_time, end_time, store_table_id, store_table_item_ids, store_table_item_names,
          seat_count, channel_id, taker_id,
          platform_tags, tag_ids, diner_remark, store_remark, diet_preference, diet_taboo, service_requirement,
          extended_json, invite_code, deposit_amount, creator_user_id, creator_type, idempotency_key,
          order_time, store_confirm_time, deposit_expire_time, cancel_deadline_time, create_time, update_time)
        VALUES (
          ${o.storeId}, ${o.merchantId}, ${o.status}, ${o.source},
          COALESCE(${o.userId}::bigint, (SELECT user_id FROM diner), (SELECT user_id FROM known)),
          COALESCE((SELECT id FROM diner), (SELECT id FROM known)),
          ${d.title}, ${d.lastName}, ${d.firstName}, ${d.phoneRegionCode}, ${d.phone}, ${d.language},
          ${o.adultCount}, ${o.childCount}, ${o.reservationDate}, ${o.shiftId}, ${o.shiftName}, ${o.startSecond},
          ${o.endSecond}, ${o.startTime}, ${o.endTime}, ${o.tableId}, ${o.itemIds}, ${o.itemNames},
          ${o.seatCount}, ${o.channelId}, ${o.takerId},
          ${o.platformTags}, ${o.tagIds}, ${o.dinerRemark}, ${o.storeRemark}, ${o.dietPreference}, ${o.dietTaboo},
          ${o.serviceRequirement}, ${o.extendedJson}, ${o.inviteCode}, ${o.depositAmount}, ${o.creatorUserId},
          ${o.creatorType}, ${o.idempotencyKey}, ${o.orderTime}, ${o.storeConfirmTime}, ${o.depositExpireTime},
          ${o.cancelDeadlineTime}, ${o.orderTime}, ${o.orderTime})
        RETURNING *
      ), holds AS (
        INSERT INTO table_occupancy (store_id, store_table_item_id, booking_order_id, kind, reservation_date,
          store_shift_id, start_second, end_second, during)
        SELECT o.store_id, item_id, o.id, 'ORDER', o.reservation_date, o.store_shift_id,
          o.reservation_start_second, o.reservation_end_second, tstzrange(o.start_time, o.end_time)
        FROM o, unnest(o.store_table_item_ids) AS item_id
        RETURNING id
      ), log AS (
        INSERT INTO booking_order_log (booking_order_id, type, operator_type, operator_user_id, after, create_time)
        SELECT o.id, 'CREATE', ${log.operatorType}::text, ${log.operatorUserId}::bigint,
          ${JSON.stringify(log.after)}::jsonb, ${o.orderTime}::timestamptz
        FROM o
        RETURNING id
      )
      SELECT * FROM o`.execute(this.db);
    return toOrder(result.rows[0] as never);
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
