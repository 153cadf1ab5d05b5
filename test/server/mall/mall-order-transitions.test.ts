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
// (accepted) -> WAIT_RECEIVE (all on parcels) -> WAIT_BUYER_CONFIRM_RECEIVE
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

  it('a shipping order stands where its parcels put it', () => {
    const item = (quantity: number, shippedQuantity: number) => ({ quantity, shippedQuantity });
    expect(shippingStatus([item(3, 1)], [{ status: 'DELIVERED' }])).toBe('WAIT_SHIPPED');
    expect(shippingStatus([item(3, 3)], [{ status: 'DELIVERED' }, { status: 'CREATED' }])).toBe('WAIT_RECEIVE');
    expect(shippingStatus([item(3, 3)], [{ status: 'DELIVERED' }, { status: 'CLOSED' }])).toBe(
      'WAIT_BUYER_CONFIRM_RECEIVE',
    );
  });

  it('a shipment is delivered or closed only while CREATED, received only once delivered', () => {
    expect(assertShipmentMove('DELIVER', 'CREATED')).toBe('DELIVERED');
    expect(assertShipmentMove('CLOSE', 'CREATED')).toBe('CLOSED');
    expect(assertShipmentMove('RECEIVE', 'DELIVERED')).toBe('RECEIVED');
    for (const event of ['DELIVER', 'CLOSE'] as const) {
      for (const status of ['DELIVERED', 'RECEIVED', 'CLOSED'] as const) {
        expect(() => assertShipmentMove(event, status)).toThrow(SERVER_MESSAGE.mallOrderStatusChanged);
      }
    }
  });
});
