import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import {
  OfflinePaymentKind,
  PaymentChannel,
  PaymentPurpose,
  Transaction_Anomaly,
  Transaction_Status,
} from '@gen/payment/v1/payment_pb';
import { failure } from '../../helpers/booking-fixture';
import { payAtSandbox } from '../payment/support/debug-payments';
import {
  book,
  expectBooksMatchLedger,
  logsOf,
  moneySnapshot,
  openPayment,
  payOnline,
  staffDeposits,
  startDepositWorld,
  statusName,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// The final payment: staff set what the diner still owes once the party has
// eaten; the diner pays it online (or staff take it at the counter), which
// finishes the order; it can be refunded and forfeited like the deposit.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const FINAL = PaymentPurpose.BOOKING_ORDER_FINAL_PAYMENT;
const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const actions = () => w.f.staffX.client(StoreBookingActionService);
const deliver = async () => {
  await w.server.services.jobs.runDue(w.clock.now());
  await w.server.services.jobs.runDue(w.clock.now());
};

/** An order whose deposit was paid, whose party arrived, and (when given) whose final payment is set. */
async function served(finalPayment?: string) {
  const id = (await book(w)).model!.id;
  await payOnline(w, id);
  await actions().confirmBookingOrder(ref(id));
  await atItsTime(w, id, () => actions().arriveBookingOrder(ref(id)));
  if (finalPayment) {
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: finalPayment, mealCostAmount: '50000' });
  }
  return id;
}

describe('paying the final payment', () => {
  it('online: the diner sees what is due, pays it, and the order is finished', async () => {
    const id = await served('30000');
    const diner = w.f.dinerA.client(DinerBookingOrderService);
    const before = (await diner.getMyBookingOrder({ bookingOrderId: id })).order!;
    expect(statusName(before.status)).toBe('WAIT_FINAL_PAYMENT');
    expect(before).toMatchObject({
      finalPaymentAmount: '30000',
      finalPaymentDueAmount: '30000',
      mealCostAmount: '50000',
    });

    const { transaction } = await payOnline(w, id, w.f.dinerA, FINAL);
    expect(transaction).toMatchObject({ amount: '30000', purpose: FINAL });
    const after = (await diner.getMyBookingOrder({ bookingOrderId: id })).order!;
    expect(statusName(after.status)).toBe('FINISHED');
    expect(after).toMatchObject({
      finalPaidAmount: '30000',
      finalPaymentDueAmount: '0',
      finalRefundableAmount: '30000',
      // The deposit pays the rest of the 500 meal: a finished order holds nothing (finish-settlement.test.ts).
      paidAmount: '20000',
      depositDiscountAmount: '20000',
      netPaidAmount: '0',
    });
    expect(after.finalPaymentTime).toBeDefined();
    const log = (await logsOf(w, id)).find((l) => l.typeName === 'FINAL_PAYMENT_PAY')!;
    expect(log).toMatchObject({ operatorUserId: w.f.dinerA.userId });
    expect(log.after).toMatchObject({ amount: '30000', status: 'FINISHED', transactionNo: transaction.transactionNo });
    await expectBooksMatchLedger(w, id);

    expect(await failure(openPayment(w, id, w.f.dinerA, FINAL))).toMatchObject({ message: 'already paid' });
  });

  it('is refused before it is set, and to another diner', async () => {
    const id = await served();
    const before = await moneySnapshot(w, id);
    expect(await failure(openPayment(w, id, w.f.dinerA, FINAL))).toEqual({
      code: 'FailedPrecondition',
      message: 'the final payment has not been set',
    });
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '100', mealCostAmount: '100' });
    expect(await failure(openPayment(w, id, w.f.dinerB, FINAL))).toMatchObject({
      message: 'booking order does not exist',
    });
    expect((await moneySnapshot(w, id)).final).toEqual(before.final);
  });

  it('at the counter: recorded with who took it, and the order is finished', async () => {
    const id = await served('12000');
    const paid = await staffDeposits(w).payFinalPaymentOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CARD });
    expect(paid.transaction).toMatchObject({
      channel: PaymentChannel.IN_STORE,
      purpose: FINAL,
      amount: '12000',
      operatorUserId: w.f.staffX.userId,
    });
    expect(statusName(paid.order!.status)).toBe('FINISHED');
    expect(paid.order?.finalPaidAmount).toBe('12000');
    await expectBooksMatchLedger(w, id);
  });

  it('asks only the difference when staff raise it after payment, and refuses to lower it below what was paid', async () => {
    const id = await served('10000');
    await payOnline(w, id, w.f.dinerA, FINAL);
    await actions().revertToWaitFinalPayment(ref(id));
    const before = await moneySnapshot(w, id);
    expect(
      await failure(actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '9999', mealCostAmount: '9999' })),
    ).toEqual({ code: 'FailedPrecondition', message: 'the final payment cannot be less than what has been paid' });
    expect(await moneySnapshot(w, id)).toEqual(before);

    const { order } = await actions().setFinalPayment({
      ...ref(id),
      finalPaymentAmount: '14000',
      mealCostAmount: '34000',
    });
    expect(order).toMatchObject({ finalPaymentDueAmount: '4000', finalPaidAmount: '10000' });
    const second = await payOnline(w, id, w.f.dinerA, FINAL);
    expect(second.transaction.amount).toBe('4000');
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ finalPaidAmount: '14000', finalPaymentDueAmount: '0' });
  });

  it('refunds a payment that arrives after staff confirmed the order settled', async () => {
    const id = await served('8000');
    const opened = await openPayment(w, id, w.f.dinerA, FINAL);
    await actions().finalConfirmBookingOrder(ref(id));
    await payAtSandbox(w.server, opened.cashierUrl);
    await deliver();
    const { transaction } = await w.f.dinerA
      .client(DinerTransactionService)
      .getTransaction({ transactionId: opened.transaction.model!.id });
    expect(transaction).toMatchObject({ anomaly: Transaction_Anomaly.PAID_AFTER_CLOSE, refundedAmount: '8000' });
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ finalPaidAmount: '0' });
  });
});

describe('refunding and forfeiting the final payment', () => {
  it('refunds part, forfeits part, revokes the forfeit, each within what is refundable', async () => {
    const id = await served('30000');
    await payOnline(w, id, w.f.dinerA, FINAL);
    const deposits = staffDeposits(w);
    const refunded = await deposits.refundFinalPayment({ ...ref(id), amount: '5000', reason: 'overcharged wine' });
    expect(refunded.order).toMatchObject({ finalRefundingAmount: '5000', finalRefundableAmount: '25000' });
    expect(refunded.refundList[0]).toMatchObject({ purpose: FINAL, amount: '5000' });
    await deliver();
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ finalRefundAmount: '5000' });
    expect(
      (await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id })).list.some(
        (t) => t.purpose === FINAL && t.amount === '5000' && t.status === Transaction_Status.SUCCESS,
      ),
    ).toBe(true);

    const forfeited = await deposits.forfeitFinalPayment({
      ...ref(id),
      amount: '25000',
      remark: 'non-refundable menu',
    });
    expect(forfeited.order).toMatchObject({ finalForfeitAmount: '25000', finalRefundableAmount: '0' });
    const before = await moneySnapshot(w, id);
    expect(await failure(deposits.refundFinalPayment({ ...ref(id), amount: '1' }))).toMatchObject({
      message: 'the refund amount exceeds what can be refunded',
    });
    expect(await failure(deposits.forfeitFinalPayment({ ...ref(id), amount: '0' }))).toMatchObject({
      message: 'forfeit amount is required when forfeiting',
    });
    expect(await moneySnapshot(w, id)).toEqual(before);

    const entry = (await logsOf(w, id)).find((l) => l.typeName === 'FINAL_PAYMENT_FORFEIT')!;
    expect(entry.revocable).toBe(true);
    const revoked = await deposits.revokeDepositOperation({ ...ref(id), bookingOrderLogId: entry.id });
    expect(revoked.order).toMatchObject({ finalForfeitAmount: '0', finalRefundableAmount: '25000' });
    await expectBooksMatchLedger(w, id);
  });

  it('is refused with nothing paid, and to staff of another store', async () => {
    const id = await served('30000');
    const before = await moneySnapshot(w, id);
    expect(await failure(staffDeposits(w).refundFinalPayment({ ...ref(id), amount: '1' }))).toMatchObject({
      message: 'the refund amount exceeds what can be refunded',
    });
    expect(await failure(staffDeposits(w, w.f.staffY).refundFinalPayment({ ...ref(id), amount: '1' }))).toMatchObject({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(await moneySnapshot(w, id)).toEqual(before);
  });
});
