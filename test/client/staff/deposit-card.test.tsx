import {
  BookingOrder_CloseReason,
  BookingOrder_Status,
  BookingOrderLog_Type,
  type BookingOrderSchema,
} from '@/gen/booking/v1/booking_order_pb';
import {
  StoreBookingOrderService,
  type QueryBookingOrderLogsResponseSchema,
} from '@/gen/booking/v1/store_booking_order_service_pb';
import StoreOrderDepositPage from '@/pages/sub-store/store-order-deposit/index';
import { answer, type Init, timestamp } from '../support/fake-network';
import { bootOrderPage } from '../support/order-page-boot';
import { page, rowText, useMoneyScreenHost } from '../support/money-form';

// The staff deposit card after a partial close: the store kept ¥100 of a ¥300
// deposit taken in cash and handed ¥200 back. The card, its money record and
// the order log must say the same thing in the same words.

useMoneyScreenHost();

/** Closed by the store; ¥300 paid in cash, ¥100 kept, ¥200 refunded at the counter. */
const CLOSED: Init<typeof BookingOrderSchema> = {
  status: BookingOrder_Status.CLOSED,
  closeReason: BookingOrder_CloseReason.STORE_CANCEL,
  depositAmount: '30000',
  paidAmount: '30000',
  refundAmount: '20000',
  depositForfeitAmount: '10000',
  netPaidAmount: '0',
};

const settlement = '"settlement":{"choice":"PARTIAL","keptAmount":"10000","refundAmount":"20000"}';
// As the server lists them: oldest first.
const LOGS: Init<typeof QueryBookingOrderLogsResponseSchema> = {
  list: [
    { id: '7', type: BookingOrderLog_Type.OFFLINE_DEPOSIT, afterJson: '{"amount":"30000"}' },
    {
      id: '8',
      type: BookingOrderLog_Type.DEPOSIT_FORFEIT,
      afterJson: `{"amount":"10000","depositForfeitAmount":"10000","closeReason":"STORE_CANCEL",${settlement}}`,
      createTime: timestamp('2026-11-23T12:00:00Z'),
    },
    {
      id: '9',
      type: BookingOrderLog_Type.DEPOSIT_REFUND,
      afterJson: `{"amount":"20000","closeReason":"STORE_CANCEL",${settlement},"refundIds":["41"],"handBack":{"CASH":"20000"}}`,
      createTime: timestamp('2026-11-23T12:00:00Z'),
    },
    {
      id: '10',
      type: BookingOrderLog_Type.DEPOSIT_REFUND,
      afterJson: '{"refundId":"41","amount":"20000","refundStatus":"SUCCESS"}',
    },
  ],
};

const open = (order: Init<typeof BookingOrderSchema>) =>
  bootOrderPage(
    StoreOrderDepositPage,
    order,
    [answer(StoreBookingOrderService.method.queryBookingOrderLogs, LOGS)],
    page('store-order-deposit'),
  );

describe('the deposit card after a partial close', () => {
  it('shows what the store kept and took, that nothing is held, and tells staff to hand the cash back', async () => {
    const { container, findByText } = await open(CLOSED);
    await findByText('请当面把现金 ¥200 退还客人');
    expect(rowText(container, 'paid')).toBe('已收订金¥300');
    expect(rowText(container, 'refunded')).toBe('已退还¥200');
    expect(rowText(container, 'forfeited')).toBe('门店扣留¥100');
    // The store has ¥100 of it: never "¥0 received" while it kept money.
    expect(rowText(container, 'received')).toBe('门店实收订金¥100');
    expect(rowText(container, 'netPaid')).toBe('订金余额¥0');
    // Handed back at the counter: no "refunded to the original payment" for cash.
    expect(container.textContent).not.toContain('已原路退回');
    expect(container.querySelectorAll('.deposit-links__link')).toHaveLength(0);
  });

  it('writes every amount in the order’s currency', async () => {
    const { container, findByText } = await open({ ...CLOSED, currency: 'HKD' });
    await findByText('请当面把现金 HK$200 退还客人');
    expect(rowText(container, 'received')).toBe('门店实收订金HK$100');
    expect(container.textContent).not.toContain('¥');
  });
});
