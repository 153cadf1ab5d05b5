import { create } from '@bufbuild/protobuf';
import {
  BookingOrderLogSchema,
  BookingOrderLog_Type as LogType,
  BookingOrderSchema,
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Status as Status,
} from '@gen/booking/v1/booking_order_pb';
import { moneyEntries, moneyOpsFor } from '@/stores/staff';
import { readYuan } from '@common/amount-input';

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
      'cancelled by staff on the guest’s word, still holding the deposit',
      Status.CLOSED,
      { ...held, closeReason: CloseReason.STORE_CANCEL },
      ['depositRefund', 'depositForfeit', 'revoke'],
    ],
    [
      'cancelled by phone (CREATOR_CANCEL), still holding the deposit',
      Status.CLOSED,
      { ...held, closeReason: CloseReason.CREATOR_CANCEL },
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

describe('the money record', () => {
  const log = (id: string, type: LogType, after: Record<string, unknown>) =>
    create(BookingOrderLogSchema, { id, type, afterJson: JSON.stringify(after) });
  const shown = (logs: ReturnType<typeof log>[]) =>
    moneyEntries(logs).map((e) => [LogType[e.log.type], e.amount, e.refundStatus]);

  it('shows a refund once, with the outcome of every refund it made', () => {
    const asked = log('20', LogType.DEPOSIT_REFUND, { amount: '5000', refundIds: ['71', '72'] });
    const paid = log('10', LogType.DEPOSIT_PAY, { amount: '20000' });
    const first = log('21', LogType.DEPOSIT_REFUND, { refundId: '71', amount: '3000', refundStatus: 'SUCCESS' });
    const second = log('22', LogType.DEPOSIT_REFUND, { refundId: '72', amount: '2000', refundStatus: 'SUCCESS' });
    // One part answered, the other not yet: under way.
    expect(shown([paid, asked, first])).toEqual([
      ['DEPOSIT_PAY', '20000', ''],
      ['DEPOSIT_REFUND', '5000', 'PENDING'],
    ]);
    expect(shown([paid, asked, first, second])).toEqual([
      ['DEPOSIT_PAY', '20000', ''],
      ['DEPOSIT_REFUND', '5000', 'SUCCESS'],
    ]);
  });

  it('counts a refund by its newest outcome, a failure shown until the channel carries it out', () => {
    const asked = log('9', LogType.FINAL_PAYMENT_REFUND, { amount: '8000', refundIds: ['5'] });
    const failed = log('10', LogType.FINAL_PAYMENT_REFUND, { refundId: '5', amount: '8000', refundStatus: 'FAIL' });
    const retried = log('11', LogType.FINAL_PAYMENT_REFUND, { refundId: '5', amount: '8000', refundStatus: 'SUCCESS' });
    expect(shown([asked, failed])).toEqual([['FINAL_PAYMENT_REFUND', '8000', 'FAIL']]);
    expect(shown([asked, failed, retried])).toEqual([['FINAL_PAYMENT_REFUND', '8000', 'SUCCESS']]);
  });

  it('keeps the outcome entries of a refund logged before requests named their refunds', () => {
    const asked = log('3', LogType.DEPOSIT_REFUND, { amount: '3000' });
    const settled = log('4', LogType.DEPOSIT_REFUND, { refundId: '8', amount: '3000', refundStatus: 'SUCCESS' });
    expect(shown([asked, settled])).toEqual([
      ['DEPOSIT_REFUND', '3000', ''],
      ['DEPOSIT_REFUND', '3000', 'SUCCESS'],
    ]);
  });
});
