import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { BookingOrder_Status as Status } from '@/gen/booking/v1/booking_order_pb';
import { cancelIsApplication, dinerHintKey } from '@/utils/diner/order-rules';

// The diner's cancel page says "apply" exactly when the server would make the
// cancel an application: past the deadline, confirmed by the store or not.
const DEADLINE = Date.parse('2027-02-01T10:00:00Z');
const order = (status: Status) =>
  ({
    status,
    arrivalTime: undefined,
    cancelDeadlineTime: timestampFromMs(DEADLINE),
    depositAmount: '0',
    paidAmount: '0',
  }) as never;

describe('cancelIsApplication', () => {
  it.each([
    [Status.WAIT_DEPOSIT_PAYMENT, false],
    [Status.WAIT_STORE_CONFIRM, true],
    [Status.WAIT_SERVICE, true],
  ])('past the deadline, status %s: application %s', (status, expected) => {
    expect(cancelIsApplication(order(status), DEADLINE)).toBe(expected);
    expect(cancelIsApplication(order(status), DEADLINE - 1)).toBe(false);
  });
});

describe('dinerHintKey', () => {
  it('says nothing of a deposit while none is held', () => {
    expect(dinerHintKey({ status: Status.WAIT_SERVICE, netPaidAmount: '0' })).toBe('WAIT_SERVICE_PLAIN');
    expect(dinerHintKey({ status: Status.WAIT_SERVICE, netPaidAmount: '20000' })).toBe('WAIT_SERVICE');
    expect(dinerHintKey({ status: Status.WAIT_STORE_CONFIRM, netPaidAmount: '0' })).toBe('WAIT_STORE_CONFIRM');
  });
});
