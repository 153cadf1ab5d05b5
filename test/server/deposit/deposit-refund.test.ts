import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { OfflinePaymentKind, Transaction_Kind, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { methodPath } from '@/services/rpc-transport';
import { failure } from '../../helpers/booking-fixture';
import { rawCall } from '../../helpers/raw-call';
import {
  book,
  DEPOSIT,
  expectBooksMatchLedger,
  logsOf,
  moneySnapshot,
  payOnline,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const deliver = async () => {
  await w.server.services.jobs.runDue(w.clock.now());
  await w.server.services.jobs.runDue(w.clock.now());
};

async function paidOnline() {
  const id = (await book(w)).model!.id;
  await payOnline(w, id);
  return id;
}

async function paidAtCounter() {
  const id = (await book(w)).model!.id;
  await staffDeposits(w).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
  return id;
}

describe('refunding a deposit', () => {
  it('refunds part of it: refunding until the channel answers, then refunded, logged, and the diner sees it', async () => {
    const id = await paidOnline();
    const asked = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '5000', reason: 'two fewer guests' });
    expect(asked.order).toMatchObject({ refundingAmount: '5000', refundAmount: '0', netPaidAmount: '15000' });
    expect(asked.refundList).toHaveLength(1);
    expect(asked.refundList[0]).toMatchObject({ amount: '5000', operatorUserId: w.f.staffX.userId });
    await expectBooksMatchLedger(w, id, undefined, 'while refunding');

    await deliver();
    const done = await expectBooksMatchLedger(w, id, undefined, 'refunded');
    expect(done).toMatchObject({ refundingAmount: '0', refundAmount: '5000', netPaidAmount: '15000' });
    const refunds = (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_REFUND');
    expect(refunds.map((l) => [l.operatorUserId, l.after.amount, l.after.refundStatus])).toEqual([
      [w.f.staffX.userId, '5000', undefined],
      ['0', '5000', 'SUCCESS'],
    ]);
    expect(refunds[0].remark).toBe('two fewer guests');
    // The request names the refund it made, whose outcome the second entry records.
    expect(refunds[0].after.refundIds).toEqual([asked.refundList[0].model!.id]);
    expect(refunds[1].after.refundId).toBe(asked.refundList[0].model!.id);
    const mine = await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id });
    expect(mine.list.find((t) => t.kind === Transaction_Kind.REFUND)).toMatchObject({
      amount: '5000',
      status: Transaction_Status.SUCCESS,
    });
  });

  it('refunds the refundable part, handed back at the counter for cash, then has nothing left', async () => {
    const id = await paidAtCounter();
    const actions = w.f.staffX.client(StoreBookingActionService);
    await actions.confirmBookingOrder(ref(id));
    await atItsTime(w, id, () => actions.arriveBookingOrder(ref(id)), undefined, true);
    await staffDeposits(w).discountDeposit({ ...ref(id), amount: '6000' });
    const all = await staffDeposits(w).refundRefundableDeposit({ ...ref(id), reason: 'rest of the deposit' });
    expect(all.refundList.map((r) => [r.amount, r.status])).toEqual([['14000', Transaction_Status.SUCCESS]]);
    expect(all.order).toMatchObject({ refundAmount: '14000', refundingAmount: '0', netPaidAmount: '0' });
    await expectBooksMatchLedger(w, id);

    const before = await moneySnapshot(w, id);
    expect(await failure(staffDeposits(w).refundRefundableDeposit(ref(id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'there is nothing left to refund',
    });
    expect(await moneySnapshot(w, id)).toEqual(before);
  });

  it('refuses more than is refundable, nothing, or an unpaid order, and changes nothing', async () => {
    const id = await paidOnline();
    await staffDeposits(w).refundDeposit({ ...ref(id), amount: '15000' });
    const before = await moneySnapshot(w, id);
    const deposits = staffDeposits(w);
    // 5000 is left: refunds under way count against it.
    expect(await failure(deposits.refundDeposit({ ...ref(id), amount: '5001' }))).toEqual({
      code: 'FailedPrecondition',
      message: 'the refund amount exceeds what can be refunded',
    });
    expect(await failure(deposits.refundDeposit({ ...ref(id), amount: '0' }))).toMatchObject({
      message: 'the refund amount must be greater than zero',
    });
    // Fractions of a cent are not money: refused before any rule runs.
    const fraction = await rawCall(
      w.server.url,
      methodPath(StoreDepositService.method.refundDeposit),
      JSON.stringify({ ...ref(id), amount: '12.5' }),
      { headers: { 'x-session-key': w.f.staffX.sessionKey } },
    );
    expect(fraction.json.code).toBe('invalid_argument');
    expect(await moneySnapshot(w, id)).toEqual(before);

    const unpaid = (await book(w)).model!.id;
    const unpaidBefore = await moneySnapshot(w, unpaid);
    expect(await failure(deposits.refundDeposit({ ...ref(unpaid), amount: '100' }))).toMatchObject({
      message: 'the order status does not allow this action',
    });
    expect(await moneySnapshot(w, unpaid)).toEqual(unpaidBefore);
    await deliver();
    await expectBooksMatchLedger(w, id);
  });

  it('lets only one of two racing refunds of everything through', async () => {
    const id = await paidOnline();
    const results = await Promise.allSettled([
      staffDeposits(w).refundRefundableDeposit(ref(id)),
      staffDeposits(w, w.f.merchantStaff).refundRefundableDeposit(ref(id)),
      staffDeposits(w).refundDeposit({ ...ref(id), amount: DEPOSIT }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(['there is nothing left to refund', 'the refund amount exceeds what can be refunded']).toContain(
        (r as PromiseRejectedResult).reason.rawMessage,
      );
    }
    await deliver();
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ refundAmount: DEPOSIT, netPaidAmount: '0' });
  });

  it('holds the amount again when the channel refuses the refund, so it can be refunded another way', async () => {
    const id = await paidOnline();
    const { list } = await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id });
    // Someone refunded the whole payment at the channel's own console: the channel refuses ours.
    await w.server.database.db
      .updateTable('sandbox_payment_order')
      .set({ refunded_amount: DEPOSIT })
      .where('out_trade_no', '=', list[0].transactionNo)
      .execute();
    const asked = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '8000' });
    expect(asked.order?.refundingAmount).toBe('8000');
    await deliver();
    const after = await expectBooksMatchLedger(w, id);
    expect(after).toMatchObject({ refundingAmount: '0', refundAmount: '0', netPaidAmount: DEPOSIT });
    const settled = (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_REFUND').at(-1)!;
    expect(settled.after).toMatchObject({ refundStatus: 'FAIL', amount: '8000' });
    expect(settled.remark).toContain('exceeds');
  });

  it("is refused to another store's staff and allowed to the merchant's", async () => {
    const id = await paidOnline();
    const before = await moneySnapshot(w, id);
    const asY = staffDeposits(w, w.f.staffY);
    expect(await failure(asY.refundDeposit({ ...ref(id), amount: '100' }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(await failure(asY.refundDeposit({ storeId: w.f.y.storeId, bookingOrderId: id, amount: '100' }))).toEqual({
      code: 'NotFound',
      message: 'booking order does not exist',
    });
    expect(await failure(staffDeposits(w, w.f.dinerA).refundDeposit({ ...ref(id), amount: '100' }))).toMatchObject({
      code: 'PermissionDenied',
    });
    expect(await moneySnapshot(w, id)).toEqual(before);
    const merchant = await staffDeposits(w, w.f.merchantStaff).refundDeposit({ ...ref(id), amount: '100' });
    expect(merchant.refundList[0].operatorUserId).toBe(w.f.merchantStaff.userId);
    await deliver();
    await expectBooksMatchLedger(w, id);
  });
});

describe('closing an order settles the deposit: nothing stays held', () => {
  it('refunds in full through the channel when the store rejects it', async () => {
    const id = await paidOnline();
    await w.f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(id), closeReason: BookingOrder_CloseReason.STORE_REJECT });
    await deliver();
    const closed = await expectBooksMatchLedger(w, id);
    expect(closed).toMatchObject({ refundAmount: DEPOSIT, refundingAmount: '0', netPaidAmount: '0' });
    const refund = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_REFUND')!;
    expect(refund.after).toMatchObject({ amount: DEPOSIT, closeReason: 'STORE_REJECT' });
  });

  it('refunds in full when the diner cancels while cancelling is free', async () => {
    const id = await paidOnline();
    const { order } = await w.f.dinerA
      .client(DinerBookingOrderService)
      .cancelMyBookingOrder({ bookingOrderId: id, remark: 'plans changed' });
    expect(order?.refundingAmount).toBe(DEPOSIT);
    await deliver();
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ refundAmount: DEPOSIT, netPaidAmount: '0' });
  });

  it('hands cash taken at the counter back there: nothing stays held', async () => {
    const id = await paidAtCounter();
    await w.f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(id), closeReason: BookingOrder_CloseReason.STORE_REJECT });
    const closed = await expectBooksMatchLedger(w, id);
    expect(closed).toMatchObject({ refundAmount: DEPOSIT, refundingAmount: '0', netPaidAmount: '0' });
  });

  it('keeps a no-show’s deposit by the store’s policy, unless staff choose to refund it', async () => {
    const id = await paidOnline();
    const actions = w.f.staffX.client(StoreBookingActionService);
    await actions.confirmBookingOrder(ref(id));
    await atItsTime(w, id, () => actions.notArriveBookingOrder({ ...ref(id), forfeitDeposit: false }), undefined, true);
    await deliver();
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({
      refundAmount: '0',
      depositForfeitAmount: DEPOSIT,
      netPaidAmount: '0',
    });
  });
});

describe('confirming arrival', () => {
  it("refunds the deposit only where the store's settings say so", async () => {
    const deposits = staffDeposits(w);
    expect((await deposits.getDepositSettings({ storeId: w.f.x.storeId })).settings).toEqual(
      expect.objectContaining({ refundOnArrival: false }),
    );
    const actions = w.f.staffX.client(StoreBookingActionService);
    const kept = await paidOnline();
    await actions.confirmBookingOrder(ref(kept));
    await atItsTime(w, kept, () => actions.arriveBookingOrder(ref(kept)), undefined, true);
    expect(await expectBooksMatchLedger(w, kept)).toMatchObject({ refundingAmount: '0', netPaidAmount: DEPOSIT });

    const saved = await deposits.updateDepositSettings({
      storeId: w.f.x.storeId,
      settings: { refundOnArrival: true },
    });
    expect(saved.settings?.refundOnArrival).toBe(true);
    const returned = await paidOnline();
    await actions.confirmBookingOrder(ref(returned));
    const { order } = await atItsTime(w, returned, () => actions.arriveBookingOrder(ref(returned)), undefined, true);
    expect(order).toMatchObject({ refundingAmount: DEPOSIT, netPaidAmount: '0' });
    expect(order?.arrivalTime).toBeDefined();
    await deliver();
    expect(await expectBooksMatchLedger(w, returned)).toMatchObject({ refundAmount: DEPOSIT });
    const refund = (await logsOf(w, returned)).find((l) => l.typeName === 'DEPOSIT_REFUND')!;
    expect(refund.after).toMatchObject({ onArrival: true });
    await deposits.updateDepositSettings({ storeId: w.f.x.storeId, settings: { refundOnArrival: false } });
  });

  it("keeps another store's settings out of reach", async () => {
    expect(
      await failure(
        staffDeposits(w, w.f.staffY).updateDepositSettings({
          storeId: w.f.x.storeId,
          settings: { refundOnArrival: true },
        }),
      ),
    ).toMatchObject({ code: 'PermissionDenied' });
    expect((await staffDeposits(w).getDepositSettings({ storeId: w.f.x.storeId })).settings?.refundOnArrival).toBe(
      false,
    );
  });
});
