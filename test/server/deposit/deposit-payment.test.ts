import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason, BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import {
  OfflinePaymentKind,
  PaymentChannel,
  PaymentPurpose,
  Transaction_Anomaly,
  Transaction_Kind,
  Transaction_Status,
} from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { failure } from '../../helpers/booking-fixture';
import { payAtSandbox } from '../payment/support/debug-payments';
import { MINUTE } from '../payment/support/payment-fixtures';
import { pressCashierButton } from '../payment/support/sandbox-cashier';
import { sendSandboxNotification } from '../payment/support/sandbox-notify';
import {
  book,
  DEPOSIT,
  expectBooksMatchLedger,
  logsOf,
  moneySnapshot,
  openPayment,
  payOnline,
  staffDeposits,
  staffView,
  startDepositWorld,
  statusName,
  type DepositWorld,
} from './support/deposit-world';

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const purpose = PaymentPurpose.BOOKING_ORDER_DEPOSIT;

describe('a diner pays the deposit online', () => {
  it('end to end through the sandbox cashier: the order moves on and shows what was paid, equal to the ledger', async () => {
    const order = await book(w);
    const id = order.model!.id;
    expect(statusName(order.status)).toBe('WAIT_DEPOSIT_PAYMENT');
    expect(order.depositAmount).toBe(DEPOSIT);

    const config = await w.f.dinerA.client(DinerPaymentConfigService).getPaymentConfig({ purpose, subjectId: id });
    expect(config).toMatchObject({ amount: DEPOSIT, currency: 'CNY' });
    expect(config.expireTime?.seconds).toBe(order.depositExpireTime?.seconds);
    expect(config.optionList.some((o) => o.channel === PaymentChannel.SANDBOX)).toBe(true);

    const { transaction, cashierUrl } = await openPayment(w, id);
    expect(transaction).toMatchObject({ amount: DEPOSIT, status: Transaction_Status.PENDING });
    expect(transaction.description).toContain(order.orderNo);
    expect((await pressCashierButton(cashierUrl, 'pay')).status).toBe(303);
    await w.server.services.jobs.runDue(w.clock.now());

    const { order: mine } = await w.f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id });
    expect(statusName(mine!.status)).toBe('WAIT_STORE_CONFIRM');
    expect(mine).toMatchObject({
      paidAmount: DEPOSIT,
      refundAmount: '0',
      refundingAmount: '0',
      depositForfeitAmount: '0',
      depositDiscountAmount: '0',
      netPaidAmount: DEPOSIT,
      finalPaymentAmount: '0',
      finalPaidAmount: '0',
      finalPaymentDueAmount: '0',
    });
    expect(mine!.depositPaidTime).toBeDefined();
    await expectBooksMatchLedger(w, id);

    const paidLog = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_PAY')!;
    expect(paidLog).toMatchObject({ operatorUserId: w.f.dinerA.userId });
    expect(paidLog.after).toMatchObject({ amount: DEPOSIT, transactionNo: transaction.transactionNo });

    // The diner sees their payment; another diner does not, not even by its id.
    const mineTx = await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id });
    expect(mineTx.list.map((t) => t.transactionNo)).toEqual([transaction.transactionNo]);
    expect((await w.f.dinerB.client(DinerTransactionService).listTransactions({ subjectId: id })).list).toEqual([]);
    expect(
      await failure(
        w.f.dinerB.client(DinerTransactionService).getTransaction({ transactionId: transaction.model!.id }),
      ),
    ).toMatchObject({ code: 'NotFound', message: 'payment info does not exist' });
  });

  it('is refused to another diner and to nobody, as if the order did not exist', async () => {
    const order = await book(w);
    const id = order.model!.id;
    const before = await moneySnapshot(w, id);
    expect(await failure(openPayment(w, id, w.f.dinerB))).toEqual({
      code: 'NotFound',
      message: 'booking order does not exist',
    });
    expect(
      await failure(w.f.dinerB.client(DinerPaymentConfigService).getPaymentConfig({ purpose, subjectId: id })),
    ).toMatchObject({ message: 'booking order does not exist' });
    expect(
      await failure(w.f.dinerB.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id })),
    ).toMatchObject({ message: 'booking order does not exist' });
    const anonymous = w.server.client(PublicTransactionService).createTransaction({
      purpose,
      subjectId: id,
      channel: PaymentChannel.SANDBOX,
      method: 1,
    });
    expect(await failure(anonymous)).toMatchObject({ code: 'Unauthenticated' });
    expect(await moneySnapshot(w, id)).toEqual(before);
  });

  it('credits a replayed notification once', async () => {
    const order = await book(w);
    const id = order.model!.id;
    const { transaction } = await payOnline(w, id);
    const sandboxOrder = await w.server.database.db
      .selectFrom('sandbox_payment_order')
      .selectAll()
      .where('out_trade_no', '=', transaction.transactionNo)
      .executeTakeFirstOrThrow();
    const event = {
      id: `pay-${sandboxOrder.order_no}`,
      event_type: 'TRANSACTION.SUCCESS' as const,
      out_trade_no: transaction.transactionNo,
      order_no: sandboxOrder.order_no,
      amount: DEPOSIT,
      currency: 'CNY',
      payer_account: 'sandbox-buyer',
      success_time: w.clock.now().toISOString(),
    };
    const before = await moneySnapshot(w, id);
    for (let i = 0; i < 3; i++) {
      const replay = await sendSandboxNotification(w.server, event, { at: w.clock.now() });
      expect(replay.status).toBe(200);
    }
    expect(await moneySnapshot(w, id)).toEqual(before);
    expect((await staffView(w, id)).paidAmount).toBe(DEPOSIT);
    await expectBooksMatchLedger(w, id);
  });

  it('refunds in full a payment whose news arrives after the deposit expired, and the order stays closed', async () => {
    const order = await book(w);
    const id = order.model!.id;
    const { transaction, cashierUrl } = await openPayment(w, id);
    w.clock.advance(29 * MINUTE);
    await payAtSandbox(w.server, cashierUrl);
    // The expiry timer fires before the channel's notification is delivered.
    w.clock.advance(2 * MINUTE);
    await w.server.services.booking.deposits.expireDeposit(id);
    await w.server.services.jobs.runDue(w.clock.now());
    await w.server.services.jobs.runDue(w.clock.now());

    const closed = await staffView(w, id);
    expect([statusName(closed.status), BookingOrder_CloseReason[closed.closeReason]]).toEqual([
      'CLOSED',
      'DEPOSIT_PAYMENT_FAIL',
    ]);
    expect(closed).toMatchObject({ paidAmount: '0', refundAmount: '0', refundingAmount: '0', netPaidAmount: '0' });
    const { list } = await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id });
    const payment = list.find((t) => t.kind === Transaction_Kind.PAYMENT)!;
    const refund = list.find((t) => t.kind === Transaction_Kind.REFUND)!;
    expect(payment).toMatchObject({
      transactionNo: transaction.transactionNo,
      status: Transaction_Status.SUCCESS,
      anomaly: Transaction_Anomaly.PAID_AFTER_CLOSE,
      refundedAmount: DEPOSIT,
    });
    expect(refund).toMatchObject({ amount: DEPOSIT, status: Transaction_Status.SUCCESS });
    // Never the order's: its books and its ledger agree on nothing paid.
    await expectBooksMatchLedger(w, id);
    expect((await logsOf(w, id)).map((l) => l.typeName)).not.toContain('DEPOSIT_REFUND');
  });

  it('refuses to pay a closed order, or one already paid, and changes nothing', async () => {
    const closed = (await book(w)).model!.id;
    await w.f.staffX.client(StoreBookingActionService).closeBookingOrder({
      storeId: w.f.x.storeId,
      bookingOrderId: closed,
      closeReason: BookingOrder_CloseReason.DEPOSIT_PAYMENT_FAIL,
    });
    const before = await moneySnapshot(w, closed);
    expect(await failure(openPayment(w, closed))).toEqual({
      code: 'FailedPrecondition',
      message: 'this order can no longer be paid',
    });
    expect(await moneySnapshot(w, closed)).toEqual(before);

    const paid = (await book(w)).model!.id;
    await payOnline(w, paid);
    const paidBefore = await moneySnapshot(w, paid);
    expect(await failure(openPayment(w, paid))).toMatchObject({ message: 'already paid' });
    expect(await moneySnapshot(w, paid)).toEqual(paidBefore);
  });

  it('refunds an attempt opened before staff changed the deposit, and takes the new amount', async () => {
    const id = (await book(w)).model!.id;
    const old = await openPayment(w, id);
    await staffDeposits(w).modifyDeposit({ storeId: w.f.x.storeId, bookingOrderId: id, depositAmount: '15000' });
    await payAtSandbox(w.server, old.cashierUrl);
    await w.server.services.jobs.runDue(w.clock.now());
    await w.server.services.jobs.runDue(w.clock.now());
    const refused = (
      await w.f.dinerA.client(DinerTransactionService).getTransaction({ transactionId: old.transaction.model!.id })
    ).transaction!;
    expect(refused).toMatchObject({
      anomaly: Transaction_Anomaly.PAID_AFTER_CLOSE,
      failureReason: 'the amount to pay has changed, please pay again',
      refundedAmount: DEPOSIT,
    });
    expect(statusName((await staffView(w, id)).status)).toBe('WAIT_DEPOSIT_PAYMENT');

    const again = await payOnline(w, id);
    expect(again.transaction.amount).toBe('15000');
    expect(await expectBooksMatchLedger(w, id)).toMatchObject({ paidAmount: '15000', netPaidAmount: '15000' });
  });
});

describe('staff take the deposit at the counter', () => {
  it('records it with who took it, moves the order on, and the diner sees it among their payments', async () => {
    const id = (await book(w)).model!.id;
    const paid = await staffDeposits(w).payDepositOffline({
      storeId: w.f.x.storeId,
      bookingOrderId: id,
      offlineKind: OfflinePaymentKind.CASH,
      remark: 'paid at the desk',
    });
    expect(paid.transaction).toMatchObject({
      channel: PaymentChannel.IN_STORE,
      amount: DEPOSIT,
      status: Transaction_Status.SUCCESS,
      operatorUserId: w.f.staffX.userId,
      payerUserId: w.f.dinerA.userId,
      offlineKind: OfflinePaymentKind.CASH,
    });
    expect(statusName(paid.order!.status)).toBe('WAIT_STORE_CONFIRM');
    expect(paid.order!.netPaidAmount).toBe(DEPOSIT);
    const log = (await logsOf(w, id)).find((l) => l.typeName === 'OFFLINE_DEPOSIT')!;
    expect(log).toMatchObject({ operatorUserId: w.f.staffX.userId, operatorType: OperatorType.STORE });
    expect(log.after).toMatchObject({ offlineKind: 'CASH', channel: 'IN_STORE' });
    const mine = await w.f.dinerA.client(DinerTransactionService).listTransactions({ subjectId: id });
    expect(mine.list).toHaveLength(1);
    await expectBooksMatchLedger(w, id);

    // The generic offline call reaches the same rule: already paid.
    const again = w.f.staffX.client(StoreTransactionService).recordOfflinePayment({
      storeId: w.f.x.storeId,
      purpose,
      subjectId: id,
      offlineKind: OfflinePaymentKind.CARD,
    });
    expect(await failure(again)).toMatchObject({ message: 'already paid' });
  });

  it("is refused to another store's staff, and changes nothing", async () => {
    const id = (await book(w)).model!.id;
    const before = await moneySnapshot(w, id);
    const asY = staffDeposits(w, w.f.staffY);
    expect(
      await failure(
        asY.payDepositOffline({ storeId: w.f.x.storeId, bookingOrderId: id, offlineKind: OfflinePaymentKind.CASH }),
      ),
    ).toEqual({ code: 'PermissionDenied', message: 'no store permission' });
    expect(
      await failure(
        asY.payDepositOffline({ storeId: w.f.y.storeId, bookingOrderId: id, offlineKind: OfflinePaymentKind.CASH }),
      ),
    ).toEqual({ code: 'NotFound', message: 'booking order does not exist' });
    expect(await moneySnapshot(w, id)).toEqual(before);
    expect(statusName((await staffView(w, id)).status)).toBe('WAIT_DEPOSIT_PAYMENT');
  });
});

describe('a deposit paid in time on an order the store accepts at once', () => {
  it('confirms the order straight away', async () => {
    const { StoreBusinessConfigService } = await import('@gen/store/v1/store_setting_service_pb');
    const config = w.f.staffY.client(StoreBusinessConfigService);
    await config.updateStoreBusinessConfig({
      storeId: w.f.y.storeId,
      config: { depositExpiryMinute: 30, autoAcceptMinute: 0 },
    });
    const order = await book(w, w.f.dinerA, 'y');
    await payOnline(w, order.model!.id);
    const paid = await staffView(w, order.model!.id, w.f.y.storeId);
    expect(paid.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    const logs = await logsOf(w, order.model!.id, w.f.y.storeId);
    expect(logs.map((l) => l.typeName)).toEqual(['CREATE', 'DEPOSIT_PAY', 'STORE_CONFIRM']);
    await expectBooksMatchLedger(w, order.model!.id, w.f.y.storeId);
  });
});
