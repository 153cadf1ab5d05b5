import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { OfflinePaymentKind, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { DEPOSIT_EXPIRY_JOB } from '../../../server/domain/booking/booking-timers';
import { JobRepository } from '../../../server/jobs/job.repository';
import { failure } from '../../helpers/booking-fixture';
import {
  book,
  DEPOSIT,
  expectBooksMatchLedger,
  logsOf,
  moneySnapshot,
  staffDeposits,
  startDepositWorld,
  statusName,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// Forfeits, discounts, their supplements and revokes, and changing the
// deposit before it is paid: operations that move no money, only what the
// order still holds. Each with the refusal that must change nothing.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const actions = () => w.f.staffX.client(StoreBookingActionService);
const deposits = () => staffDeposits(w);

/** An order whose deposit was paid at the counter, confirmed, and (optionally) arrived. */
async function paid(arrived: boolean) {
  const id = (await book(w)).model!.id;
  await deposits().payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CARD });
  await actions().confirmBookingOrder(ref(id));
  if (arrived) await atItsTime(w, id, () => actions().arriveBookingOrder(ref(id)));
  return id;
}

async function expectRefused(id: string, call: () => Promise<unknown>, message: string) {
  const before = await moneySnapshot(w, id);
  expect((await failure(call())).message).toBe(message);
  expect(await moneySnapshot(w, id)).toEqual(before);
}

describe('forfeiting', () => {
  it('keeps part of the deposit of a party that came, then more as a supplement forfeit', async () => {
    const id = await paid(true);
    const { order } = await deposits().forfeitDeposit({ ...ref(id), amount: '5000' });
    expect(order).toMatchObject({ depositForfeitAmount: '5000', netPaidAmount: '15000' });

    const more = await deposits().forfeitDeposit({ ...ref(id), amount: '3000', remark: 'late notice' });
    expect(more.order).toMatchObject({ depositForfeitAmount: '8000', netPaidAmount: '12000' });
    const forfeits = (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_FORFEIT');
    expect(forfeits.map((l) => [l.after.amount, l.after.supplement, l.revocable])).toEqual([
      ['5000', false, true],
      ['3000', true, true],
    ]);
    expect(forfeits[1]).toMatchObject({ remark: 'late notice', operatorUserId: w.f.staffX.userId });
    await expectBooksMatchLedger(w, id);
  });

  it('keeps part of a no-show’s deposit and hands the rest back: a closed order holds nothing', async () => {
    const id = await paid(false);
    const { order } = await atItsTime(w, id, () =>
      actions().notArriveBookingOrder({ ...ref(id), forfeitDeposit: true, forfeitAmount: '5000' }),
    );
    expect(statusName(order!.status)).toBe('CLOSED');
    expect(BookingOrder_CloseReason[order!.closeReason]).toBe('ABSENT');
    expect(order).toMatchObject({ depositForfeitAmount: '5000', refundAmount: '15000', netPaidAmount: '0' });
    await expectBooksMatchLedger(w, id);
  });

  it('requires an amount, within what is held, and refuses a no-show without one', async () => {
    const id = await paid(false);
    await expectRefused(
      id,
      () => actions().notArriveBookingOrder({ ...ref(id), forfeitDeposit: true }),
      'forfeit amount is required when forfeiting',
    );
    const absent = await atItsTime(w, id, () => actions().notArriveBookingOrder({ ...ref(id) }));
    expect(statusName(absent.order!.status)).toBe('CLOSED');
    await expectRefused(id, () => deposits().forfeitDeposit(ref(id)), 'forfeit amount is required when forfeiting');
    await expectRefused(
      id,
      () => deposits().forfeitDeposit({ ...ref(id), amount: '20001' }),
      'the amount exceeds what the order still holds',
    );
    await expectRefused(
      id,
      () => deposits().forfeitDeposit({ ...ref(id), amount: '-5' as never }),
      'amount cannot be negative',
    );
  });

  it('is refused while the party is still expected, and after the store turned the booking down', async () => {
    const expected = await paid(false);
    await expectRefused(
      expected,
      () => deposits().forfeitDeposit({ ...ref(expected), amount: '100' }),
      'the order status does not allow this action',
    );
    const rejected = (await book(w)).model!.id;
    await deposits().payDepositOffline({ ...ref(rejected), offlineKind: OfflinePaymentKind.CASH });
    await actions().closeBookingOrder({ ...ref(rejected), closeReason: BookingOrder_CloseReason.STORE_REJECT });
    await expectRefused(
      rejected,
      () => deposits().forfeitDeposit({ ...ref(rejected), amount: '100' }),
      'the order status does not allow this action',
    );
  });
});

describe('discounting against the meal cost', () => {
  it('deducts from the deposit of a party that came, then more as a supplement discount', async () => {
    const id = await paid(true);
    const first = await deposits().discountDeposit({ ...ref(id), amount: '8000' });
    expect(first.order).toMatchObject({ depositDiscountAmount: '8000', netPaidAmount: '12000' });
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '22000', mealCostAmount: '30000' });
    const second = await deposits().discountDeposit({ ...ref(id), amount: '2000', remark: 'wine' });
    expect(second.order).toMatchObject({ depositDiscountAmount: '10000', netPaidAmount: '10000' });
    const discounts = (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_DISCOUNT');
    expect(discounts.map((l) => l.after.supplement)).toEqual([false, true]);
    await expectBooksMatchLedger(w, id);
  });

  it('is refused before the party arrives, without an amount, or beyond what is held', async () => {
    const waiting = await paid(false);
    await expectRefused(
      waiting,
      () => deposits().discountDeposit({ ...ref(waiting), amount: '100' }),
      'the order status does not allow this action',
    );
    const id = await paid(true);
    await expectRefused(id, () => deposits().discountDeposit(ref(id)), 'discount amount is required when discounting');
    await deposits().refundDeposit({ ...ref(id), amount: '15000' });
    await expectRefused(
      id,
      () => deposits().discountDeposit({ ...ref(id), amount: '5001' }),
      'the amount exceeds what the order still holds',
    );
  });
});

describe('revoking', () => {
  it('undoes a discount: held again, the entry marked reverted, and only once', async () => {
    const id = await paid(true);
    await deposits().discountDeposit({ ...ref(id), amount: '7000' });
    const entry = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_DISCOUNT')!;
    const { order } = await deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: entry.id });
    expect(order).toMatchObject({ depositDiscountAmount: '0', netPaidAmount: DEPOSIT });
    const logs = await logsOf(w, id);
    const revert = logs.at(-1)!;
    expect(revert.typeName).toBe('REVERT');
    expect(revert.after).toMatchObject({ amount: '7000', revokedType: 'DEPOSIT_DISCOUNT' });
    expect(logs.find((l) => l.id === entry.id)).toMatchObject({ revertedByLogId: revert.id, revocable: false });
    await expectRefused(
      id,
      () => deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: entry.id }),
      'this operation has already been revoked',
    );
    await expectBooksMatchLedger(w, id);
  });

  it('undoes a no-show forfeit: the whole deposit goes back at once', async () => {
    const id = await paid(false);
    await atItsTime(w, id, () =>
      actions().notArriveBookingOrder({ ...ref(id), forfeitDeposit: true, forfeitAmount: DEPOSIT }),
    );
    const entry = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_FORFEIT')!;
    const back = await deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: entry.id });
    expect(back.order).toMatchObject({ depositForfeitAmount: '0', refundAmount: DEPOSIT, netPaidAmount: '0' });
    await expectBooksMatchLedger(w, id);
  });

  it('offers no revoke for a forfeit whose amount a late refund took back, and refuses it', async () => {
    const id = await paid(true);
    await deposits().forfeitDeposit({ ...ref(id), amount: '2000' });
    await deposits().forfeitDeposit({ ...ref(id), amount: '1000' });
    // What refund-settlement.ts does when a refund that had failed succeeds
    // after all: the store cannot keep what went back, so 1,500 of the
    // forfeits is taken back (the channel's late success is not reproducible
    // in the sandbox, so the column is set as it would leave it).
    await w.server.database.db
      .updateTable('booking_order')
      .set({ deposit_forfeit_amount: '1500' })
      .where('id', '=', id)
      .execute();
    const [first, second] = (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_FORFEIT');
    expect([first.revocable, second.revocable]).toEqual([false, true]);
    await expectRefused(
      id,
      () => deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: first.id }),
      'this operation cannot be revoked',
    );
    const { order } = await deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: second.id });
    expect(order?.depositForfeitAmount).toBe('500');
  });

  it('refuses to revoke what moved money, or an entry that is not there', async () => {
    const id = await paid(true);
    const paidEntry = (await logsOf(w, id)).find((l) => l.typeName === 'OFFLINE_DEPOSIT')!;
    expect(paidEntry.revocable).toBe(false);
    await expectRefused(
      id,
      () => deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: paidEntry.id }),
      'this operation cannot be revoked',
    );
    await deposits().refundDeposit({ ...ref(id), amount: '100' });
    const refundEntry = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_REFUND')!;
    await expectRefused(
      id,
      () => deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: refundEntry.id }),
      'this operation cannot be revoked',
    );
    const other = await paid(true);
    await deposits().discountDeposit({ ...ref(other), amount: '100' });
    const otherEntry = (await logsOf(w, other)).find((l) => l.typeName === 'DEPOSIT_DISCOUNT')!;
    await expectRefused(
      id,
      () => deposits().revokeDepositOperation({ ...ref(id), bookingOrderLogId: otherEntry.id }),
      'order log does not exist',
    );
    // Nor through the order log's generic revert: money has its own rules.
    await expectRefused(
      other,
      () =>
        w.f.staffX
          .client(StoreBookingOrderService)
          .revertBookingOrderLog({ ...ref(other), bookingOrderLogId: otherEntry.id }),
      'this change cannot be reverted',
    );
  });
});

describe('changing the deposit before it is paid', () => {
  it('changes what the diner is asked to pay, and is logged', async () => {
    const id = (await book(w)).model!.id;
    const { order } = await deposits().modifyDeposit({ ...ref(id), depositAmount: '30000', remark: 'large party' });
    expect(order).toMatchObject({ depositAmount: '30000' });
    expect(statusName(order!.status)).toBe('WAIT_DEPOSIT_PAYMENT');
    const config = await w.f.dinerA
      .client(DinerPaymentConfigService)
      .getPaymentConfig({ purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT, subjectId: id });
    expect(config.amount).toBe('30000');
    const entry = (await logsOf(w, id)).at(-1)!;
    expect([entry.typeName, JSON.parse(entry.beforeJson), entry.after, entry.remark]).toEqual([
      'DEPOSIT_MODIFY',
      { depositAmount: DEPOSIT },
      { depositAmount: '30000' },
      'large party',
    ]);
  });

  it('waives it with 0: the order moves on and its deadline goes', async () => {
    const id = (await book(w)).model!.id;
    const { order } = await deposits().modifyDeposit({ ...ref(id), depositAmount: '0' });
    expect(statusName(order!.status)).toBe('WAIT_STORE_CONFIRM');
    expect(order).toMatchObject({ depositAmount: '0', paidAmount: '0' });
    expect(order!.depositExpireTime).toBeUndefined();
    const pending = await new JobRepository(w.server.database.db).pending(DEPOSIT_EXPIRY_JOB);
    expect(pending.map((j) => (j.payload as { orderId: string }).orderId)).not.toContain(id);
    expect((await logsOf(w, id)).at(-1)!.after).toMatchObject({ waived: true });
  });

  it('is refused once paid, or for an amount that is not one', async () => {
    const id = await paid(false);
    await expectRefused(
      id,
      () => deposits().modifyDeposit({ ...ref(id), depositAmount: '100' }),
      'the order status does not allow this action',
    );
    const unpaid = (await book(w)).model!.id;
    await expectRefused(
      unpaid,
      () => deposits().modifyDeposit({ ...ref(unpaid), depositAmount: '100000000000000' }),
      'amount is invalid',
    );
  });
});
