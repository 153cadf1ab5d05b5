import { domainError } from '../errors';
import type { MallCloseReason, MallOrderStatus, MallShipmentStatus } from './mall-order.tables';

// A mall order's statuses (spec section 3) and the only moves between them.
// Shipping moves land where the shipments say (shippingStatus): WAIT_SHIPPED
// while any quantity is on no parcel or a parcel is only packed, WAIT_RECEIVE
// while a parcel travels (or waits at the store for pick-up),
// WAIT_BUYER_CONFIRM_RECEIVE once every parcel is delivered.
export type MallOrderEvent =
  | 'PAY'
  | 'LAPSE'
  | 'BUYER_CANCEL'
  | 'ACCEPT'
  | 'REJECT'
  | 'SELLER_CANCEL'
  | 'SHIP'
  | 'DISPATCH'
  | 'DELIVER'
  | 'CLOSE_SHIPMENT'
  | 'CONFIRM_RECEIPT';

type Target = MallOrderStatus | 'BY_SHIPMENTS';

const SHIPPING: MallOrderStatus[] = ['WAIT_SHIPPED', 'WAIT_RECEIVE'];

export const ORDER_MOVES: Record<MallOrderEvent, { from: MallOrderStatus[]; to: Target }> = {
  PAY: { from: ['WAIT_PAYMENT'], to: 'WAIT_SELLER_CONFIRM' },
  LAPSE: { from: ['WAIT_PAYMENT'], to: 'CLOSED' },
  BUYER_CANCEL: { from: ['WAIT_PAYMENT', 'WAIT_SELLER_CONFIRM'], to: 'CLOSED' },
  ACCEPT: { from: ['WAIT_SELLER_CONFIRM'], to: 'WAIT_SHIPPED' },
  REJECT: { from: ['WAIT_SELLER_CONFIRM'], to: 'CLOSED' },
  // Only with nothing shipped: checked by the caller against the shipments.
  SELLER_CANCEL: { from: ['WAIT_SHIPPED'], to: 'CLOSED' },
  SHIP: { from: ['WAIT_SHIPPED'], to: 'BY_SHIPMENTS' },
  DISPATCH: { from: SHIPPING, to: 'BY_SHIPMENTS' },
  DELIVER: { from: SHIPPING, to: 'BY_SHIPMENTS' },
  CLOSE_SHIPMENT: { from: SHIPPING, to: 'BY_SHIPMENTS' },
  CONFIRM_RECEIPT: { from: ['WAIT_BUYER_CONFIRM_RECEIVE'], to: 'FINISHED' },
};

export const CLOSE_REASON: Partial<Record<MallOrderEvent, MallCloseReason>> = {
  LAPSE: 'PAYMENT_FAIL',
  BUYER_CANCEL: 'BUYER_CANCEL',
  REJECT: 'SELLER_REJECT',
  SELLER_CANCEL: 'SELLER_CANCEL',
};

export function canMoveOrder(event: MallOrderEvent, status: MallOrderStatus): boolean {
  return ORDER_MOVES[event].from.includes(status);
}

/**
 * The status an order in a shipping status moves to, from its items and
 * shipments. A CREATED parcel is only packed, except for pick-up, where it
 * waits at the store for the diner.
 */
export function shippingStatus(
  items: Array<{ quantity: number; shippedQuantity: number }>,
  shipments: Array<{ status: MallShipmentStatus }>,
  selfPickup: boolean,
): MallOrderStatus {
  if (items.some((i) => i.shippedQuantity < i.quantity)) return 'WAIT_SHIPPED';
  if (!selfPickup && shipments.some((s) => s.status === 'CREATED')) return 'WAIT_SHIPPED';
  if (shipments.some((s) => s.status === 'CREATED' || s.status === 'SHIPPED')) return 'WAIT_RECEIVE';
  return 'WAIT_BUYER_CONFIRM_RECEIVE';
}

/** Checks the move is allowed from `status`, or throws the message the person sees. */
export function assertOrderMove(event: MallOrderEvent, status: MallOrderStatus): void {
  if (canMoveOrder(event, status)) return;
  if (event === 'PAY') throw domainError('precondition', status === 'CLOSED' ? 'cannotBePaid' : 'alreadyPaid');
  throw domainError('precondition', 'mallOrderStatusChanged');
}

export type MallShipmentEvent = 'DISPATCH' | 'DELIVER' | 'COLLECT' | 'CLOSE' | 'RECEIVE';

// A parcel only moves forward. DISPATCH: a packed parcel handed to a carrier
// (delivery orders). DELIVER: staff mark a parcel on its way delivered.
// COLLECT: the diner collects a pick-up parcel at the store. CLOSE: a parcel
// never sent, lost or returned. RECEIVE: the diner confirms receipt.
export const SHIPMENT_MOVES: Record<MallShipmentEvent, { from: MallShipmentStatus[]; to: MallShipmentStatus }> = {
  DISPATCH: { from: ['CREATED'], to: 'SHIPPED' },
  DELIVER: { from: ['SHIPPED'], to: 'DELIVERED' },
  COLLECT: { from: ['CREATED'], to: 'DELIVERED' },
  CLOSE: { from: ['CREATED', 'SHIPPED'], to: 'CLOSED' },
  RECEIVE: { from: ['DELIVERED'], to: 'RECEIVED' },
};

export function assertShipmentMove(event: MallShipmentEvent, status: MallShipmentStatus): MallShipmentStatus {
  if (!SHIPMENT_MOVES[event].from.includes(status)) throw domainError('precondition', 'mallOrderStatusChanged');
  return SHIPMENT_MOVES[event].to;
}
