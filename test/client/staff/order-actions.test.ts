import { create } from '@bufbuild/protobuf';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { actionsFor, presenceHint } from '@/stores/staff';

const order = (status: Status, over: Record<string, unknown> = {}) =>
  create(BookingOrderSchema, { status, storeTableItemIdList: ['1'], depositAmount: '0', paidAmount: '0', ...over });
const arrived = { arrivalTime: { seconds: BigInt(1) } };

// The detail page offers what the engine's transition table allows from each status
// (docs/booking-engine.md), and nothing the server would refuse.
describe('actions by status', () => {
  it.each<[string, Status, Record<string, unknown>, string[], string[]]>([
    [
      'unpaid',
      Status.WAIT_DEPOSIT_PAYMENT,
      { depositAmount: '20000' },
      [],
      [
        'reschedule',
        'updateTable',
        'swap',
        'close',
        'updateDiner',
        'updateBooking',
        'deposit',
        'share',
        'push',
        'fapiao',
      ],
    ],
    [
      'to confirm',
      Status.WAIT_STORE_CONFIRM,
      {},
      ['confirm', 'reject'],
      ['reschedule', 'updateTable', 'swap', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'confirmed',
      Status.WAIT_SERVICE,
      {},
      ['arrive', 'notArrive'],
      ['reschedule', 'updateTable', 'swap', 'close', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'seated',
      Status.WAIT_SERVICE,
      arrived,
      ['setAmount', 'finish'],
      ['turnTable', 'updateTable', 'swap', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'cancel request',
      Status.WAIT_CANCEL_PROCESS,
      {},
      ['agreeCancel', 'resumeCanceling'],
      ['updateTable', 'close', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'billing',
      Status.WAIT_FINAL_PAYMENT,
      arrived,
      ['finalConfirm', 'setAmount'],
      ['continueService', 'turnTable', 'swap', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, still seated',
      Status.FINISHED,
      arrived,
      ['revertToWaitFinalPayment'],
      ['turnTable', 'swap', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, table turned',
      Status.FINISHED,
      { ...arrived, turnoverTime: { seconds: BigInt(2) } },
      ['revertToWaitFinalPayment'],
      ['updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'closed with a deposit',
      Status.CLOSED,
      { paidAmount: '100' },
      [],
      ['updateDiner', 'updateBooking', 'deposit', 'fapiao', 'deleteOrder'],
    ],
    [
      'billing, something still due',
      Status.WAIT_FINAL_PAYMENT,
      { ...arrived, finalPaymentDueAmount: '48000' },
      ['finalConfirm', 'amountPayment', 'setAmount'],
      ['continueService', 'turnTable', 'swap', 'updateDiner', 'updateBooking', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, final payment refundable',
      Status.FINISHED,
      { ...arrived, turnoverTime: { seconds: BigInt(2) }, finalRefundableAmount: '48000' },
      ['revertToWaitFinalPayment'],
      ['updateDiner', 'updateBooking', 'amountRefund', 'amountForfeit', 'share', 'push', 'fapiao'],
    ],
  ])('%s', (_, status, over, primary, more) => {
    expect(actionsFor(order(status, over))).toEqual({ primary, more });
  });
});

// Arrival and no-show record the present: offered only inside the window the server
// takes them in (common/presence-window.ts), on the store's clock.
describe('actions bound to the time', () => {
  const TZ = 'Asia/Shanghai';
  // A booking on 2027-03-10 at 18:00 Shanghai (10:00 UTC), ending at 20:00.
  const booked = order(Status.WAIT_SERVICE, {
    reservationDate: '2027-03-10',
    reservationStartSecond: 18 * 3600,
    reservationEndSecond: 20 * 3600,
    startTime: { seconds: BigInt(Date.UTC(2027, 2, 10, 10) / 1000) },
  });
  const at = (utc: string) => ({ nowMs: Date.parse(utc), timeZone: TZ });

  it.each<[string, string, string[]]>([
    ['the morning before (with a line saying from when)', '2027-03-10T01:00:00Z', ['arrive', 'notArrive']],
    ['two hours before the start', '2027-03-10T08:00:00Z', ['arrive', 'notArrive']],
    ['at the start', '2027-03-10T10:00:00Z', ['arrive', 'notArrive']],
    ['late in the evening', '2027-03-10T15:59:00Z', ['arrive', 'notArrive']],
    ['after the business day', '2027-03-10T16:00:00Z', []],
  ])('%s', (_, now, primary) => {
    expect(actionsFor(booked, at(now)).primary).toEqual(primary);
  });

  it('says from when arrival can be confirmed, with the date when it is not today, or that the day is over', () => {
    expect(presenceHint(booked, at('2027-03-10T01:00:00Z'))).toEqual({ kind: 'arriveFrom', date: '', time: '16:00' });
    expect(presenceHint(booked, at('2027-03-09T01:00:00Z'))).toEqual({
      kind: 'arriveFrom',
      date: '2027-03-10',
      time: '16:00',
    });
    expect(presenceHint(booked, at('2027-03-10T09:00:00Z'))).toBeNull();
    expect(presenceHint(booked, at('2027-03-10T16:00:00Z'))).toEqual({ kind: 'dayOver' });
    // A seated party has nothing to wait for.
    expect(
      presenceHint({ ...booked, arrivalTime: { seconds: BigInt(1) } } as never, at('2027-03-10T16:00:00Z')),
    ).toBeNull();
  });
});
