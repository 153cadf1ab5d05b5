import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason, BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { OfflinePaymentKind, PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure } from '../../helpers/booking-fixture';
import { payAtSandbox } from '../payment/support/debug-payments';
import {
  book,
  logsOf,
  moneySnapshot,
  payOnline,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// Every money-moving call, replayed with its idempotency key after it
// succeeded: the replay answers exactly what the first call answered and
// changes nothing (no second payment, refund, forfeit or log entry).

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const actions = () => w.f.staffX.client(StoreBookingActionService);
let keys = 0;

/** Makes the call, then makes it again with the same key: same answer, nothing changed. */
async function replayIsHarmless<R>(
  id: string,
  call: (idempotencyKey: string) => Promise<R>,
  storeId = w.f.x.storeId,
): Promise<R> {
  const key = `replay-${++keys}`;
  const first = await call(key);
  const before = await moneySnapshot(w, id, storeId);
  const again = await call(key);
  expect(again).toEqual(first);
  expect(await moneySnapshot(w, id, storeId)).toEqual(before);
  return first;
}

async function paid() {
  const id = (await book(w)).model!.id;
  await payOnline(w, id);
  return id;
}

async function arrived() {
  const id = await paid();
  await actions().confirmBookingOrder(ref(id));
  await atItsTime(w, id, () => actions().arriveBookingOrder(ref(id)));
  return id;
}

async function finished() {
  const id = await arrived();
  await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '30000', mealCostAmount: '50000' });
  await staffDeposits(w).payFinalPaymentOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CARD });
  return id;
}

describe('paying', () => {
  it('opens one payment at the channel: the replay hands back the same attempt and its pay parameters', async () => {
    const id = (await book(w)).model!.id;
    const open = (idempotencyKey: string) =>
      w.server.client(PublicTransactionService, { sessionKey: w.f.dinerA.sessionKey }).createTransaction({
        purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT,
        subjectId: id,
        channel: PaymentChannel.SANDBOX,
        method: PaymentMethod.WECHAT_PAY,
        returnPath: '/app/pages/sub-user/payment-result/index',
        idempotencyKey,
      });
    const key = `replay-${++keys}`;
    const first = await replayIsHarmless(id, () => open(key));
    expect(first.payParams?.kind.case).toBe('cashierUrl');
    // Paid meanwhile: the order takes no second payment, yet the retry still hears its answer.
    await payAtSandbox(w.server, first.payParams!.kind.value as string);
    await w.server.services.jobs.runDue(w.clock.now());
    expect(await open(key)).toEqual(first);
    expect((await moneySnapshot(w, id)).deposit.transactions).toHaveLength(1);
    // Another key is another payment, which the paid order refuses.
    expect(await failure(open(`replay-${++keys}`))).toMatchObject({ code: 'FailedPrecondition' });
  });

  it('takes a deposit at the counter once', async () => {
    const id = (await book(w)).model!.id;
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH, idempotencyKey }),
    );
    expect(answer.order).toMatchObject({ status: BookingOrder_Status.WAIT_STORE_CONFIRM, paidAmount: '20000' });
    expect(answer.transaction?.amount).toBe('20000');
  });

  it('records an offline payment once', async () => {
    const id = (await book(w)).model!.id;
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      w.f.staffX.client(StoreTransactionService).recordOfflinePayment({
        storeId: w.f.x.storeId,
        purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT,
        subjectId: id,
        offlineKind: OfflinePaymentKind.CARD,
        idempotencyKey,
      }),
    );
    expect((await moneySnapshot(w, id)).deposit.transactions.map((t) => t.id)).toEqual([answer.transaction!.model!.id]);
  });

  it('takes the final payment at the counter once', async () => {
    const id = await arrived();
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '30000', mealCostAmount: '50000' });
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).payFinalPaymentOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH, idempotencyKey }),
    );
    expect(answer.order).toMatchObject({ status: BookingOrder_Status.FINISHED, finalPaidAmount: '30000' });
  });
});

describe('refunding', () => {
  it('refunds the refundable deposit once', async () => {
    const id = await paid();
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).refundRefundableDeposit({ ...ref(id), idempotencyKey }),
    );
    expect(answer.refundList).toHaveLength(1);
  });

  it('refunds the final payment once', async () => {
    const id = await finished();
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).refundFinalPayment({ ...ref(id), amount: '10000', idempotencyKey }),
    );
    expect(answer.order?.finalRefundAmount).toBe('10000');
  });
});

describe('closing and confirming', () => {
  it('confirms once', async () => {
    const id = await paid();
    await replayIsHarmless(id, (idempotencyKey) => actions().confirmBookingOrder({ ...ref(id), idempotencyKey }));
  });

  it('cancels for the store once, refunding once', async () => {
    const id = await paid();
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      actions().closeBookingOrder({ ...ref(id), closeReason: BookingOrder_CloseReason.STORE_CANCEL, idempotencyKey }),
    );
    expect(answer.order).toMatchObject({ status: BookingOrder_Status.CLOSED, refundingAmount: '20000' });
  });

  it("takes the diner's cancel once", async () => {
    const id = await paid();
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      w.f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id, idempotencyKey }),
    );
    expect(answer).toMatchObject({ applied: false, order: { status: BookingOrder_Status.CLOSED } });
  });

  it('closes a no-show once, forfeiting once', async () => {
    const id = await paid();
    await actions().confirmBookingOrder(ref(id));
    const answer = await atItsTime(w, id, () =>
      replayIsHarmless(id, (idempotencyKey) =>
        actions().notArriveBookingOrder({ ...ref(id), forfeitDeposit: true, forfeitAmount: '5000', idempotencyKey }),
      ),
    );
    expect(answer.order?.depositForfeitAmount).toBe('5000');
  });

  it('confirms arrival, sets and confirms the final payment once each', async () => {
    const id = await paid();
    await actions().confirmBookingOrder(ref(id));
    await atItsTime(w, id, () =>
      replayIsHarmless(id, (idempotencyKey) => actions().arriveBookingOrder({ ...ref(id), idempotencyKey })),
    );
    await replayIsHarmless(id, (idempotencyKey) =>
      actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '30000', mealCostAmount: '50000', idempotencyKey }),
    );
    const done = await replayIsHarmless(id, (idempotencyKey) =>
      actions().finalConfirmBookingOrder({ ...ref(id), idempotencyKey }),
    );
    expect(done.order?.status).toBe(BookingOrder_Status.FINISHED);
  });

  it("takes a late cancel's application and the store's agreement once each", async () => {
    // Store Y: cancelling is free only until 60 days before, so every cancel is an application.
    await w.f.staffY.client(StoreSettingService).updateBookingConfig({
      storeId: w.f.y.storeId,
      bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 60 },
    });
    const id = (await book(w, w.f.dinerA, 'y')).model!.id;
    const atY = { storeId: w.f.y.storeId, bookingOrderId: id };
    await staffDeposits(w, w.f.staffY).payDepositOffline({ ...atY, offlineKind: OfflinePaymentKind.CASH });
    const yActions = w.f.staffY.client(StoreBookingActionService);
    await yActions.confirmBookingOrder(atY);
    const applied = await replayIsHarmless(
      id,
      (idempotencyKey) =>
        w.f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id, idempotencyKey }),
      w.f.y.storeId,
    );
    expect(applied).toMatchObject({ applied: true, order: { status: BookingOrder_Status.WAIT_CANCEL_PROCESS } });
    const agreed = await replayIsHarmless(
      id,
      (idempotencyKey) => yActions.agreeCancel({ ...atY, idempotencyKey }),
      w.f.y.storeId,
    );
    expect(agreed.order?.status).toBe(BookingOrder_Status.CLOSED);
  });
});

describe('deposit operations', () => {
  it('modifies the deposit once', async () => {
    const id = (await book(w)).model!.id;
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).modifyDeposit({ ...ref(id), depositAmount: '15000', idempotencyKey }),
    );
    expect(answer.order?.depositAmount).toBe('15000');
  });

  it('forfeits, discounts and revokes once each', async () => {
    const id = await arrived();
    await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).forfeitDeposit({ ...ref(id), amount: '2000', idempotencyKey }),
    );
    const discounted = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).discountDeposit({ ...ref(id), amount: '3000', idempotencyKey }),
    );
    expect(discounted.order).toMatchObject({ depositForfeitAmount: '2000', depositDiscountAmount: '3000' });
    const forfeit = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_FORFEIT')!;
    const revoked = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).revokeDepositOperation({ ...ref(id), bookingOrderLogId: forfeit.id, idempotencyKey }),
    );
    expect(revoked.order?.depositForfeitAmount).toBe('0');
  });

  it('forfeits the final payment once', async () => {
    const id = await finished();
    const answer = await replayIsHarmless(id, (idempotencyKey) =>
      staffDeposits(w).forfeitFinalPayment({ ...ref(id), amount: '4000', idempotencyKey }),
    );
    expect(answer.order?.finalForfeitAmount).toBe('4000');
  });
});
