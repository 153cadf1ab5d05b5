import { expect } from 'vitest';
import { BookingOrder_Status, BookingOrderLog_Type } from '@gen/booking/v1/booking_order_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { compareCents, subtractCents } from '@common/money';
import { hm, makeBookingFixture, type BookingFixture, type Caller } from '../../../helpers/booking-fixture';
import { atBookingTime } from '../../../helpers/booking-time';
import { startTestServer, type TestServer } from '../../../helpers/test-server';
import { payAtSandbox } from '../../payment/support/debug-payments';
import { TestClock } from '../../payment/support/payment-fixtures';

export const DEPOSIT = '20000';

/**
 * A server on a clock the test moves, the booking fixture's stores and
 * callers, and store X asking a deposit of 200 per party, payable within
 * 30 minutes, confirmed by hand. The clock starts at the real now, so the
 * fixture's business dates are the server's too.
 */
export interface DepositWorld {
  server: TestServer;
  f: BookingFixture;
  clock: TestClock;
}

export async function startDepositWorld(): Promise<DepositWorld> {
  const clock = new TestClock(new Date());
  const server = await startTestServer({}, undefined, false, { now: clock.now });
  const f = await makeBookingFixture(server);
  for (const store of [f.x.storeId, f.y.storeId]) {
    await f.merchantStaff.client(StoreBookingRuleService).replaceDepositPolicies({
      storeId: store,
      list: [{ mode: DepositPolicy_Mode.PER_PARTY, amount: DEPOSIT }],
    });
    await f.merchantStaff
      .client(StoreBusinessConfigService)
      .updateStoreBusinessConfig({ storeId: store, config: { depositExpiryMinute: 30 } });
  }
  return { server, f, clock };
}

let day = 1;
let slot = 0;

/** A diner's booking at store X (or Y) for two, waiting for its deposit; each on its own date and time. */
export async function book(w: DepositWorld, who: Caller = w.f.dinerA, store: 'x' | 'y' = 'x') {
  // Two dinner slots a day that never overlap, so one diner's orders never collide.
  slot++;
  if (slot % 2 === 1) day++;
  const s = w.f[store];
  const { order } = await who.client(DinerBookingOrderService).createBookingOrder({
    storeId: s.storeId,
    diner: { lastName: 'Deposit' },
    reservationDate: w.f.date(day, s.timezone),
    adultCount: 2,
    storeShiftId: s.dinnerId,
    reservationStartSecond: slot % 2 === 1 ? hm(17) : hm(19, 30),
  });
  return order!;
}

/** Opens a sandbox payment of an order's deposit (or final payment) as the diner would. */
export async function openPayment(
  w: DepositWorld,
  orderId: string,
  who: Caller = w.f.dinerA,
  purpose = PaymentPurpose.BOOKING_ORDER_DEPOSIT,
) {
  const created = await w.server.client(PublicTransactionService, { sessionKey: who.sessionKey }).createTransaction({
    purpose,
    subjectId: orderId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.WECHAT_PAY,
    returnPath: '/app/pages/sub-user/payment-result/index',
  });
  return { transaction: created.transaction!, cashierUrl: created.payParams!.kind.value as string };
}

/** Pays at the sandbox cashier and lets its notification arrive. */
export async function payOnline(
  w: DepositWorld,
  orderId: string,
  who: Caller = w.f.dinerA,
  purpose = PaymentPurpose.BOOKING_ORDER_DEPOSIT,
) {
  const opened = await openPayment(w, orderId, who, purpose);
  await payAtSandbox(w.server, opened.cashierUrl);
  await w.server.services.jobs.runDue(w.clock.now());
  return opened;
}

/** The order as its store's staff see it (the merchant's staff, who see both stores). */
export async function staffView(w: DepositWorld, orderId: string, storeId = w.f.x.storeId) {
  const { order } = await w.f.merchantStaff.client(StoreBookingOrderService).getStoreBookingOrder({
    storeId,
    bookingOrderId: orderId,
  });
  return order!;
}

export async function logsOf(w: DepositWorld, orderId: string, storeId = w.f.x.storeId) {
  const { list } = await w.f.merchantStaff
    .client(StoreBookingOrderService)
    .queryBookingOrderLogs({ storeId, bookingOrderId: orderId });
  return list.map((l) => ({
    ...l,
    typeName: BookingOrderLog_Type[l.type],
    after: JSON.parse(l.afterJson) as Record<string, unknown>,
  }));
}

export const staffDeposits = (w: DepositWorld, who: Caller = w.f.staffX) => who.client(StoreDepositService);

export const statusName = (s: BookingOrder_Status) => BookingOrder_Status[s];

/**
 * What must always hold of an order's money: its books equal the sums of its
 * transactions (docs/payments.md, subjectLedger), for the deposit and the
 * final payment alike, and neither the deposit still held nor the refundable
 * final payment is below zero.
 */
export async function expectBooksMatchLedger(w: DepositWorld, orderId: string, storeId = w.f.x.storeId, context = '') {
  const o = await staffView(w, orderId, storeId);
  const queries = w.server.services.payments.queries;
  const deposit = await queries.ledgerOf('BOOKING_ORDER_DEPOSIT', orderId);
  const final = await queries.ledgerOf('BOOKING_ORDER_FINAL_PAYMENT', orderId);
  expect([o.paidAmount, o.refundAmount, o.refundingAmount], `${context} deposit books`).toEqual([
    deposit.paid,
    deposit.refunded,
    deposit.refunding,
  ]);
  expect([o.finalPaidAmount, o.finalRefundAmount, o.finalRefundingAmount], `${context} final books`).toEqual([
    final.paid,
    final.refunded,
    final.refunding,
  ]);
  const net = subtractCents(deposit.net, o.depositForfeitAmount, o.depositDiscountAmount);
  expect(o.netPaidAmount, `${context} net paid`).toBe(net);
  expect(compareCents(net, 0), `${context} net paid ${net}`).toBeGreaterThanOrEqual(0);
  const finalRefundable = subtractCents(final.net, o.finalForfeitAmount);
  expect(o.finalRefundableAmount, `${context} final refundable`).toBe(finalRefundable);
  expect(compareCents(finalRefundable, 0), `${context} final refundable`).toBeGreaterThanOrEqual(0);
  return o;
}

/** Everything an operation could change about an order's money: a refused one must leave it equal. */
export async function moneySnapshot(w: DepositWorld, orderId: string, storeId = w.f.x.storeId) {
  const queries = w.server.services.payments.queries;
  return {
    order: await staffView(w, orderId, storeId),
    deposit: await queries.ledgerOf('BOOKING_ORDER_DEPOSIT', orderId),
    final: await queries.ledgerOf('BOOKING_ORDER_FINAL_PAYMENT', orderId),
    logs: (await logsOf(w, orderId, storeId)).length,
  };
}

/**
 * Runs `fn` with the server's clock ten minutes into the order's booking,
 * then puts it back: arrive and no-show are taken only around the booking
 * (server/domain/booking/presence-window.ts). With `deliver`, the jobs due by
 * then (a refund's answer) run before the clock goes back, or they would wait
 * for that hour; without it no job runs at that hour (another order's
 * deposit window would pass).
 */
export async function atItsTime<T>(
  w: DepositWorld,
  orderId: string,
  fn: () => Promise<T>,
  storeId = w.f.x.storeId,
  deliver = false,
) {
  const order = await staffView(w, orderId, storeId);
  const timeZone = storeId === w.f.y.storeId ? w.f.y.timezone : w.f.x.timezone;
  return atBookingTime(
    w.clock,
    order,
    async () => {
      const answer = await fn();
      if (deliver) await w.server.services.jobs.runDue(w.clock.now());
      return answer;
    },
    10,
    timeZone,
  );
}
