import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '@common/server-messages';
import {
  assertOrderMove,
  assertShipmentMove,
  canMoveOrder,
  shippingStatus,
  type MallOrderEvent,
} from '../../../server/domain/mall/mall-order-transitions';
import type { MallOrderStatus } from '../../../server/domain/mall/mall-order.tables';

// Spec section 3: WAIT_PAYMENT -> WAIT_SELLER_CONFIRM (paid) -> WAIT_SHIPPED
// (accepted) -> WAIT_RECEIVE (all on parcels with carriers) -> WAIT_BUYER_CONFIRM_RECEIVE
// (all delivered) -> FINISHED (received); CLOSED from the first three only.
const STATUSES: MallOrderStatus[] = [
  'WAIT_PAYMENT',
  'WAIT_SELLER_CONFIRM',
  'WAIT_SHIPPED',
  'WAIT_RECEIVE',
  'WAIT_BUYER_CONFIRM_RECEIVE',
  'FINISHED',
  'CLOSED',
];
const ALLOWED_FROM: Record<MallOrderEvent, MallOrderStatus[]> = {
  PAY: ['WAIT_PAYMENT'],
  LAPSE: ['WAIT_PAYMENT'],
  BUYER_CANCEL: ['WAIT_PAYMENT', 'WAIT_SELLER_CONFIRM'],
  ACCEPT: ['WAIT_SELLER_CONFIRM'],
  REJECT: ['WAIT_SELLER_CONFIRM'],
  SELLER_CANCEL: ['WAIT_SHIPPED'],
  SHIP: ['WAIT_SHIPPED'],
  DISPATCH: ['WAIT_SHIPPED', 'WAIT_RECEIVE'],
  DELIVER: ['WAIT_SHIPPED', 'WAIT_RECEIVE'],
  CLOSE_SHIPMENT: ['WAIT_SHIPPED', 'WAIT_RECEIVE'],
  CONFIRM_RECEIPT: ['WAIT_BUYER_CONFIRM_RECEIVE'],
};

describe('mall order transitions', () => {
  for (const [event, from] of Object.entries(ALLOWED_FROM) as Array<[MallOrderEvent, MallOrderStatus[]]>) {
    it(`${event} is allowed from ${from.join(', ')} and nowhere else`, () => {
      for (const status of STATUSES) expect(canMoveOrder(event, status)).toBe(from.includes(status));
    });
  }

  it('nothing leaves FINISHED or CLOSED', () => {
    for (const event of Object.keys(ALLOWED_FROM) as MallOrderEvent[]) {
      expect(canMoveOrder(event, 'FINISHED') || canMoveOrder(event, 'CLOSED')).toBe(false);
    }
  });

  it('says why with the messages people see', () => {
    expect(() => assertOrderMove('PAY', 'CLOSED')).toThrow(SERVER_MESSAGE.cannotBePaid);
    expect(() => assertOrderMove('PAY', 'WAIT_SHIPPED')).toThrow(SERVER_MESSAGE.alreadyPaid);
    expect(() => assertOrderMove('ACCEPT', 'CLOSED')).toThrow(SERVER_MESSAGE.mallOrderStatusChanged);
  });

  it('a shipping order stands where its parcels put it: a packed parcel has not left yet', () => {
    const item = (quantity: number, shippedQuantity: number) => ({ quantity, shippedQuantity });
    const all = [item(3, 3)];
    expect(shippingStatus([item(3, 1)], [{ status: 'DELIVERED' }], false)).toBe('WAIT_SHIPPED');
    expect(shippingStatus(all, [{ status: 'SHIPPED' }, { status: 'CREATED' }], false)).toBe('WAIT_SHIPPED');
    expect(shippingStatus(all, [{ status: 'DELIVERED' }, { status: 'SHIPPED' }], false)).toBe('WAIT_RECEIVE');
    // pick-up: the parcel waits at the store for the diner
    expect(shippingStatus(all, [{ status: 'CREATED' }], true)).toBe('WAIT_RECEIVE');
    expect(shippingStatus(all, [{ status: 'DELIVERED' }, { status: 'CLOSED' }], false)).toBe(
      'WAIT_BUYER_CONFIRM_RECEIVE',
    );
  });

  it('a parcel only moves forward: packed, with its carrier, delivered, received; closed before it arrives', () => {
    expect(assertShipmentMove('DISPATCH', 'CREATED')).toBe('SHIPPED');
    expect(assertShipmentMove('DELIVER', 'SHIPPED')).toBe('DELIVERED');
    expect(assertShipmentMove('COLLECT', 'CREATED')).toBe('DELIVERED');
    expect(assertShipmentMove('CLOSE', 'CREATED')).toBe('CLOSED');
    expect(assertShipmentMove('CLOSE', 'SHIPPED')).toBe('CLOSED');
    expect(assertShipmentMove('RECEIVE', 'DELIVERED')).toBe('RECEIVED');
    const refused = {
      DISPATCH: ['SHIPPED', 'DELIVERED', 'RECEIVED', 'CLOSED'],
      DELIVER: ['CREATED', 'DELIVERED', 'RECEIVED', 'CLOSED'],
      COLLECT: ['SHIPPED', 'DELIVERED', 'RECEIVED', 'CLOSED'],
      CLOSE: ['DELIVERED', 'RECEIVED', 'CLOSED'],
      RECEIVE: ['CREATED', 'SHIPPED', 'RECEIVED', 'CLOSED'],
    } as const;
    for (const [event, statuses] of Object.entries(refused) as Array<[keyof typeof refused, readonly string[]]>) {
      for (const status of statuses) {
        expect(() => assertShipmentMove(event, status as 'CREATED')).toThrow(SERVER_MESSAGE.mallOrderStatusChanged);
      }
    }
  });
});
