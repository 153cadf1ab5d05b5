import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DynamicCodeKind, DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import {
  DepositSettlement_Choice as Choice,
  StoreBookingActionService,
} from '@gen/booking/v1/store_booking_action_service_pb';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { PaymentPurpose } from '@gen/payment/v1/payment_pb';
import {
  AdminSettlementService,
  MerchantSettlementService,
  SettlementItem_Kind as Kind,
  SettlementStatement_Status as Status,
} from '@gen/payment/v1/settlement_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import type { TicketingEventInput } from '@gen/ticketing/v1/ticketing_pb';
import { addDays } from '@common/business-date';
import { SERVER_MESSAGE } from '@common/server-messages';
import { businessDateOf } from '@common/zoned-time';
import { hm } from '../../helpers/booking-fixture';
import { refusal } from '../../helpers/identity';
import {
  book,
  logsOf,
  payOnline,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
} from '../deposit/support/deposit-world';
import { addressOf, cart, order, payOrder, productWithSku } from '../mall/mall-fixture';
import { buy, buyMany, createEvent } from '../ticketing/ticketing-fixture';
import { expectLedgerAddsUp } from './support/settlement-ledger';

// Every kind of payment the merchant is owed, and refunds made after a
// payment's statement: the diner gets the money back, the statement stays as
// it was, and the merchant's next statement claws it back as a negative
// adjustment (refund less the fee the channel gives back). A statement the
// adjustments would take to zero or below is refused until later earnings.

let w: DepositWorld;
let home: string;
beforeAll(async () => {
  w = await startDepositWorld();
  home = await addressOf(w.f.dinerA);
}, 120_000);
afterAll(() => w.server.close());

const db = () => w.server.database.db;
const admin = () => w.f.admin.client(AdminSettlementService);
const today = () => businessDateOf(w.clock.now().getTime(), 'Asia/Shanghai');
const period = () => ({
  merchantId: w.f.merchantId,
  periodStart: addDays(today(), -1),
  periodEnd: addDays(today(), 1),
});
const deliver = () => w.server.services.jobs.runDue(w.clock.now());
const ledger = () => expectLedgerAddsUp(db());

async function paymentStatus(purpose: string, subjectId: string) {
  const r = await sql<{ status: string }>`
    SELECT status FROM payment_transaction
    WHERE kind = 'PAYMENT' AND purpose = ${purpose} AND subject_id = ${subjectId}::bigint AND status <> 'FAIL'`.execute(
    db(),
  );
  return r.rows.map((x) => x.status).join(',');
}

/** What the diner got back of a subject's payments. */
async function refundedOf(purpose: string, subjectId: string) {
  const r = await sql<{ sum: string }>`
    SELECT coalesce(sum(amount), 0)::text AS sum FROM payment_transaction
    WHERE kind = 'REFUND' AND status = 'SUCCESS' AND purpose = ${purpose} AND subject_id = ${subjectId}::bigint`.execute(
    db(),
  );
  return r.rows[0].sum;
}

/** A booking paid online and closed by the store keeping `keep` (all of the 200.00 deposit by default). */
async function keptBooking(keep?: string) {
  const actions = w.f.staffX.client(StoreBookingActionService);
  const id = (await book(w)).model!.id;
  await payOnline(w, id);
  const ref = { storeId: w.f.x.storeId, bookingOrderId: id };
  await actions.confirmBookingOrder(ref);
  await actions.closeBookingOrder({
    ...ref,
    closeReason: Reason.STORE_CANCEL,
    depositSettlement: keep ? { choice: Choice.PARTIAL, forfeitAmount: keep } : { choice: Choice.FORFEIT_ALL },
  });
  await deliver();
  return id;
}

/** Staff give back what the store kept of a closed booking: a refund of a payment already on a statement. */
async function revokeKeep(orderId: string) {
  const forfeit = (await logsOf(w, orderId)).find((l) => l.typeName === 'DEPOSIT_FORFEIT')!;
  await staffDeposits(w).revokeDepositOperation({
    storeId: w.f.x.storeId,
    bookingOrderId: orderId,
    bookingOrderLogId: forfeit.id,
  });
  await deliver();
}

/** A mall order of `quantity` x 288.00 paid, and taken to `stage`. */
async function mallOrder(stage: 'finished' | 'rejected' | 'accepted', quantity = 1) {
  const store = w.f.staffX.client(StoreMallOrderService);
  const { skuId } = await productWithSku(w.f, {}, { stock: 10 });
  const o = await order(w.f.dinerA, w.f.x.storeId, [cart(skuId, quantity)], home);
  const ids = { storeId: w.f.x.storeId, orderId: o.model!.id };
  await payOrder(w.f, w.clock.now(), w.f.dinerA, ids.orderId);
  if (stage === 'rejected') {
    await store.rejectMallOrder({ ...ids, reason: 'sold out' });
    await deliver();
    return ids.orderId;
  }
  await store.acceptMallOrder(ids);
  if (stage === 'accepted') return ids.orderId;
  const shipped = await store.createMallShipment({
    ...ids,
    lineList: [{ orderItemId: o.itemList[0].id, deliveryQuantity: quantity }],
    carrier: 'SF Express',
    trackingNumber: 'SF200',
  });
  await store.deliverMallShipment({ storeId: w.f.x.storeId, shipmentId: shipped.order!.shipmentList[0].id });
  await w.f.dinerA.client(DinerMallOrderService).confirmMallOrderReceipt({ orderId: ids.orderId });
  return ids.orderId;
}

/** `count` paid 388.00 tickets in one purchase for a session `days` from today in store X's zone; the purchase's id. */
async function paidTicket(days: number, count = 1) {
  const now = w.clock.now().getTime();
  const input = {
    title: 'Burgundy wine dinner',
    description: 'Six wines, six courses',
    saleStartTime: timestampFromDate(new Date(now - 3600_000)),
    saleEndTime: timestampFromDate(new Date(now + 7 * 86400_000)),
    perDinerLimit: 2,
    ticketList: [
      {
        name: 'Seat',
        sessionDate: addDays(businessDateOf(now, w.f.x.timezone), days),
        sessionStartSecond: hm(19),
        price: '38800',
        quantity: 5,
      },
    ],
  } as TicketingEventInput;
  const { eventId, ticketId } = await createEvent(w.f, input);
  const voucher =
    count === 1
      ? (await buy(w.f.dinerA, eventId, ticketId)).model!.id
      : (await buyMany(w.f.dinerA, eventId, ticketId, count))[0].model!.id;
  await payOnline(w, voucher, w.f.dinerA, PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER);
  return voucher;
}

const ids = {
  finished: '',
  rejected: '',
  accepted: '',
  over: '',
  verified: '',
  upcoming: '',
  halfUsed: '',
  k1: '',
  k2: '',
};
let first = { id: '', net: '' };

describe('what the merchant is owed', () => {
  it('lists finished mall orders, used tickets and tickets whose session is over; nothing still open or refunded', async () => {
    ids.finished = await mallOrder('finished', 2);
    ids.rejected = await mallOrder('rejected');
    ids.accepted = await mallOrder('accepted');
    ids.over = await paidTicket(-1);
    ids.verified = await paidTicket(1);
    ids.upcoming = await paidTicket(1);
    // Two tickets paid at once, one used: the other may still be cancelled, so the payment waits.
    ids.halfUsed = await paidTicket(1, 2);
    for (const subjectId of [ids.verified, ids.halfUsed]) {
      const code = await w.f.dinerA
        .client(DynamicCodeService)
        .getDynamicCode({ kind: DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER, subjectId });
      await w.f.staffX.client(DynamicCodeService).validateDynamicCode({
        storeId: w.f.x.storeId,
        code: code.shortCode,
        expectedKind: DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER,
        // used before its session's day: staff confirmed it
        confirmOutsideWindow: true,
      });
    }
    ids.k1 = await keptBooking();

    const { list } = await admin().createSettlementStatements(period());
    // 576.00 of mall order, two tickets of 388.00, a 200.00 deposit kept; fees 0.6%: 346 + 233 + 233 + 120.
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ itemCount: 4, grossAmount: '155200', refundAmount: '0', feeAmount: '932' });
    expect(list[0]).toMatchObject({ netAmount: '154268', adjustmentCount: 0, adjustmentAmount: '0' });
    first = { id: list[0].id, net: list[0].netAmount };
    const merchant = w.f.merchantStaff.client(MerchantSettlementService);
    const { itemList } = await merchant.getMerchantSettlementStatement({
      merchantId: w.f.merchantId,
      statementId: first.id,
    });
    expect(itemList.map((i) => [Kind[i.kind], i.purpose, i.subjectId]).sort()).toEqual(
      [
        ['PAYMENT', 'BOOKING_ORDER_DEPOSIT', ids.k1],
        ['PAYMENT', 'MALL_ORDER', ids.finished],
        ['PAYMENT', 'TICKETING_EVENT_TICKET_VOUCHER', ids.over],
        ['PAYMENT', 'TICKETING_EVENT_TICKET_VOUCHER', ids.verified],
      ].sort(),
    );
    expect(await paymentStatus('MALL_ORDER', ids.rejected)).toBe('SUCCESS');
    expect(await paymentStatus('MALL_ORDER', ids.accepted)).toBe('SUCCESS');
    expect(await paymentStatus('TICKETING_EVENT_TICKET_VOUCHER', ids.upcoming)).toBe('SUCCESS');
    expect(await paymentStatus('TICKETING_EVENT_TICKET_VOUCHER', ids.halfUsed)).toBe('SUCCESS');
    expect(await ledger()).toBe(0);
  });
});

describe('a refund of a payment already on a statement', () => {
  it('after the statement, before its payout: goes through, and the statement and its payout stay as made', async () => {
    await revokeKeep(ids.k1);
    expect(await refundedOf('BOOKING_ORDER_DEPOSIT', ids.k1)).toBe('20000');
    const [again] = (await admin().listSettlementStatements({ merchantId: w.f.merchantId })).list;
    expect([again.id, again.netAmount, again.status]).toEqual([first.id, first.net, Status.WAIT_PAYOUT]);
    expect(await paymentStatus('BOOKING_ORDER_DEPOSIT', ids.k1)).toBe('WAIT_PAYOUT');
    // The diner has the 200.00 back; the claw-back waits for the next statement.
    expect(await ledger()).toBe(1);
    const payout = { statementId: first.id, reference: 'BANK-101', payoutDate: today(), amount: first.net };
    expect((await admin().recordSettlementPayout(payout)).statement!.status).toBe(Status.SETTLED);
    expect(await paymentStatus('BOOKING_ORDER_DEPOSIT', ids.k1)).toBe('SETTLED');
  });

  it('refuses a statement the adjustments would take to zero or below, and makes nothing', async () => {
    // Kept 50.00 (net 49.70) cannot cover 200.00 less its 1.20 fee.
    ids.k2 = await keptBooking('5000');
    const before = (await admin().listSettlementStatements({ merchantId: w.f.merchantId })).list.length;
    expect(await refusal(admin().createSettlementStatements(period()))).toMatchObject({
      code: 'failed_precondition',
      message: SERVER_MESSAGE.settlementAdjustmentsExceedEarnings,
    });
    expect((await admin().listSettlementStatements({ merchantId: w.f.merchantId })).list).toHaveLength(before);
    expect(await paymentStatus('BOOKING_ORDER_DEPOSIT', ids.k2)).toBe('SUCCESS');
    expect(await ledger()).toBe(1);
  });

  it('is clawed back once, on the next statement with earnings enough, pointing at the refund and its statement', async () => {
    const k3 = await keptBooking();
    const { list } = await admin().createSettlementStatements(period());
    // 49.70 + 198.80 - (200.00 - 1.20 fee given back).
    expect(list[0]).toMatchObject({ itemCount: 3, netAmount: '4970', adjustmentCount: 1, adjustmentAmount: '-19880' });
    const { itemList } = await w.f.merchantStaff
      .client(MerchantSettlementService)
      .getMerchantSettlementStatement({ merchantId: w.f.merchantId, statementId: list[0].id });
    const adjustment = itemList.find((i) => i.kind === Kind.ADJUSTMENT)!;
    expect(adjustment).toMatchObject({
      subjectId: ids.k1,
      originalStatementId: first.id,
      grossAmount: '0',
      refundAmount: '20000',
      feeAmount: '-120',
      netAmount: '-19880',
    });
    expect(adjustment.refundTransactionId).not.toBe('0');
    expect(itemList.filter((i) => i.kind === Kind.PAYMENT).map((i) => i.subjectId)).toEqual([ids.k2, k3]);
    expect(await ledger()).toBe(0);
    await admin().recordSettlementPayout({
      statementId: list[0].id,
      reference: 'BANK-102',
      payoutDate: today(),
      amount: '4970',
    });
  });

  it('after the payout: a ticket refunded and a kept deposit given back are clawed back from later earnings', async () => {
    // The ticket whose session was over is still unused: staff refund it whole.
    await w.f.staffX
      .client(StoreTicketingService)
      .refundTicketVoucher({ storeId: w.f.x.storeId, voucherId: ids.over, reason: 'event moved' });
    await deliver();
    // The 50.00 kept of k2 (on the paid statement with its 150.00 refund netted) goes back too.
    await revokeKeep(ids.k2);
    expect(await paymentStatus('TICKETING_EVENT_TICKET_VOUCHER', ids.over)).toBe('SETTLED');
    expect(await refundedOf('TICKETING_EVENT_TICKET_VOUCHER', ids.over)).toBe('38800');
    expect(await refundedOf('BOOKING_ORDER_DEPOSIT', ids.k2)).toBe('20000');
    expect(await ledger()).toBe(2);
    const mall = await mallOrder('finished', 3);
    const { list } = await admin().createSettlementStatements(period());
    // 864.00 - 5.18 fee, less 388.00 - 2.33 and 50.00 - 0.30 given back.
    expect(list[0]).toMatchObject({ itemCount: 3, adjustmentCount: 2, adjustmentAmount: '-43537', netAmount: '42345' });
    expect(await paymentStatus('MALL_ORDER', mall)).toBe('WAIT_PAYOUT');
    expect(await ledger()).toBe(0);
    // Nothing left to claw back or pay: the same period again makes nothing.
    expect(await refusal(admin().createSettlementStatements(period()))).toMatchObject({
      message: SERVER_MESSAGE.settlementNothingToSettle,
    });
  });
});
