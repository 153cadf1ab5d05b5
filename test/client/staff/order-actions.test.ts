import { create } from '@bufbuild/protobuf';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { actionsFor } from '@/stores/staff';

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
      ['reschedule', 'updateTable', 'swap', 'close', 'updateDiner', 'deposit', 'share', 'push', 'fapiao'],
    ],
    [
      'to confirm',
      Status.WAIT_STORE_CONFIRM,
      {},
      ['confirm', 'reject'],
      ['reschedule', 'updateTable', 'swap', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'confirmed',
      Status.WAIT_SERVICE,
      {},
      ['arrive', 'notArrive'],
      ['reschedule', 'updateTable', 'swap', 'close', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'seated',
      Status.WAIT_SERVICE,
      arrived,
      ['setAmount', 'finish'],
      ['turnTable', 'updateTable', 'swap', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'cancel request',
      Status.WAIT_CANCEL_PROCESS,
      {},
      ['agreeCancel', 'resumeCanceling'],
      ['updateTable', 'close', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'billing',
      Status.WAIT_FINAL_PAYMENT,
      arrived,
      ['finalConfirm', 'setAmount'],
      ['continueService', 'turnTable', 'swap', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, still seated',
      Status.FINISHED,
      arrived,
      ['revertToWaitFinalPayment'],
      ['turnTable', 'swap', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, table turned',
      Status.FINISHED,
      { ...arrived, turnoverTime: { seconds: BigInt(2) } },
      ['revertToWaitFinalPayment'],
      ['updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'closed with a deposit',
      Status.CLOSED,
      { paidAmount: '100' },
      [],
      ['updateDiner', 'deposit', 'fapiao', 'deleteOrder'],
    ],
    [
      'billing, something still due',
      Status.WAIT_FINAL_PAYMENT,
      { ...arrived, finalPaymentDueAmount: '48000' },
      ['finalConfirm', 'amountPayment', 'setAmount'],
      ['continueService', 'turnTable', 'swap', 'updateDiner', 'share', 'push', 'fapiao'],
    ],
    [
      'finished, final payment refundable',
      Status.FINISHED,
      { ...arrived, turnoverTime: { seconds: BigInt(2) }, finalRefundableAmount: '48000' },
      ['revertToWaitFinalPayment'],
      ['updateDiner', 'amountRefund', 'amountForfeit', 'share', 'push', 'fapiao'],
    ],
  ])('%s', (_, status, over, primary, more) => {
    expect(actionsFor(order(status, over))).toEqual({ primary, more });
  });
});
