import { makeAutoObservable } from 'mobx';
import type { MallOrder, MallOrderItem } from '@/gen/mall/v1/mall_order_pb';

export type ShipmentProblem = 'noQuantity' | 'format' | 'tooMany' | null;

/** What of a line is not yet on a shipment (closed shipments give theirs back). */
export function unshippedOf(item: MallOrderItem): number {
  return Math.max(0, item.quantity - item.shippedQuantity);
}

export function hasUnshipped(order: MallOrder): boolean {
  return order.itemList.some((item) => unshippedOf(item) > 0);
}

/**
 * A parcel being put together: a delivery quantity per line as typed (empty or 0:
 * the line is not in it), carrier and tracking number. Every quantity must be a
 * whole number no larger than what of the line is unshipped, and at least one
 * line must be in the parcel (spec section 5: a shipment needs a delivery quantity).
 */
export class ShipmentDraft {
  quantities: Record<string, string> = {};
  carrier = '';
  trackingNumber = '';

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
    return this.lines.length ? null : 'noQuantity';
  }
}
