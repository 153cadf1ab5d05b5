import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflinePaymentKind, PaymentChannel, PaymentPurpose, Transaction_Kind } from '@gen/payment/v1/payment_pb';
import { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { addDays } from '@common/business-date';
import { SERVER_MESSAGE } from '@common/server-messages';
import { businessDateOf } from '@common/zoned-time';
import { failure } from '../../helpers/booking-fixture';
import {
  book,
  DEPOSIT,
  payOnline,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
} from '../deposit/support/deposit-world';

// A store's money as its staff read it: every payment and refund, filtered by the
// store's business days, purpose, channel and status, with what the filtered list
// moved in the store's currency. Store X's deposit is 200.00 per party.
let w: DepositWorld;
let onlineId = '';
let counterId = '';
let today = '';
beforeAll(async () => {
  w = await startDepositWorld();
  onlineId = (await book(w)).model!.id;
  await payOnline(w, onlineId);
  counterId = (await book(w)).model!.id;
  const ref = { storeId: w.f.x.storeId, bookingOrderId: counterId };
  await staffDeposits(w).payDepositOffline({ ...ref, offlineKind: OfflinePaymentKind.CASH });
  await staffDeposits(w).refundDeposit({ ...ref, amount: '5000', reason: 'one fewer guest' });
  await w.server.services.jobs.runDue(w.clock.now());
  today = businessDateOf(w.clock.now().getTime(), w.f.x.timezone);
}, 60_000);
afterAll(() => w.server.close());

const list = (filter: Record<string, unknown> = {}, who = w.f.staffX) =>
  who.client(StoreTransactionService).listStoreTransactions({ storeId: w.f.x.storeId, ...filter });

describe("a store's transaction list", () => {
  it("shows today's payments and refunds newest first, and what they moved in the store's currency", async () => {
    const answer = await list({ startDate: today, endDate: today });
    const mine = answer.list.filter((t) => [onlineId, counterId].includes(t.subjectId));
    expect(mine.map((t) => [t.subjectId, Transaction_Kind[t.kind], t.amount])).toEqual([
      [counterId, 'REFUND', '5000'],
      [counterId, 'PAYMENT', DEPOSIT],
      [onlineId, 'PAYMENT', DEPOSIT],
    ]);
    expect(answer.totalList).toEqual([
      expect.objectContaining({ currency: 'CNY', receivedAmount: '40000', refundedAmount: '5000' }),
    ]);
  });

  it('filters by channel: money taken at the counter apart from money paid online', async () => {
    const counter = await list({ channel: PaymentChannel.IN_STORE });
    expect(counter.list.map((t) => t.subjectId)).toEqual([counterId, counterId]);
    const online = await list({ channel: PaymentChannel.SANDBOX, purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT });
    expect(online.list.map((t) => t.subjectId)).toEqual([onlineId]);
    expect(online.totalList[0]).toMatchObject({ receivedAmount: DEPOSIT, refundedAmount: '0' });
  });

  it('counts days where the store is: a range that ends yesterday finds nothing of today', async () => {
    const yesterday = addDays(today, -1);
    const answer = await list({ startDate: addDays(today, -7), endDate: yesterday });
    expect(answer.list).toEqual([]);
    expect(answer.total).toBe(0);
    expect(answer.totalList).toEqual([]);
  });

  it('refuses a date that is not one, or a range that ends before it starts', async () => {
    for (const filter of [
      { startDate: '2026-02-30' },
      { endDate: 'today' },
      { startDate: today, endDate: addDays(today, -1) },
    ]) {
      expect(await failure(list(filter))).toEqual({ code: 'InvalidArgument', message: SERVER_MESSAGE.invalidDate });
    }
  });

  it("is not another store's staff's to read", async () => {
    expect((await failure(list({}, w.f.staffY))).code).toBe('PermissionDenied');
  });
});
