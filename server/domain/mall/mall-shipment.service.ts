import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { domainError } from '../errors';
import { carrierOf, namesCarrier, type CarrierInput } from './mall-carrier-input';
import type { MallConfigService } from './mall-config.service';
import type { MallOrderRecord, MallOrderView, MallShipmentRecord } from './mall-order.record';
import { MallOrderRepository } from './mall-order.repository';
import { MALL_AUTO_RECEIVE_JOB } from './mall-order.service';
import {
  assertOrderMove,
  assertShipmentMove,
  shippingStatus,
  type MallOrderEvent,
  type MallShipmentEvent,
} from './mall-order-transitions';

export interface ShipmentInput extends CarrierInput {
  lines: Array<{ orderItemId: string; deliveryQuantity: number }>;
}

const DAY_MS = 86_400_000;

/**
 * Parcels of an accepted order: each carries a delivery quantity of some of
 * its items (spec section 5: required). A parcel is CREATED (packed) or, with
 * a listed carrier and a tracking number, SHIPPED; staff mark it DELIVERED
 * (no carrier reports in). The order's status follows its shipments
 * (shippingStatus); once every parcel is delivered the receipt timer starts.
 * A pick-up order is handed over in one go: one shipment with everything and
 * no carrier, delivered when the diner collects it.
 */
export class MallShipmentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly configs: MallConfigService,
    private readonly now: () => Date,
  ) {}

  async create(storeId: string, orderId: string, input: ShipmentInput): Promise<MallOrderView> {
    await this.change(storeId, orderId, 'SHIP', async (trx, o, now) => {
      const orders = new MallOrderRepository(trx);
      const items = await orders.itemRows(o.id);
      const lines = input.lines;
      const ids = lines.map((l) => l.orderItemId);
      if (lines.length === 0 || new Set(ids).size !== ids.length) {
        throw domainError('invalid', 'mallDeliveryQuantityRequired');
      }
      for (const line of lines) {
        const item = items.find((i) => i.id === line.orderItemId);
        if (!item || !Number.isInteger(line.deliveryQuantity) || line.deliveryQuantity < 1) {
          throw domainError('invalid', 'mallDeliveryQuantityRequired');
        }
        if (line.deliveryQuantity > item.quantity - item.shipped_quantity) {
          throw domainError('invalid', 'mallDeliveryQuantityTooMany');
        }
      }
      if (o.selfPickup && namesCarrier(input)) throw domainError('invalid', 'mallPickupNoCarrier');
      const carrier = !o.selfPickup && namesCarrier(input) ? carrierOf(input) : null;
      if (o.selfPickup) {
        const whole = items.every(
          (i) => lines.find((l) => l.orderItemId === i.id)?.deliveryQuantity === i.quantity - i.shipped_quantity,
        );
        if (!whole) throw domainError('invalid', 'mallPickupInOneGo');
      }
      await orders.insertShipment(
        {
          order_id: o.id,
          status: carrier ? 'SHIPPED' : 'CREATED',
          carrier_code: carrier?.carrierCode ?? '',
          carrier: carrier?.carrier ?? '',
          tracking_number: carrier?.trackingNumber ?? '',
          create_time: now,
          ship_time: carrier ? now : null,
        },
        lines,
      );
      for (const line of lines) await orders.addShipped(line.orderItemId, line.deliveryQuantity);
    });
    return (await new MallOrderRepository(this.db).view(orderId))!;
  }

  /** A packed parcel handed to a carrier: SHIPPED, with the carrier and tracking number. */
  dispatch(storeId: string, shipmentId: string, input: CarrierInput): Promise<MallOrderView> {
    return this.moveShipment(storeId, shipmentId, 'DISPATCH', async (repo, o, shipment, now) => {
      if (o.selfPickup) throw domainError('precondition', 'mallPickupNoCarrier');
      const carrier = carrierOf(input);
      const to = assertShipmentMove('DISPATCH', shipment.status);
      await repo.moveShipment(shipment.id, shipment.status, {
        status: to,
        carrier_code: carrier.carrierCode,
        carrier: carrier.carrier,
        tracking_number: carrier.trackingNumber,
        ship_time: now,
      });
    });
  }

  /** Staff mark a parcel on its way delivered, or a pick-up parcel collected. */
  deliver(storeId: string, shipmentId: string): Promise<MallOrderView> {
    return this.moveShipment(storeId, shipmentId, 'DELIVER', async (repo, o, shipment, now) => {
      const event: MallShipmentEvent = o.selfPickup ? 'COLLECT' : 'DELIVER';
      if (event === 'DELIVER' && shipment.status === 'CREATED') {
        throw domainError('precondition', 'mallShipmentNotDispatched');
      }
      const to = assertShipmentMove(event, shipment.status);
      await repo.moveShipment(shipment.id, shipment.status, { status: to, deliver_time: now });
    });
  }

  /** A parcel never sent, lost or returned: its quantities can be shipped again. */
  close(storeId: string, shipmentId: string): Promise<MallOrderView> {
    return this.moveShipment(storeId, shipmentId, 'CLOSE_SHIPMENT', async (repo, _o, shipment, now) => {
      const to = assertShipmentMove('CLOSE', shipment.status);
      await repo.moveShipment(shipment.id, shipment.status, { status: to, close_time: now });
      for (const line of shipment.lines) await repo.addShipped(line.orderItemId, -line.deliveryQuantity);
    });
  }

  private async moveShipment(
    storeId: string,
    shipmentId: string,
    event: MallOrderEvent,
    apply: (repo: MallOrderRepository, o: MallOrderRecord, shipment: MallShipmentRecord, now: Date) => Promise<void>,
  ): Promise<MallOrderView> {
    const orders = new MallOrderRepository(this.db);
    const orderId = await orders.orderOfShipment(shipmentId);
    if (!orderId) throw domainError('not_found', 'mallShipmentNotFound');
    await this.change(storeId, orderId, event, async (trx, o, now) => {
      const repo = new MallOrderRepository(trx);
      const shipment = (await repo.shipments([o.id])).find((s) => s.id === shipmentId)!;
      await apply(repo, o, shipment, now);
    });
    return (await orders.view(orderId))!;
  }

  /**
   * Runs one shipping change with the order locked, then moves the order to
   * where its shipments now put it (starting the receipt timer when every
   * parcel is delivered). Another store's order answers as missing.
   */
  private async change(
    storeId: string,
    orderId: string,
    event: MallOrderEvent,
    apply: (trx: Kysely<Database>, o: MallOrderRecord, now: Date) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const orders = new MallOrderRepository(trx);
      const o = await orders.lock(orderId);
      if (!o || o.storeId !== storeId) {
        throw domainError('not_found', event === 'SHIP' ? 'mallOrderNotFound' : 'mallShipmentNotFound');
      }
      assertOrderMove(event, o.status);
      await apply(trx, o, now);
      const items = (await orders.itemRows(o.id)).map((i) => ({
        quantity: i.quantity,
        shippedQuantity: i.shipped_quantity,
      }));
      const status = shippingStatus(items, await orders.shipments([o.id]), o.selfPickup);
      if (status === o.status) return;
      if (status !== 'WAIT_BUYER_CONFIRM_RECEIVE') {
        await orders.move(o.id, o.status, { status }, now);
        return;
      }
      const { autoReceiveDays } = await this.configs.getIn(trx, o.storeId);
      const autoReceiveTime = new Date(now.getTime() + autoReceiveDays * DAY_MS);
      await orders.move(o.id, o.status, { status, auto_receive_time: autoReceiveTime }, now);
      await new JobRepository(trx).enqueue({
        kind: MALL_AUTO_RECEIVE_JOB,
        payload: { orderId: o.id },
        runAt: autoReceiveTime,
        dedupeKey: `${MALL_AUTO_RECEIVE_JOB}:${o.id}`,
      });
    });
  }
}
