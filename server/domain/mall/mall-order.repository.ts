import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { isId } from './catalogue.repository';
import { SHIPMENT_MOVES } from './mall-order-transitions';
import {
  toItem,
  toOrder,
  toShipment,
  type MallOrderItemRecord,
  type MallOrderRecord,
  type MallOrderView,
  type MallShipmentRecord,
} from './mall-order.record';
import type {
  MallOrderItemRow,
  MallOrderRow,
  MallOrderStatus,
  MallShipmentRow,
  MallShipmentStatus,
} from './mall-order.tables';

export interface MallOrderFilter {
  userId?: string;
  storeId?: string;
  statuses?: MallOrderStatus[];
}

/** SQL of mall orders, their items and shipments. */
export class MallOrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Insertable<MallOrderRow>): Promise<string> {
    return (await this.db.insertInto('mall_order').values(values).returning('id').executeTakeFirstOrThrow()).id;
  }

  async insertItems(rows: Insertable<MallOrderItemRow>[]): Promise<void> {
    await this.db.insertInto('mall_order_item').values(rows).execute();
  }

  /** The order row, locked: every change of an order, its payment and its jobs queue on it. */
  async lock(id: string): Promise<MallOrderRecord | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.db.selectFrom('mall_order').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row && toOrder(row);
  }

  /** Moves an order only from the status it is expected in; false when it moved on meanwhile. */
  async move(
    id: string,
    from: MallOrderStatus,
    values: Updateable<MallOrderRow> & { status: MallOrderStatus },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('mall_order')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setRefunded(id: string, amount: string, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_order')
      .set({ refunded_amount: amount, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  /** The items with the stock modes they were taken with (for giving stock back). */
  async itemRows(orderId: string) {
    return this.db.selectFrom('mall_order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  async items(orderIds: string[]): Promise<MallOrderItemRecord[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('mall_order_item')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  async addShipped(itemId: string, delta: number): Promise<void> {
    await this.db
      .updateTable('mall_order_item')
      .set({ shipped_quantity: sql`shipped_quantity + ${delta}` })
      .where('id', '=', itemId)
      .execute();
  }

  async insertShipment(
    values: Insertable<MallShipmentRow>,
    lines: Array<{ orderItemId: string; deliveryQuantity: number }>,
  ): Promise<string> {
    const { id } = await this.db.insertInto('mall_shipment').values(values).returning('id').executeTakeFirstOrThrow();
    await this.db
      .insertInto('mall_shipment_line')
      .values(
        lines.map((l) => ({ shipment_id: id, order_item_id: l.orderItemId, delivery_quantity: l.deliveryQuantity })),
      )
      .execute();
    return id;
  }

  async shipments(orderIds: string[]): Promise<MallShipmentRecord[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('mall_shipment')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
    if (rows.length === 0) return [];
    const lines = await this.db
      .selectFrom('mall_shipment_line')
      .selectAll()
      .where(
        'shipment_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('order_item_id')
      .execute();
    return rows.map((r) =>
      toShipment(
        r,
        lines
          .filter((l) => l.shipment_id === r.id)
          .map((l) => ({ orderItemId: l.order_item_id, deliveryQuantity: l.delivery_quantity })),
      ),
    );
  }

  /** The order a shipment belongs to, or undefined. */
  async orderOfShipment(shipmentId: string): Promise<string | undefined> {
    if (!isId(shipmentId)) return undefined;
    const row = await this.db
      .selectFrom('mall_shipment')
      .select('order_id')
      .where('id', '=', shipmentId)
      .executeTakeFirst();
    return row?.order_id;
  }

  async moveShipment(
    id: string,
    from: MallShipmentStatus,
    values: Updateable<MallShipmentRow> & { status: MallShipmentStatus },
  ): Promise<void> {
    await this.db.updateTable('mall_shipment').set(values).where('id', '=', id).where('status', '=', from).execute();
  }

  /** Every delivered shipment of an order is received (SHIPMENT_MOVES.RECEIVE). */
  async receiveAll(orderId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_shipment')
      .set({ status: SHIPMENT_MOVES.RECEIVE.to, receive_time: now })
      .where('order_id', '=', orderId)
      .where('status', 'in', SHIPMENT_MOVES.RECEIVE.from)
      .execute();
  }

  private views() {
    return this.db
      .selectFrom('mall_order as o')
      .innerJoin('store as s', 's.id', 'o.store_id')
      .innerJoin('app_user as u', 'u.id', 'o.user_id')
      .selectAll('o')
      .select(['s.name as store_name', 'u.nickname as buyer_nickname', 'u.phone as buyer_phone']);
  }

  async view(id: string): Promise<MallOrderView | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.views().where('o.id', '=', id).executeTakeFirst();
    return row && (await this.complete([row]))[0];
  }

  async list(
    filter: MallOrderFilter,
    limit: number,
    offset: number,
  ): Promise<{ list: MallOrderView[]; total: number }> {
    let q = this.views();
    if (filter.userId) q = q.where('o.user_id', '=', filter.userId);
    if (filter.storeId) q = q.where('o.store_id', '=', filter.storeId);
    if (filter.statuses?.length) q = q.where('o.status', 'in', filter.statuses);
    const { total } = await q
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await q.orderBy('o.id', 'desc').limit(limit).offset(offset).execute();
    return { list: await this.complete(rows), total };
  }

  private async complete(
    rows: Array<Parameters<typeof toOrder>[0] & { store_name: string; buyer_nickname: string; buyer_phone: string }>,
  ): Promise<MallOrderView[]> {
    const ids = rows.map((r) => r.id);
    const [items, shipments] = await Promise.all([this.items(ids), this.shipments(ids)]);
    return rows.map((r) => ({
      ...toOrder(r),
      storeName: r.store_name,
      buyerNickname: r.buyer_nickname,
      buyerPhone: r.buyer_phone,
      items: items.filter((i) => i.orderId === r.id),
      shipments: shipments.filter((s) => s.orderId === r.id),
    }));
  }
}
