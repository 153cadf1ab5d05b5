import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { pressCashierButton } from '../payment/support/sandbox-cashier';
import {
  book,
  expectBooksMatchLedger,
  logsOf,
  openPayment,
  staffDeposits,
  startDepositWorld,
  statusName,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// One booking's money from start to end, as a diner and a store live it:
// the deposit paid at the sandbox cashier, part kept for two guests who did
// not come, part taken off the bill, the rest refunded through the channel,
// and the final payment paid online.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

describe('a deposit from payment to refund', () => {
  it('is paid, forfeited, discounted and refunded end to end through the clients and the sandbox cashier', async () => {
    const id = (await book(w)).model!.id;
    const ref = { storeId: w.f.x.storeId, bookingOrderId: id };
    const deliver = () => w.server.services.jobs.runDue(w.clock.now());

    const deposit = await openPayment(w, id);
    await pressCashierButton(deposit.cashierUrl, 'pay');
    await deliver();

    const actions = w.f.staffX.client(StoreBookingActionService);
    await actions.confirmBookingOrder(ref);
    await atItsTime(w, id, () => actions.arriveBookingOrder(ref));
    const deposits = staffDeposits(w);
    await deposits.forfeitDeposit({ ...ref, amount: '4000', remark: 'two guests did not come' });
    await deposits.discountDeposit({ ...ref, amount: '10000', remark: 'taken off the bill' });
    await actions.setFinalPayment({ ...ref, finalPaymentAmount: '38000', mealCostAmount: '48000' });
    const rest = await deposits.refundRefundableDeposit({ ...ref, reason: 'rest of the deposit' });
    expect(rest.order).toMatchObject({ refundingAmount: '6000', netPaidAmount: '0' });
    // The channel's answer comes by notification (its order against other notifications is the channel's).
    await deliver();

    const final = await openPayment(w, id, w.f.dinerA, PaymentPurpose.BOOKING_ORDER_FINAL_PAYMENT);
    expect(final.transaction.amount).toBe('38000');
    await pressCashierButton(final.cashierUrl, 'pay');
    await deliver();
    await deliver();

    const { order } = await w.f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id });
    expect(statusName(order!.status)).toBe('FINISHED');
    expect(order).toMatchObject({
      depositAmount: '20000',
      paidAmount: '20000',
      depositForfeitAmount: '4000',
      depositDiscountAmount: '10000',
      refundAmount: '6000',
      refundingAmount: '0',
      netPaidAmount: '0',
      finalPaymentAmount: '38000',
      finalPaidAmount: '38000',
      finalPaymentDueAmount: '0',
      mealCostAmount: '48000',
    });
    await expectBooksMatchLedger(w, id);
    expect((await logsOf(w, id)).map((l) => l.typeName)).toEqual([
      'CREATE',
      'DEPOSIT_PAY',
      'STORE_CONFIRM',
      'ARRIVE',
      'DEPOSIT_FORFEIT',
      'DEPOSIT_DISCOUNT',
      'FINAL_PAYMENT_SET',
      'DEPOSIT_REFUND',
      'DEPOSIT_REFUND',
      'FINAL_PAYMENT_PAY',
    ]);
  });
});
