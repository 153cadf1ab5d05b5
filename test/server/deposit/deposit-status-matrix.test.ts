import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure } from '../../helpers/booking-fixture';
import {
  book,
  expectBooksMatchLedger,
  moneySnapshot,
  staffDeposits,
  startDepositWorld,
  type DepositWorld,
  atItsTime,
} from './support/deposit-world';

// Which deposit operation staff may make in which status, written out here on
// its own (docs/booking-engine.md has the same table): each is tried on an
// order in every state, and a refusal must change nothing.

type State =
  | 'WDP'
  | 'WSC'
  | 'WS'
  | 'WS_ARRIVED'
  | 'WCP'
  | 'WFP'
  | 'FINISHED'
  | 'CLOSED_ABSENT'
  | 'CLOSED_AGREED'
  | 'CLOSED_REJECTED';
const STATES: State[] = [
  'WDP',
  'WSC',
  'WS',
  'WS_ARRIVED',
  'WCP',
  'WFP',
  'FINISHED',
  'CLOSED_ABSENT',
  'CLOSED_AGREED',
  'CLOSED_REJECTED',
];

type Operation = 'modify' | 'refund' | 'forfeit' | 'discount';
const ALLOWED: Record<Operation, State[]> = {
  modify: ['WDP'],
  refund: STATES.filter((s) => s !== 'WDP'),
  forfeit: ['WS_ARRIVED', 'WCP', 'WFP', 'FINISHED', 'CLOSED_ABSENT', 'CLOSED_AGREED'],
  discount: ['WS_ARRIVED', 'WFP', 'FINISHED'],
};

/**
 * Closed and finished orders hold nothing (every close and every finish settles
 * the deposit, close-settlement.ts and finish-settlement.ts): there an allowed
 * operation passes the status check and is refused for its amount.
 */
const HOLDS_NOTHING: State[] = ['FINISHED', 'CLOSED_ABSENT', 'CLOSED_AGREED', 'CLOSED_REJECTED'];
const STATUS_REFUSAL = 'the order status does not allow this action';

let w: DepositWorld;
const orders = new Map<State, string>();
const ref = (id: string) => ({ storeId: w.f.y.storeId, bookingOrderId: id });

async function orderIn(state: State): Promise<string> {
  const id = (await book(w, w.f.dinerA, 'y')).model!.id;
  if (state === 'WDP') return id;
  const staff = w.f.staffY;
  await staffDeposits(w, staff).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
  const actions = staff.client(StoreBookingActionService);
  if (state === 'CLOSED_REJECTED') {
    await actions.closeBookingOrder({ ...ref(id), closeReason: BookingOrder_CloseReason.STORE_REJECT });
    return id;
  }
  if (state === 'WSC') return id;
  await actions.confirmBookingOrder(ref(id));
  if (state === 'WCP' || state === 'CLOSED_AGREED') {
    // Past the cancel deadline (60 days), cancelling is an application.
    await w.f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id });
    if (state === 'CLOSED_AGREED') await actions.agreeCancel(ref(id));
    return id;
  }
  if (state === 'CLOSED_ABSENT') {
    await atItsTime(w, id, () => actions.notArriveBookingOrder(ref(id)), w.f.y.storeId);
    return id;
  }
  if (state === 'WS') return id;
  await atItsTime(w, id, () => actions.arriveBookingOrder(ref(id)), w.f.y.storeId);
  if (state === 'WFP') await actions.setFinalPayment({ ...ref(id), finalPaymentAmount: '100', mealCostAmount: '100' });
  if (state === 'FINISHED') await actions.finishBookingOrder(ref(id));
  return id;
}

const run: Record<Operation, (id: string) => Promise<unknown>> = {
  modify: (id) => staffDeposits(w, w.f.staffY).modifyDeposit({ ...ref(id), depositAmount: '25000' }),
  refund: (id) => staffDeposits(w, w.f.staffY).refundDeposit({ ...ref(id), amount: '100' }),
  forfeit: (id) => staffDeposits(w, w.f.staffY).forfeitDeposit({ ...ref(id), amount: '100' }),
  discount: (id) => staffDeposits(w, w.f.staffY).discountDeposit({ ...ref(id), amount: '100' }),
};

beforeAll(async () => {
  w = await startDepositWorld();
  await w.f.staffY.client(StoreSettingService).updateBookingConfig({
    storeId: w.f.y.storeId,
    bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 60 },
  });
  for (const state of STATES) orders.set(state, await orderIn(state));
}, 120_000);
afterAll(() => w.server.close());

describe('deposit operations by status', () => {
  for (const operation of Object.keys(ALLOWED) as Operation[]) {
    it(`${operation}: allowed from ${ALLOWED[operation].join(', ')}; refused from the rest`, async () => {
      for (const state of STATES) {
        const id = orders.get(state)!;
        const context = `${operation} from ${state}`;
        if (ALLOWED[operation].includes(state) && HOLDS_NOTHING.includes(state)) {
          const before = await moneySnapshot(w, id, w.f.y.storeId);
          const refused = await failure(run[operation](id));
          expect(refused.code, context).toBe('FailedPrecondition');
          expect(refused.message, context).not.toBe(STATUS_REFUSAL);
          expect(await moneySnapshot(w, id, w.f.y.storeId), context).toEqual(before);
        } else if (ALLOWED[operation].includes(state)) {
          await expect(run[operation](id), context).resolves.toBeDefined();
        } else {
          const before = await moneySnapshot(w, id, w.f.y.storeId);
          expect(await failure(run[operation](id)), context).toEqual({
            code: 'FailedPrecondition',
            message: STATUS_REFUSAL,
          });
          expect(await moneySnapshot(w, id, w.f.y.storeId), context).toEqual(before);
        }
        await expectBooksMatchLedger(w, id, w.f.y.storeId, context);
      }
    });
  }
});
