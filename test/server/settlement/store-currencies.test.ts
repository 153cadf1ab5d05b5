import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import {
  DepositSettlement_Choice as Choice,
  StoreBookingActionService,
} from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import type { MallOrder } from '@gen/mall/v1/mall_order_pb';
import { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import type { Transaction } from '@gen/payment/v1/payment_pb';
import { AdminSettlementService } from '@gen/payment/v1/settlement_service_pb';
import { StoreReportService } from '@gen/report/v1/report_service_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, type Caller } from '../../helpers/booking-fixture';
import { book, payOnline, staffView, startDepositWorld, type DepositWorld } from '../deposit/support/deposit-world';
import { feastInput, join, pay, publishedFeast } from '../feast/feast-fixture';
import { addressOf, cart, order, payOrder, productWithSku } from '../mall/mall-fixture';

// A store's currency is where its money is counted: the fixture merchant's
// store X is in Hong Kong dollars and store Y in patacas. A deposit, a feast
// and a mall order at X are quoted, paid, stored and answered in HKD; the
// merchant's statements and report show one figure per currency, never a sum.

let w: DepositWorld;
const made: {
  depositOrderId?: string;
  deposit?: Transaction;
  feastId?: string;
  feastCurrency?: string;
  participantCurrency?: string;
  feastPayment?: Transaction;
  mallProductId?: string;
  mallOrder?: MallOrder;
  mallPayment?: Transaction;
} = {};

async function closeKeeping(orderId: string, storeId: string, staff: Caller) {
  await staff.client(StoreBookingActionService).closeBookingOrder({
    storeId,
    bookingOrderId: orderId,
    closeReason: Reason.STORE_CANCEL,
    depositSettlement: { choice: Choice.PARTIAL, forfeitAmount: '7000' },
  });
}

beforeAll(async () => {
  w = await startDepositWorld();
  const { f } = w;
  // Set before any of the stores' rows exist: there is no call that changes a store's currency.
  await w.server.database.db.updateTable('store').set({ currency: 'HKD' }).where('id', '=', f.x.storeId).execute();
  await w.server.database.db.updateTable('store').set({ currency: 'MOP' }).where('id', '=', f.y.storeId).execute();

  // A deposit at X, paid online.
  made.depositOrderId = (await book(w)).model!.id;
  made.deposit = (await payOnline(w, made.depositOrderId)).transaction;

  // A feast at X, joined and paid.
  const feast = await publishedFeast(f, feastInput(w.clock.now(), { days: 20, storeShiftId: f.x.dinnerId }));
  made.feastId = feast.model!.id;
  made.feastCurrency = feast.currency;
  const participant = await join(f.dinerB, made.feastId, 2);
  made.participantCurrency = participant.currency;
  made.feastPayment = await pay(f, f.dinerB, participant.model!.id, w.clock.now());

  // A mall order at X, paid.
  const { skuId, productId } = await productWithSku(f);
  made.mallProductId = productId;
  made.mallOrder = await order(f.dinerA, f.x.storeId, [cart(skuId)], await addressOf(f.dinerA));
  made.mallPayment = (await payOrder(f, w.clock.now(), f.dinerA, made.mallOrder.model!.id)).transaction;

  // One deposit at each store that the store cancels keeping 70: each is owed to the merchant.
  const atX = (await book(w)).model!.id;
  await payOnline(w, atX);
  await closeKeeping(atX, f.x.storeId, f.staffX);
  const atY = (await book(w, f.dinerA, 'y')).model!.id;
  await payOnline(w, atY);
  await closeKeeping(atY, f.y.storeId, f.staffY);
  await w.server.services.jobs.runDue(w.clock.now());
}, 180_000);
afterAll(() => w.server.close());

const storedCurrency = async (transactionNo: string) =>
  (
    await sql<{
      currency: string;
    }>`SELECT currency FROM payment_transaction WHERE transaction_no = ${transactionNo}`.execute(w.server.database.db)
  ).rows[0]?.currency;

describe('a Hong Kong store', () => {
  it('answers its store page in HKD', async () => {
    const { list } = await w.server.client(StoreService).queryStores({ idIn: [w.f.x.storeId, w.f.y.storeId] });
    expect(Object.fromEntries(list.map((s) => [s.model!.id, s.currency]))).toEqual({
      [w.f.x.storeId]: 'HKD',
      [w.f.y.storeId]: 'MOP',
    });
  });

  it('takes a booking deposit in HKD, stored and answered so', async () => {
    expect(made.deposit!.currency).toBe('HKD');
    expect(await storedCurrency(made.deposit!.transactionNo)).toBe('HKD');
    expect((await staffView(w, made.depositOrderId!)).currency).toBe('HKD');
  });

  it('takes a feast deposit in HKD, and answers the feast and its money in HKD', async () => {
    expect([made.feastCurrency, made.participantCurrency, made.feastPayment!.currency]).toEqual(['HKD', 'HKD', 'HKD']);
    expect(await storedCurrency(made.feastPayment!.transactionNo)).toBe('HKD');
    const { money } = await w.f.staffX
      .client(StoreFeastService)
      .getFeastMoney({ storeId: w.f.x.storeId, feastId: made.feastId! });
    expect([money!.currency, money!.paidAmount]).toEqual(['HKD', '40000']);
  });

  it('shows a mall product in the currency of the store it is looked at for', async () => {
    const mall = w.f.anonymous.client(PublicMallService);
    const at = async (storeId?: string) =>
      (await mall.getMallProduct({ productId: made.mallProductId!, storeId })).product!.currency;
    expect([await at(w.f.x.storeId), await at(w.f.y.storeId), await at()]).toEqual(['HKD', 'MOP', '']);
    // Another merchant's store does not sell it.
    const elsewhere = await failure(mall.getMallProduct({ productId: made.mallProductId!, storeId: w.f.z.storeId }));
    expect(elsewhere.message).toBe(SERVER_MESSAGE.mallProductNotFound);
  });

  it('sells a mall order in HKD and takes its payment in HKD', async () => {
    expect([made.mallOrder!.currency, made.mallPayment!.currency]).toEqual(['HKD', 'HKD']);
    expect(await storedCurrency(made.mallPayment!.transactionNo)).toBe('HKD');
  });
});

describe('a merchant with HKD and MOP stores', () => {
  const today = () => businessDateOf(w.clock.now().getTime(), 'Asia/Shanghai');

  it('gets one settlement statement per currency, never a sum', async () => {
    const { list } = await w.f.admin.client(AdminSettlementService).createSettlementStatements({
      merchantId: w.f.merchantId,
      periodStart: addDays(today(), -1),
      periodEnd: addDays(today(), 1),
    });
    // Each store's cancelled deposit: 200 paid, 130 refunded, 70 kept.
    expect(list.map((s) => [s.currency, s.itemCount, s.grossAmount, s.refundAmount])).toEqual([
      ['HKD', 1, '20000', '13000'],
      ['MOP', 1, '20000', '13000'],
    ]);
  });

  it('gets report deposits and revenue per currency, never a sum', async () => {
    const { report } = await w.f.merchantStaff.client(StoreReportService).getBookingReport({
      merchantId: w.f.merchantId,
      startDate: addDays(today(), -30),
      endDate: addDays(today(), 60),
    });
    // X: two deposits of 200 (one refunded 130) and the feast's booking; Y: one of 200, refunded 130.
    expect(report!.depositList.map((d) => [d.currency, d.paid, d.refunded, d.forfeited, d.net])).toEqual([
      ['HKD', '40000', '13000', '7000', '27000'],
      ['MOP', '20000', '13000', '7000', '7000'],
    ]);
    const revenue = report!.revenueList.map((r) => [r.kind, r.currency, r.amount]);
    expect(revenue).toEqual(
      expect.arrayContaining([
        // No order here was finished, so no deposit paid towards a bill.
        ['MEAL', 'HKD', '0'],
        ['MEAL', 'MOP', '0'],
        ['FEAST', 'HKD', '40000'],
        ['FEAST', 'MOP', '0'],
        ['MALL', 'HKD', made.mallOrder!.totalAmount],
        ['MALL', 'MOP', '0'],
      ]),
    );
    expect(revenue).toHaveLength(8);
  });
});
