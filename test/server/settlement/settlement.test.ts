import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import {
  DepositSettlement_Choice as Choice,
  StoreBookingActionService,
} from '@gen/booking/v1/store_booking_action_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import {
  AdminSettlementService,
  MerchantSettlementService,
  SettlementStatement_Status as Status,
} from '@gen/payment/v1/settlement_service_pb';
import { addDays } from '@common/business-date';
import { SERVER_MESSAGE } from '@common/server-messages';
import { businessDateOf } from '@common/zoned-time';
import { refusal } from '../../helpers/identity';
import {
  atItsTime,
  book,
  payOnline,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
} from '../deposit/support/deposit-world';
import { expectLedgerAddsUp } from './support/settlement-ledger';

// The platform's side of the money: a payment the merchant is owed moves to
// WAIT_PAYOUT onto a statement with refunds and the channel fee netted, and
// the recorded payout settles it. The books add up to the transactions.

let w: DepositWorld;
let ids: { kept: string; split: string; refunded: string; cash: string; open: string };
beforeAll(async () => {
  w = await startDepositWorld();
  const actions = w.f.staffX.client(StoreBookingActionService);
  const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
  const paidOnline = async () => {
    const id = (await book(w)).model!.id;
    await payOnline(w, id);
    await actions.confirmBookingOrder(ref(id));
    return id;
  };
  // Kept whole after a no-show: owed 200.00.
  const kept = await paidOnline();
  await atItsTime(w, kept, () => actions.notArriveBookingOrder(ref(kept)), undefined, true);
  // Cancelled by the store keeping 70.00: 130.00 refunded, 70.00 owed.
  const split = await paidOnline();
  await actions.closeBookingOrder({
    ...ref(split),
    closeReason: Reason.STORE_CANCEL,
    depositSettlement: { choice: Choice.PARTIAL, forfeitAmount: '7000' },
  });
  // Rejected and refunded whole: nothing owed.
  const refunded = await paidOnline();
  await actions.closeBookingOrder({
    ...ref(refunded),
    closeReason: Reason.STORE_CANCEL,
    depositSettlement: { choice: Choice.REFUND_ALL },
  });
  // Paid in cash at the counter: the store already has it.
  const cash = (await book(w)).model!.id;
  await staffDeposits(w).payDepositOffline({ ...ref(cash), offlineKind: OfflinePaymentKind.CASH });
  await actions.confirmBookingOrder(ref(cash));
  await atItsTime(w, cash, () => actions.notArriveBookingOrder(ref(cash)), undefined, true);
  // Still to come: not owed yet.
  const open = await paidOnline();
  await w.server.services.jobs.runDue(w.clock.now());
  await w.server.services.jobs.runDue(w.clock.now());
  ids = { kept, split, refunded, cash, open };
}, 120_000);
afterAll(() => w.server.close());

const today = () => businessDateOf(w.clock.now().getTime(), 'Asia/Shanghai');
const period = () => ({
  merchantId: w.f.merchantId,
  periodStart: addDays(today(), -1),
  periodEnd: addDays(today(), 1),
});
const admin = () => w.f.admin.client(AdminSettlementService);

async function statusOf(orderId: string) {
  const r = await sql<{ status: string }>`
    SELECT status FROM payment_transaction
    WHERE kind = 'PAYMENT' AND subject_id = ${orderId}::bigint AND status <> 'FAIL'`.execute(w.server.database.db);
  return r.rows.map((x) => x.status).join(',');
}

describe('settlement', () => {
  it('puts only what the merchant is owed on a statement, with refunds and fees netted', async () => {
    const { list } = await admin().createSettlementStatements(period());
    expect(list).toHaveLength(1);
    // Fees at 0.6% of what was kept: 120 on 20000, 42 on 7000.
    expect(list[0]).toMatchObject({
      merchantId: w.f.merchantId,
      currency: 'CNY',
      status: Status.WAIT_PAYOUT,
      itemCount: 2,
      grossAmount: '40000',
      refundAmount: '13000',
      feeAmount: '162',
      netAmount: '26838',
    });
    expect([await statusOf(ids.kept), await statusOf(ids.split)]).toEqual(['WAIT_PAYOUT', 'WAIT_PAYOUT']);
    expect([await statusOf(ids.refunded), await statusOf(ids.open)]).toEqual(['SUCCESS', 'SUCCESS']);
    expect(await statusOf(ids.cash)).toBe('SUCCESS');
    expect(await expectLedgerAddsUp(w.server.database.db)).toBe(0);
    // The same period again: nothing left, nothing made.
    expect(await refusal(admin().createSettlementStatements(period()))).toMatchObject({
      code: 'failed_precondition',
      message: SERVER_MESSAGE.settlementNothingToSettle,
    });
  });

  it('records a payout only for the exact net, once, and settles its payments', async () => {
    const [statement] = (await admin().listSettlementStatements({ merchantId: w.f.merchantId })).list;
    const payout = { statementId: statement.id, reference: 'BANK-001', payoutDate: today(), amount: '26838' };
    expect(await refusal(admin().recordSettlementPayout({ ...payout, amount: '26839' }))).toMatchObject({
      code: 'invalid_argument',
      message: SERVER_MESSAGE.settlementAmountMismatch,
    });
    expect(await refusal(admin().recordSettlementPayout({ ...payout, reference: ' ' }))).toMatchObject({
      message: SERVER_MESSAGE.settlementReferenceRequired,
    });
    expect(await statusOf(ids.kept)).toBe('WAIT_PAYOUT');
    const { statement: paid } = await admin().recordSettlementPayout(payout);
    expect(paid).toMatchObject({ status: Status.SETTLED, payoutReference: 'BANK-001', payoutAmount: '26838' });
    expect([await statusOf(ids.kept), await statusOf(ids.split)]).toEqual(['SETTLED', 'SETTLED']);
    expect(await refusal(admin().recordSettlementPayout(payout))).toMatchObject({
      code: 'failed_precondition',
      message: SERVER_MESSAGE.settlementAlreadyPaid,
    });
    expect(await expectLedgerAddsUp(w.server.database.db)).toBe(0);
  });

  it('shows the merchant its statements and their items; others are refused', async () => {
    const merchant = w.f.merchantStaff.client(MerchantSettlementService);
    const { list } = await merchant.listMerchantSettlementStatements({ merchantId: w.f.merchantId });
    expect(list).toHaveLength(1);
    const { itemList } = await merchant.getMerchantSettlementStatement({
      merchantId: w.f.merchantId,
      statementId: list[0].id,
    });
    expect(itemList.map((i) => [i.grossAmount, i.refundAmount, i.feeAmount, i.netAmount])).toEqual([
      ['20000', '0', '120', '19880'],
      ['20000', '13000', '42', '6958'],
    ]);
    // Another merchant's staff cannot read it under their own merchant id.
    expect(
      await refusal(
        merchant.getMerchantSettlementStatement({ merchantId: w.f.otherMerchantId, statementId: list[0].id }),
      ),
    ).toMatchObject({ code: 'permission_denied' });
    expect(
      await refusal(
        w.f.staffX.client(MerchantSettlementService).listMerchantSettlementStatements({ merchantId: w.f.merchantId }),
      ),
    ).toMatchObject({ code: 'permission_denied', message: SERVER_MESSAGE.noMerchantPermission });
    for (const who of [w.f.merchantStaff, w.f.dinerA]) {
      expect(await refusal(who.client(AdminSettlementService).listSettlementStatements({}))).toMatchObject({
        code: 'permission_denied',
        message: SERVER_MESSAGE.administratorsOnly,
      });
    }
  });
});
