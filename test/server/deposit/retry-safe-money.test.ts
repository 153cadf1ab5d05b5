import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason, BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
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
} from './support/deposit-world';

// A money-moving call retried with its idempotency key, as a client does when
// the answer to the first attempt never came (an outage cut it): the change
// happens once and the retry hears what the first attempt was answered.

let w: DepositWorld;
beforeAll(async () => {
  w = await startDepositWorld();
}, 60_000);
afterAll(() => w.server.close());

const ref = (id: string) => ({ storeId: w.f.x.storeId, bookingOrderId: id });
const actions = (who = w.f.staffX) => who.client(StoreBookingActionService);
let keys = 0;
const newKey = () => `retry-test-${++keys}`;
const REUSED = { code: 'InvalidArgument', message: 'this request id was already used for a different request' };

async function paidOnline() {
  const id = (await book(w)).model!.id;
  await payOnline(w, id);
  return id;
}

/** The call made and its answer lost on the way back: only the bytes went out. */
async function sendAndDropAnswer(method: Parameters<typeof methodPath>[0], body: object) {
  const sent = await rawCall(w.server.url, methodPath(method), JSON.stringify(body), {
    headers: { 'x-session-key': w.f.staffX.sessionKey },
  });
  expect(sent.status).toBe(200);
}

const depositRefunds = async (id: string) => (await logsOf(w, id)).filter((l) => l.typeName === 'DEPOSIT_REFUND');

describe('a refund retried with its key', () => {
  it('is made once when the answer was lost, and the retry gets its answer', async () => {
    const id = await paidOnline();
    const key = newKey();
    await sendAndDropAnswer(StoreDepositService.method.refundDeposit, {
      ...ref(id),
      amount: '5000',
      idempotencyKey: key,
    });
    const after = await moneySnapshot(w, id);

    const retry = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '5000', idempotencyKey: key });
    expect(retry.order).toMatchObject({ refundingAmount: '5000', netPaidAmount: '15000' });
    expect(await moneySnapshot(w, id)).toEqual(after);
    const asked = await depositRefunds(id);
    expect(asked).toHaveLength(1);
    // The answer names the one refund the first attempt recorded.
    expect(retry.refundList.map((r) => r.model!.id)).toEqual(asked[0].after.refundIds);
    await expectBooksMatchLedger(w, id);
  });

  it('answers a replay after success with the same answer, and refunds nothing more', async () => {
    const id = await paidOnline();
    const key = newKey();
    const first = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '7000', idempotencyKey: key });
    const before = await moneySnapshot(w, id);
    const again = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '7000', idempotencyKey: key });
    expect(again).toEqual(first);
    expect(await moneySnapshot(w, id)).toEqual(before);
    expect(before.deposit.refunding).toBe('7000');
  });

  it('refuses the key with another request, and changes nothing', async () => {
    const id = await paidOnline();
    const key = newKey();
    await staffDeposits(w).refundDeposit({ ...ref(id), amount: '3000', idempotencyKey: key });
    const before = await moneySnapshot(w, id);
    expect(await failure(staffDeposits(w).refundDeposit({ ...ref(id), amount: '4000', idempotencyKey: key }))).toEqual(
      REUSED,
    );
    // Another call with the same key is another request too.
    expect(await failure(staffDeposits(w).forfeitDeposit({ ...ref(id), amount: '3000', idempotencyKey: key }))).toEqual(
      REUSED,
    );
    expect(await moneySnapshot(w, id)).toEqual(before);
  });

  it('treats another key as another refund, within what is refundable', async () => {
    const id = await paidOnline();
    await staffDeposits(w).refundDeposit({ ...ref(id), amount: '12000', idempotencyKey: newKey() });
    await staffDeposits(w).refundDeposit({ ...ref(id), amount: '8000', idempotencyKey: newKey() });
    expect(
      await failure(staffDeposits(w).refundDeposit({ ...ref(id), amount: '1', idempotencyKey: newKey() })),
    ).toEqual({ code: 'FailedPrecondition', message: 'the refund amount exceeds what can be refunded' });
    expect((await depositRefunds(id)).length).toBe(2);
    await expectBooksMatchLedger(w, id);
  });

  it('makes one refund when the retry races the first attempt', async () => {
    const id = await paidOnline();
    const key = newKey();
    const request = { ...ref(id), amount: DEPOSIT, idempotencyKey: key };
    const [a, b] = await Promise.all([
      staffDeposits(w).refundDeposit(request),
      staffDeposits(w).refundDeposit(request),
    ]);
    expect(b).toEqual(a);
    expect(await depositRefunds(id)).toHaveLength(1);
    await expectBooksMatchLedger(w, id);
  });
});

describe('a close retried with its key', () => {
  it('closes once and refunds once when the answer was lost', async () => {
    const id = await paidOnline();
    const key = newKey();
    const close = { ...ref(id), closeReason: BookingOrder_CloseReason.STORE_REJECT, idempotencyKey: key };
    await sendAndDropAnswer(StoreBookingActionService.method.closeBookingOrder, {
      ...close,
      closeReason: 'STORE_REJECT',
    });
    const after = await moneySnapshot(w, id);
    const retry = await actions().closeBookingOrder(close);
    expect(retry.order).toMatchObject({ status: BookingOrder_Status.CLOSED, refundingAmount: DEPOSIT });
    expect(await moneySnapshot(w, id)).toEqual(after);
    const logs = await logsOf(w, id);
    expect(logs.filter((l) => l.typeName === 'CLOSE')).toHaveLength(1);
    expect(logs.filter((l) => l.typeName === 'DEPOSIT_REFUND')).toHaveLength(1);
  });

  it('is refused by the status rules under another key', async () => {
    const id = await paidOnline();
    await actions().closeBookingOrder({
      ...ref(id),
      closeReason: BookingOrder_CloseReason.STORE_REJECT,
      idempotencyKey: newKey(),
    });
    const before = await moneySnapshot(w, id);
    expect(
      await failure(
        actions().closeBookingOrder({
          ...ref(id),
          closeReason: BookingOrder_CloseReason.STORE_REJECT,
          idempotencyKey: newKey(),
        }),
      ),
    ).toEqual({ code: 'FailedPrecondition', message: 'the order status does not allow this action' });
    expect(await moneySnapshot(w, id)).toEqual(before);
  });
});

describe('keys belong to their caller', () => {
  it("does not replay another user's answer: the same key from someone else is their own action", async () => {
    const id = await paidOnline();
    const key = newKey();
    const mine = await actions().confirmBookingOrder({ ...ref(id), idempotencyKey: key });
    expect(mine.order?.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    const before = await moneySnapshot(w, id);
    // The merchant's staff member sends the same key: not a replay, so the transition table decides.
    expect(await failure(actions(w.f.merchantStaff).confirmBookingOrder({ ...ref(id), idempotencyKey: key }))).toEqual({
      code: 'FailedPrecondition',
      message: 'the order status does not allow this action',
    });
    // And a key used by someone else is still free for a request of one's own.
    const other = await paidOnline();
    const theirs = await actions(w.f.merchantStaff).confirmBookingOrder({ ...ref(other), idempotencyKey: key });
    expect(theirs.order?.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    expect(await moneySnapshot(w, id)).toEqual(before);
  });

  it('keeps a refused call from using up its key', async () => {
    const id = (await book(w)).model!.id;
    const key = newKey();
    expect(
      await failure(staffDeposits(w).refundDeposit({ ...ref(id), amount: '100', idempotencyKey: key })),
    ).toMatchObject({
      message: 'the order status does not allow this action',
    });
    await payOnline(w, id);
    const done = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '100', idempotencyKey: key });
    expect(done.refundList).toHaveLength(1);
  });
});

// Last in this file: it moves the clock a week on.
describe('keys are kept for a week', () => {
  it('forgets them after it: the same key is then a new action', async () => {
    const id = await paidOnline();
    const key = newKey();
    await staffDeposits(w).refundDeposit({ ...ref(id), amount: '1000', idempotencyKey: key });
    w.clock.advance(6 * 24 * 3600_000);
    await w.server.services.idempotencyPurge.purge();
    expect(await failure(staffDeposits(w).refundDeposit({ ...ref(id), amount: '2000', idempotencyKey: key }))).toEqual(
      REUSED,
    );
    w.clock.advance(2 * 24 * 3600_000);
    expect(await w.server.services.idempotencyPurge.purge()).toBeGreaterThan(0);
    const again = await staffDeposits(w).refundDeposit({ ...ref(id), amount: '2000', idempotencyKey: key });
    expect(again.order?.refundingAmount).toBe('3000');
  });
});
