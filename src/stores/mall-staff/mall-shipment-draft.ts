import { makeAutoObservable } from 'mobx';
import { MALL_CARRIER_NAME_MAX, MALL_TRACKING_NUMBER, type MallCarrierCode } from '@/common/mall-carriers';
import {
  MallShipment_Status as Parcel,
  type MallOrder,
  type MallOrderItem,
  type MallShipment,
} from '@/gen/mall/v1/mall_order_pb';

export type CarrierProblem = 'carrier' | 'tracking' | null;
export type ShipmentProblem = 'noQuantity' | 'format' | 'tooMany' | CarrierProblem;

/**
 * The carrier a parcel is handed to, as chosen: a listed carrier ('' for none
 * yet), the typed name for OTHER and the tracking number. It mirrors the
 * server's check: a carrier needs a tracking number, OTHER a name.
 */
export class CarrierDraft {
  code: MallCarrierCode | '' = '';
  name = '';
  trackingNumber = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Nothing chosen nor typed: the parcel is only packed. */
  get empty(): boolean {
    return !this.code && !this.trackingNumber.trim();
  }

  setCode(code: MallCarrierCode | ''): void {
    this.code = code;
  }

  setName(text: string): void {
    this.name = text;
  }

  setTracking(text: string): void {
    this.trackingNumber = text;
  }

  problem(): CarrierProblem {
    const name = this.name.trim();
    if (!this.code || (this.code === 'OTHER' && (!name || name.length > MALL_CARRIER_NAME_MAX))) return 'carrier';
    return MALL_TRACKING_NUMBER.test(this.trackingNumber.trim()) ? null : 'tracking';
  }

  /** What the server is sent. */
  get input(): { carrierCode: string; carrier: string; trackingNumber: string } {
    return {
      carrierCode: this.code,
      carrier: this.code === 'OTHER' ? this.name.trim() : '',
      trackingNumber: this.trackingNumber.trim(),
    };
  }
}

/** What of a line is not yet on a shipment (closed shipments give theirs back). */
export function unshippedOf(item: MallOrderItem): number {
  return Math.max(0, item.quantity - item.shippedQuantity);
}

export function hasUnshipped(order: MallOrder): boolean {
  return order.itemList.some((item) => unshippedOf(item) > 0);
}

/**
 * A parcel being put together: a delivery quantity per line as typed (empty or 0:
 * the line is not in it), and for a delivery order the carrier it goes with (none:
 * only packed). Every quantity must be a whole number no larger than what of the
 * line is unshipped, and at least one line must be in the parcel (spec section 5:
 * a shipment needs a delivery quantity). A pick-up parcel has no carrier.
 */
export class ShipmentDraft {
  quantities: Record<string, string> = {};
  readonly carrier = new CarrierDraft();

  constructor(private readonly order: MallOrder) {
    // Proposes the rest of every line: the usual parcel is "everything left".
    for (const item of order.itemList) {
      const left = unshippedOf(item);
      if (left > 0) this.quantities[item.id] = String(left);
    }
    makeAutoObservable<this, 'order'>(this, { order: false });
  }

  get lines(): Array<{ orderItemId: string; deliveryQuantity: number }> {
    return this.order.itemList
      .map((item) => ({ orderItemId: item.id, deliveryQuantity: Number(this.quantities[item.id]?.trim() || 0) }))
      .filter((line) => Number.isInteger(line.deliveryQuantity) && line.deliveryQuantity > 0);
  }

  problem(): ShipmentProblem {
    for (const item of this.order.itemList) {
      const typed = this.quantities[item.id]?.trim() ?? '';
      if (!typed) continue;
      if (!/^\d+$/.test(typed)) return 'format';
      if (Number(typed) > unshippedOf(item)) return 'tooMany';
    }
    if (!this.lines.length) return 'noQuantity';
    return this.pickup || this.carrier.empty ? null : this.carrier.problem();
  }

  get pickup(): boolean {
    return Boolean(this.order.address?.selfDelivery);
  }
}

export type ShipmentAction = 'dispatch' | 'deliver' | 'collect' | 'close' | 'closeShipped';

/**
 * What staff can do next with a parcel, as the server allows it: a packed
 * parcel is handed to a carrier (or, for pick-up, collected) or closed; one on
 * its way is marked delivered, or closed when it never arrives.
 */
export function shipmentActions(shipment: MallShipment, pickup: boolean): ShipmentAction[] {
  if (shipment.status === Parcel.CREATED) return pickup ? ['collect', 'close'] : ['dispatch', 'close'];
  if (shipment.status === Parcel.SHIPPED) return ['deliver', 'closeShipped'];
  return [];
}
