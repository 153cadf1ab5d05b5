import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import {
  DepositSettlement_Choice as Choice,
  StoreBookingActionService,
} from '@gen/booking/v1/store_booking_action_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure } from '../../helpers/booking-fixture';
import {
  book,
  DEPOSIT,
  expectBooksMatchLedger,
  logsOf,
  moneySnapshot,
  payOnline,
  staffDeposits,
  startDepositWorld,
  statusName,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// An order never ends CLOSED holding the diner's money: every closing action
// refunds the deposit still held, lets the store keep it, or splits it, as
// staff chose or by the store's policy (docs/booking-engine.md, "Closing
// settles the deposit"). The order log says where each yuan went.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
  // Store Y: cancelling turns into an application 60 days ahead, so a diner's cancel can be one.
  await w.f.staffY.client(StoreSettingService).updateBookingConfig({
    storeId: w.f.y.storeId,
    bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 60 },
  });
}, 60_000);
afterAll(() => w.server.close());

type Store = 'x' | 'y';
const storeOf = (s: Store) => w.f[s].storeId;
const staffOf = (s: Store) => (s === 'x' ? w.f.staffX : w.f.staffY);
const ref = (id: string, s: Store = 'x') => ({ storeId: storeOf(s), bookingOrderId: id });
const actions = (s: Store = 'x') => staffOf(s).client(StoreBookingActionService);
const deliver = async () => {
  await w.server.services.jobs.runDue(w.clock.now());
  await w.server.services.jobs.runDue(w.clock.now());
};

/** A booking whose deposit of 200 yuan was paid online (or in cash at the counter), then confirmed when asked. */
async function paid(s: Store, how: 'online' | 'cash', confirmed: boolean) {
  const id = (await book(w, w.f.dinerA, s)).model!.id;
  if (how === 'online') await payOnline(w, id);
  else await staffDeposits(w, staffOf(s)).payDepositOffline({ ...ref(id, s), offlineKind: OfflinePaymentKind.CASH });
  if (confirmed) await actions(s).confirmBookingOrder(ref(id, s));
  return id;
}

/** After a close: nothing held, and the log's refund and forfeit entries add up to what was paid. */
async function expectSettled(id: string, s: Store, expected: { refunded: string; forfeited: string }) {
  await deliver();
  const o = await expectBooksMatchLedger(w, id, storeOf(s));
  expect(statusName(o.status)).toBe('CLOSED');
  expect(o).toMatchObject({
    netPaidAmount: '0',
    refundingAmount: '0',
    refundAmount: expected.refunded,
    depositForfeitAmount: expected.forfeited,
  });
  const logs = await logsOf(w, id, storeOf(s));
  const asked = logs.filter((l) => l.typeName === 'DEPOSIT_REFUND' && l.after.refundingAmount !== undefined);
  // A revoked forfeit stays in the log, marked reverted.
  const kept = logs.filter((l) => l.typeName === 'DEPOSIT_FORFEIT' && BigInt(l.revertedByLogId || '0') === 0n);
  const sum = (list: typeof logs) => list.reduce((t, l) => t + Number(l.after.amount), 0);
  expect([sum(asked), sum(kept)]).toEqual([Number(expected.refunded), Number(expected.forfeited)]);
  return { order: o, logs };
}

const ALL = { refunded: DEPOSIT, forfeited: '0' };
const NONE_BACK = { refunded: '0', forfeited: DEPOSIT };

describe('every closing action settles the deposit still held', () => {
  it('the store rejects: refunded by policy, through the channel it came by', async () => {
    const id = await paid('x', 'online', false);
    await actions().closeBookingOrder({ ...ref(id), closeReason: Reason.STORE_REJECT });
    const { logs } = await expectSettled(id, 'x', ALL);
    expect(logs.find((l) => l.typeName === 'DEPOSIT_REFUND')!.after).toMatchObject({
      closeReason: 'STORE_REJECT',
      settlement: { choice: 'REFUND_ALL', keptAmount: '0', refundAmount: DEPOSIT },
    });
  });

  it('the store cancels a booking paid in cash: handed back at the counter, not left held', async () => {
    const id = await paid('x', 'cash', true);
    await actions().closeBookingOrder({ ...ref(id), closeReason: Reason.STORE_CANCEL });
    const { logs } = await expectSettled(id, 'x', ALL);
    // Done the moment it is recorded: the entry tells staff to hand the cash over.
    expect(logs.find((l) => l.typeName === 'DEPOSIT_REFUND' && l.after.refundIds)!.after).toMatchObject({
      handBack: { CASH: DEPOSIT },
    });
  });

  it('the store cancels on the diner’s word and keeps part: the rest is refunded', async () => {
    const id = await paid('x', 'online', true);
    await actions().closeBookingOrder({
      ...ref(id),
      closeReason: Reason.STORE_CANCEL,
      depositSettlement: { choice: Choice.PARTIAL, forfeitAmount: '7000' },
    });
    const { logs } = await expectSettled(id, 'x', { refunded: '13000', forfeited: '7000' });
    // Both entries name the whole split: neither reads as 'refunded in full'.
    const split = { choice: 'PARTIAL', keptAmount: '7000', refundAmount: '13000' };
    expect(logs.find((l) => l.typeName === 'DEPOSIT_FORFEIT')!.after).toMatchObject({ settlement: split });
    expect(logs.find((l) => l.typeName === 'DEPOSIT_REFUND' && l.after.refundIds)!.after).toMatchObject({
      settlement: split,
    });
    expect(logs.find((l) => l.typeName === 'DEPOSIT_REFUND' && l.after.refundIds)!.after.handBack).toBeUndefined();
  });

  it('a no-show: kept by the store’s policy, refunded or split when staff choose', async () => {
    const kept = await paid('x', 'online', true);
    await atItsTime(w, kept, () => actions().notArriveBookingOrder(ref(kept)), undefined, true);
    await expectSettled(kept, 'x', NONE_BACK);

    const refunded = await paid('x', 'online', true);
    await atItsTime(
      w,
      refunded,
      () => actions().notArriveBookingOrder({ ...ref(refunded), depositSettlement: { choice: Choice.REFUND_ALL } }),
      undefined,
      true,
    );
    await expectSettled(refunded, 'x', ALL);

    // The older form: forfeit an amount; the rest no longer stays held.
    const split = await paid('x', 'cash', true);
    await atItsTime(
      w,
      split,
      () => actions().notArriveBookingOrder({ ...ref(split), forfeitDeposit: true, forfeitAmount: '5000' }),
      undefined,
      true,
    );
    await expectSettled(split, 'x', { refunded: '15000', forfeited: '5000' });
  });

  it('the diner cancels while it is free: refunded, cash included', async () => {
    const online = await paid('x', 'online', true);
    await w.f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: online });
    await expectSettled(online, 'x', ALL);
    const cash = await paid('x', 'cash', false);
    await w.f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: cash });
    await expectSettled(cash, 'x', ALL);
  });

  it('staff grant a late cancellation: refunded by policy, or kept when staff choose', async () => {
    const diner = w.f.dinerA.client(DinerBookingOrderService);
    const granted = await paid('y', 'online', true);
    expect((await diner.cancelMyBookingOrder({ bookingOrderId: granted })).applied).toBe(true);
    await actions('y').agreeCancel(ref(granted, 'y'));
    await expectSettled(granted, 'y', ALL);

    const kept = await paid('y', 'online', true);
    await diner.cancelMyBookingOrder({ bookingOrderId: kept });
    await actions('y').agreeCancel({ ...ref(kept, 'y'), depositSettlement: { choice: Choice.FORFEIT_ALL } });
    await expectSettled(kept, 'y', NONE_BACK);
  });

  it('the deposit expires unpaid, or staff close it unpaid: nothing was held', async () => {
    const expired = (await book(w)).model!.id;
    w.clock.advance(31 * 60_000);
    await deliver();
    const unpaid = (await book(w)).model!.id;
    await actions().closeBookingOrder({ ...ref(unpaid), closeReason: Reason.DEPOSIT_PAYMENT_FAIL });
    for (const id of [expired, unpaid]) {
      expect(await expectBooksMatchLedger(w, id)).toMatchObject({ paidAmount: '0', netPaidAmount: '0' });
    }
  });
});

describe('a settlement that cannot be made is refused and changes nothing', () => {
  it.each([
    [
      'keeping the deposit of a booking the store turned down',
      { choice: Choice.FORFEIT_ALL },
      Reason.STORE_REJECT,
      'the order status does not allow this action',
    ],
    [
      'a partial settlement without an amount',
      { choice: Choice.PARTIAL },
      Reason.STORE_CANCEL,
      'forfeit amount is required when forfeiting',
    ],
    [
      'keeping more than is held',
      { choice: Choice.PARTIAL, forfeitAmount: '20001' },
      Reason.STORE_CANCEL,
      'the amount exceeds what the order still holds',
    ],
  ])('%s', async (_, depositSettlement, closeReason, message) => {
    const id = await paid('x', 'online', closeReason !== Reason.STORE_REJECT);
    const before = await moneySnapshot(w, id, storeOf('x'));
    const refused = await failure(actions().closeBookingOrder({ ...ref(id), closeReason, depositSettlement }));
    expect(refused.message).toBe(message);
    expect(await moneySnapshot(w, id, storeOf('x'))).toEqual(before);
  });
});

describe('revoking a forfeit on a closed order', () => {
  it('gives the amount back to the diner at once, so the order still holds nothing', async () => {
    const id = await paid('x', 'online', true);
    await atItsTime(w, id, () => actions().notArriveBookingOrder(ref(id)), undefined, true);
    await deliver();
    const forfeit = (await logsOf(w, id)).find((l) => l.typeName === 'DEPOSIT_FORFEIT')!;
    await staffDeposits(w).revokeDepositOperation({ ...ref(id), bookingOrderLogId: forfeit.id });
    await expectSettled(id, 'x', { refunded: DEPOSIT, forfeited: '0' });
  });
});
