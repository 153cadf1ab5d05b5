import { create } from '@bufbuild/protobuf';
import {
  BookingOrderSchema,
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Status as Status,
} from '@/gen/booking/v1/booking_order_pb';
import { moneyOpsFor } from '@/stores/staff';
import { readYuan } from '@/utils/amount-input';

const order = (status: Status, over: Record<string, unknown> = {}) => create(BookingOrderSchema, { status, ...over });
const arrived = { arrivalTime: { seconds: BigInt(1) } };
const held = { netPaidAmount: '15000' };
const NOW = Date.parse('2026-11-23T10:00:00Z');

// The screens offer a money operation only where the server's transition table and
// amount rules (docs/booking-engine.md) would take it.
describe('money operations by status', () => {
  it.each<[string, Status, Record<string, unknown>, string[]]>([
    ['unpaid', Status.WAIT_DEPOSIT_PAYMENT, { depositAmount: '20000' }, ['depositPayment', 'depositModify']],
    [
      'unpaid, past its deadline',
      Status.WAIT_DEPOSIT_PAYMENT,
      { depositAmount: '20000', depositExpireTime: { seconds: BigInt(NOW / 1000 - 60) } },
      ['depositModify'],
    ],
    ['paid, to confirm', Status.WAIT_STORE_CONFIRM, held, ['depositRefund', 'revoke']],
    ['confirmed, not here yet', Status.WAIT_SERVICE, held, ['depositRefund', 'revoke']],
    [
      'seated',
      Status.WAIT_SERVICE,
      { ...held, ...arrived },
      ['depositRefund', 'depositForfeit', 'depositDiscount', 'revoke'],
    ],
    ['cancel request', Status.WAIT_CANCEL_PROCESS, held, ['depositRefund', 'depositForfeit', 'revoke']],
    [
      'billing',
      Status.WAIT_FINAL_PAYMENT,
      { ...held, ...arrived, finalPaymentDueAmount: '48000' },
      ['depositRefund', 'depositForfeit', 'depositDiscount', 'revoke', 'finalPayment'],
    ],
    [
      'finished, nothing held',
      Status.FINISHED,
      { ...arrived, netPaidAmount: '0', finalRefundableAmount: '48000' },
      ['revoke', 'finalRefund', 'finalForfeit'],
    ],
    [
      'no-show',
      Status.CLOSED,
      { ...held, closeReason: CloseReason.ABSENT },
      ['depositRefund', 'depositForfeit', 'revoke'],
    ],
    [
      'rejected by the store',
      Status.CLOSED,
      { ...held, closeReason: CloseReason.STORE_REJECT },
      ['depositRefund', 'revoke'],
    ],
  ])('%s', (_, status, over, ops) => {
    expect(moneyOpsFor(order(status, over), NOW)).toEqual(ops);
  });
});

describe('typed amounts', () => {
  it('reads yuan into cents without floats', () => {
    expect(readYuan('120.5')).toEqual({ ok: true, cents: '12050' });
    expect(readYuan(' 0.07 ')).toEqual({ ok: true, cents: '7' });
    expect(readYuan('19999999.99', { max: '1999999999' })).toEqual({ ok: true, cents: '1999999999' });
  });

  it.each<[string, Parameters<typeof readYuan>[1], string]>([
    ['', {}, 'empty'],
    ['abc', {}, 'format'],
    ['1.234', {}, 'format'],
    ['1e3', {}, 'format'],
    ['-1', {}, 'format'],
    ['0', {}, 'zero'],
    ['0.00', {}, 'zero'],
    ['150.01', { max: '15000' }, 'tooMuch'],
    ['100000000.01', {}, 'tooMuch'],
  ])('refuses %j', (text, rules, problem) => {
    expect(readYuan(text, rules)).toEqual({ ok: false, problem });
  });

  it('takes 0 where it means something (waiving a deposit)', () => {
    expect(readYuan('0', { allowZero: true })).toEqual({ ok: true, cents: '0' });
  });
});
