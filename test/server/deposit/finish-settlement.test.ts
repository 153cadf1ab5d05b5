import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { OfflinePaymentKind, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import {
  book,
  expectBooksMatchLedger,
  logsOf,
  payOnline,
  staffDeposits,
  startDepositWorld,
  statusName,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// A finished order holds none of the diner's money: finishing (the final
// payment paid online or at the counter, staff confirming the bill settled,
// or finishing straight from service) lets the held deposit pay its part of
// the bill and refunds what it held beyond it, in the same transaction.
// The deposit in this world is 200.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const FINAL = PaymentPurpose.BOOKING_ORDER_FINAL_PAYMENT;
const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const actions = () => w.f.staffX.client(StoreBookingActionService);
const deliver = () => w.server.services.jobs.runDue(w.clock.now());

/** An order whose 200 deposit was paid (online, or in cash at the counter) and whose party arrived. */
async function served(paidInCash = false) {
  const id = (await book(w)).model!.id;
  if (paidInCash) await staffDeposits(w).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
  else await payOnline(w, id);
  await actions().confirmBookingOrder(ref(id));
  await atItsTime(w, id, () => actions().arriveBookingOrder(ref(id)));
  return id;
}

const entries = async (id: string, type: string) => (await logsOf(w, id)).filter((l) => l.typeName === type);

describe('finishing an order settles the deposit it holds', () => {
  it('the suggested final payment paid online: the deposit pays the rest of the bill, nothing is left to refund', async () => {
    // The bill: a 500 meal, 200 deposit, 300 final payment suggested and paid.
    const id = await served();
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '30000', mealCostAmount: '50000' });
    await payOnline(w, id, w.f.dinerA, FINAL);

    const order = await expectBooksMatchLedger(w, id);
    expect(statusName(order.status)).toBe('FINISHED');
    expect(order).toMatchObject({
      paidAmount: '20000',
      depositDiscountAmount: '20000',
      refundAmount: '0',
      refundingAmount: '0',
      netPaidAmount: '0',
      finalPaidAmount: '30000',
    });
    const [applied] = await entries(id, 'DEPOSIT_DISCOUNT');
    expect(applied.after).toMatchObject({ amount: '20000', onFinish: true });
    // Nothing held: no refund, forfeit or deduction is offered any more.
    expect(await entries(id, 'DEPOSIT_REFUND')).toEqual([]);
  });

  it('a final payment asking the whole meal at the counter: the deposit goes back in full', async () => {
    const id = await served();
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '50000', mealCostAmount: '50000' });
    const paid = await staffDeposits(w).payFinalPaymentOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CARD });
    expect(statusName(paid.order!.status)).toBe('FINISHED');
    expect(paid.order).toMatchObject({ depositDiscountAmount: '0', netPaidAmount: '0' });
    await deliver();
    const order = await expectBooksMatchLedger(w, id);
    expect(order).toMatchObject({ refundAmount: '20000', refundingAmount: '0', netPaidAmount: '0' });
    const [refund] = await entries(id, 'DEPOSIT_REFUND');
    expect(refund.after).toMatchObject({ amount: '20000', onFinish: true });
  });

  it('staff confirm a bill smaller than meal less deposit: part applied, the rest refunded', async () => {
    const id = await served();
    // A 350 meal of which the diner was asked 250: the deposit pays 100 and 100 goes back.
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '25000', mealCostAmount: '35000' });
    const { order } = await actions().finalConfirmBookingOrder(ref(id));
    expect(statusName(order!.status)).toBe('FINISHED');
    expect(order).toMatchObject({ depositDiscountAmount: '10000', refundingAmount: '10000', netPaidAmount: '0' });
    await deliver();
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ refundAmount: '10000', netPaidAmount: '0' });
  });

  it('finished straight from service with no bill entered: the deposit pays the meal', async () => {
    const id = await served(true);
    const { order } = await actions().finishBookingOrder(ref(id));
    expect(statusName(order!.status)).toBe('FINISHED');
    expect(order).toMatchObject({ depositDiscountAmount: '20000', netPaidAmount: '0', refundAmount: '0' });
    await expectBooksMatchLedger(w, id);
  });

  it('a comped meal (0 and 0): the deposit taken in cash is handed back at once', async () => {
    const id = await served(true);
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '0', mealCostAmount: '0' });
    const { order } = await actions().finalConfirmBookingOrder(ref(id));
    expect(order).toMatchObject({ depositDiscountAmount: '0', refundAmount: '20000', netPaidAmount: '0' });
    await expectBooksMatchLedger(w, id);
  });

  it('a store that refunds on arrival has nothing left to settle', async () => {
    await staffDeposits(w, w.f.merchantStaff).updateDepositSettings({
      storeId: w.f.x.storeId,
      settings: { refundOnArrival: true },
    });
    try {
      const id = await served();
      const { order } = await actions().finishBookingOrder(ref(id));
      expect(order).toMatchObject({ depositDiscountAmount: '0', netPaidAmount: '0' });
      expect(await entries(id, 'DEPOSIT_DISCOUNT')).toEqual([]);
      const refunds = await entries(id, 'DEPOSIT_REFUND');
      expect(refunds.map((r) => r.after)).toEqual([expect.objectContaining({ amount: '20000', onArrival: true })]);
    } finally {
      await staffDeposits(w, w.f.merchantStaff).updateDepositSettings({
        storeId: w.f.x.storeId,
        settings: { refundOnArrival: false },
      });
    }
  });
});
