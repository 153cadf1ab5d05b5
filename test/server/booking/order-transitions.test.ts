import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingOrder_CloseReason as Reason,
  BookingOrder_Source,
  BookingOrder_Status as Status,
} from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { atBookingTime, shiftedClock } from '../../helpers/booking-time';
import { startTestServer, type TestServer } from '../../helpers/test-server';
// product items on booking orders
import { StoreOrderProductItemService } from '@gen/booking/v1/order_product_item_service_pb';
import { productWithSku } from '../mall/mall-fixture';

const clock = shiftedClock();
let server: TestServer;
let f: BookingFixture;
let dinerPhone = '';
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  dinerPhone = (await server.services.users.findById(f.dinerA.userId))!.phone;
  // Deadlines 60 days before each reservation: every order here (all within 60
  // days) is past its deadline.
  await f.staffX.client(StoreSettingService).updateBookingConfig({
    storeId: f.x.storeId,
    bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 60 },
  });
}, 60_000);
afterAll(() => server.close());

type State = 'WDP' | 'WSC' | 'WS' | 'WS_ARRIVED' | 'WCP' | 'WFP' | 'FINISHED' | 'CLOSED' | 'WS_MEITUAN';
const STATES: State[] = ['WDP', 'WSC', 'WS', 'WS_ARRIVED', 'WCP', 'WFP', 'FINISHED', 'CLOSED', 'WS_MEITUAN'];

let slot = 0;
/** A fresh order of the diner's in the given state, each on its own date and time. */
async function orderIn(state: State): Promise<string> {
  slot++;
  const staffOrders = f.staffX.client(StoreBookingOrderService);
  const actions = f.staffX.client(StoreBookingActionService);
  // Four times a day that never overlap (lunch turns 1.5 h, dinner 2 h), so a
  // diner's orders never stack: 11:00, 12:30, 17:00, 19:30.
  const times = [
    [f.x.lunchId, hm(11)],
    [f.x.lunchId, hm(12, 30)],
    [f.x.dinnerId, hm(17)],
    [f.x.dinnerId, hm(19, 30)],
  ] as const;
  const [shiftId, start] = times[slot % 4];
  const at = {
    storeId: f.x.storeId,
    reservationDate: f.date(2 + Math.floor(slot / 4)),
    storeShiftId: shiftId,
    reservationStartSecond: start,
    adultCount: 2,
  };
  if (state === 'WSC') {
    const made = await f.dinerA
      .client(DinerBookingOrderService)
      .createBookingOrder({ ...at, diner: { lastName: 'A' } });
    return made.order!.model!.id;
  }
  const made = await staffOrders.createStoreBookingOrder({
    ...at,
    diner: { lastName: 'A', phone: dinerPhone, phoneRegionCode: '86' },
    depositAmount: state === 'WDP' ? '5000' : '0',
    source: state === 'WS_MEITUAN' ? BookingOrder_Source.MEITUAN_SYNC : BookingOrder_Source.MANUAL,
  });
  const id = made.order!.model!.id;
  const ref = { storeId: f.x.storeId, bookingOrderId: id };
  if (['WS_ARRIVED', 'WFP', 'FINISHED'].includes(state)) await atItsTime(id, () => actions.arriveBookingOrder(ref));
  if (state === 'WFP') await actions.setFinalPayment({ ...ref, finalPaymentAmount: '12000', mealCostAmount: '30000' });
  if (state === 'FINISHED') await actions.finishBookingOrder(ref);
  if (state === 'CLOSED') await actions.closeBookingOrder({ ...ref, closeReason: Reason.STORE_CANCEL });
  if (state === 'WCP') await f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id });
  return id;
}

/** Arrive and no-show are taken only around the booking: run them at its time. */
async function atItsTime<T>(id: string, fn: () => Promise<T>): Promise<T> {
  const { order } = await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id));
  return atBookingTime(clock, order!, fn);
}

type Act = (id: string) => Promise<unknown>;
const staff = () => f.staffX.client(StoreBookingActionService);
const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const close = (closeReason: Reason) => (id: string) => staff().closeBookingOrder({ ...ref(id), closeReason });

// product items on booking orders: a SKU of the store's merchant, made on first use
let skuId = '';
const aSku = async () => (skuId ||= (await productWithSku(f)).skuId);

const ACTIONS: Record<string, Act> = {
  confirm: (id) => staff().confirmBookingOrder(ref(id)),
  finalConfirm: (id) => staff().finalConfirmBookingOrder(ref(id)),
  arrive: (id) => atItsTime(id, () => staff().arriveBookingOrder(ref(id))),
  notArrive: (id) => atItsTime(id, () => staff().notArriveBookingOrder(ref(id))),
  setFinalPayment: (id) => staff().setFinalPayment({ ...ref(id), finalPaymentAmount: '100', mealCostAmount: '100' }),
  revertToWaitFinalPayment: (id) => staff().revertToWaitFinalPayment(ref(id)),
  finish: (id) => staff().finishBookingOrder(ref(id)),
  continueService: (id) => staff().continueService(ref(id)),
  turnTable: (id) => staff().turnTable(ref(id)),
  closeStoreReject: close(Reason.STORE_REJECT),
  closeStoreCancel: close(Reason.STORE_CANCEL),
  closeDepositFail: close(Reason.DEPOSIT_PAYMENT_FAIL),
  closeMeituan: close(Reason.MEITUAN_STATUS_CHANGE),
  closeAbsent: (id) => atItsTime(id, () => close(Reason.ABSENT)(id)),
  agreeCancel: (id) => staff().agreeCancel(ref(id)),
  resumeCanceling: (id) => staff().resumeCanceling(ref(id)),
  modifyPax: (id) => f.staffX.client(StoreBookingModifyService).modifyPax({ ...ref(id), adultCount: 1, childCount: 1 }),
  modifyStoreRemark: (id) =>
    f.staffX.client(StoreBookingModifyService).modifyStoreRemark({ ...ref(id), storeRemark: 'noted' }),
  dinerCancel: (id) => f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id }),
  dinerModifyPax: (id) =>
    f.dinerA.client(DinerBookingOrderService).modifyMyPax({ bookingOrderId: id, adultCount: 1, childCount: 1 }),
  addProductItem: async (id) =>
    f.staffX.client(StoreOrderProductItemService).addOrderProductItem({ ...ref(id), skuId: await aSku(), quantity: 1 }),
};

// The expected outcome of every action from every state, written out on its
// own (not derived from the code's table): the status after, or '-' for a refusal.
const S = Status;
const EXPECTED: Record<string, Partial<Record<State, Status>>> = {
  confirm: { WSC: S.WAIT_SERVICE },
  finalConfirm: { WFP: S.FINISHED },
  arrive: { WS: S.WAIT_SERVICE, WS_MEITUAN: S.WAIT_SERVICE },
  notArrive: { WS: S.CLOSED, WS_MEITUAN: S.CLOSED },
  setFinalPayment: { WS_ARRIVED: S.WAIT_FINAL_PAYMENT, WFP: S.WAIT_FINAL_PAYMENT },
  revertToWaitFinalPayment: { FINISHED: S.WAIT_FINAL_PAYMENT },
  finish: { WS_ARRIVED: S.FINISHED },
  continueService: { WFP: S.WAIT_SERVICE },
  turnTable: { WS_ARRIVED: S.WAIT_SERVICE, WFP: S.WAIT_FINAL_PAYMENT, FINISHED: S.FINISHED },
  closeStoreReject: { WSC: S.CLOSED },
  closeStoreCancel: { WDP: S.CLOSED, WSC: S.CLOSED, WS: S.CLOSED, WCP: S.CLOSED, WS_MEITUAN: S.CLOSED },
  closeDepositFail: { WDP: S.CLOSED },
  closeMeituan: { WS_MEITUAN: S.CLOSED },
  closeAbsent: { WS: S.CLOSED, WS_MEITUAN: S.CLOSED },
  agreeCancel: { WCP: S.CLOSED },
  resumeCanceling: { WCP: S.WAIT_SERVICE },
  modifyPax: {
    WDP: S.WAIT_DEPOSIT_PAYMENT,
    WSC: S.WAIT_STORE_CONFIRM,
    WS: S.WAIT_SERVICE,
    WS_ARRIVED: S.WAIT_SERVICE,
    WCP: S.WAIT_CANCEL_PROCESS,
    WS_MEITUAN: S.WAIT_SERVICE,
  },
  modifyStoreRemark: {
    WDP: S.WAIT_DEPOSIT_PAYMENT,
    WSC: S.WAIT_STORE_CONFIRM,
    WS: S.WAIT_SERVICE,
    WS_ARRIVED: S.WAIT_SERVICE,
    WCP: S.WAIT_CANCEL_PROCESS,
    WFP: S.WAIT_FINAL_PAYMENT,
    FINISHED: S.FINISHED,
    CLOSED: S.CLOSED,
    WS_MEITUAN: S.WAIT_SERVICE,
  },
  // Past the deadline: an order with its deposit settled becomes an application instead, confirmed or not.
  dinerCancel: {
    WDP: S.CLOSED,
    WSC: S.WAIT_CANCEL_PROCESS,
    WS: S.WAIT_CANCEL_PROCESS,
    WS_MEITUAN: S.WAIT_CANCEL_PROCESS,
  },
  dinerModifyPax: {
    WDP: S.WAIT_DEPOSIT_PAYMENT,
    WSC: S.WAIT_STORE_CONFIRM,
    WS: S.WAIT_SERVICE,
    WS_MEITUAN: S.WAIT_SERVICE,
  },
  // Products are served up to the bill; a finished or closed order keeps them as served.
  addProductItem: {
    WDP: S.WAIT_DEPOSIT_PAYMENT,
    WSC: S.WAIT_STORE_CONFIRM,
    WS: S.WAIT_SERVICE,
    WS_ARRIVED: S.WAIT_SERVICE,
    WCP: S.WAIT_CANCEL_PROCESS,
    WFP: S.WAIT_FINAL_PAYMENT,
    WS_MEITUAN: S.WAIT_SERVICE,
  },
};

const statusOf = async (id: string) =>
  (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order!.status;

describe('the transition table, action by action from every status', () => {
  for (const [action, outcomes] of Object.entries(EXPECTED)) {
    it(`${action}: allowed from ${Object.keys(outcomes).join(', ')}; refused from the rest`, async () => {
      for (const state of STATES) {
        const id = await orderIn(state);
        const before = await statusOf(id);
        const expected = outcomes[state];
        if (expected !== undefined) {
          await ACTIONS[action](id);
          expect(Status[await statusOf(id)], `${action} from ${state}`).toBe(Status[expected]);
        } else {
          const refusal = await failure(ACTIONS[action](id));
          expect(refusal, `${action} from ${state}`).toEqual({
            code: 'FailedPrecondition',
            message: 'the order status does not allow this action',
          });
          expect(await statusOf(id), `${action} from ${state} changed nothing`).toBe(before);
        }
      }
    });
  }

  it('records why each close happened and who closed it', async () => {
    const cases: Array<[State, (id: string) => Promise<unknown>, Reason]> = [
      ['WSC', close(Reason.STORE_REJECT), Reason.STORE_REJECT],
      ['WS', close(Reason.STORE_CANCEL), Reason.STORE_CANCEL],
      ['WDP', close(Reason.DEPOSIT_PAYMENT_FAIL), Reason.DEPOSIT_PAYMENT_FAIL],
      ['WS_MEITUAN', close(Reason.MEITUAN_STATUS_CHANGE), Reason.MEITUAN_STATUS_CHANGE],
      ['WS', ACTIONS.notArrive, Reason.ABSENT],
      ['WCP', ACTIONS.agreeCancel, Reason.AGREE_CREATOR_CANCEL],
      ['WDP', ACTIONS.dinerCancel, Reason.CREATOR_CANCEL],
    ];
    for (const [state, act, reason] of cases) {
      const id = await orderIn(state);
      await act(id);
      const order = (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order!;
      expect(Reason[order.closeReason]).toBe(Reason[reason]);
      expect(order.closeTime).toBeDefined();
      expect(order.closerUserId).toBe(reason === Reason.CREATOR_CANCEL ? f.dinerA.userId : f.staffX.userId);
    }
    // Staff close on the guest's word as the guest's own cancellation; a close needs a reason.
    const phoned = await orderIn('WS');
    await close(Reason.CREATOR_CANCEL)(phoned);
    const byPhone = (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(phoned))).order!;
    expect(Reason[byPhone.closeReason]).toBe('CREATOR_CANCEL');
    expect(byPhone.closerUserId).toBe(f.staffX.userId);
    expect(await failure(close(Reason.NONE)(await orderIn('WS')))).toEqual({
      code: 'InvalidArgument',
      message: 'this close reason does not apply',
    });
  });

  it('resumes a cancelling order to where it was', async () => {
    const id = await orderIn('WCP');
    const order = (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order!;
    expect(Status[order.cancelFromStatus]).toBe('WAIT_SERVICE');
    await staff().resumeCanceling(ref(id));
    const resumed = (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order!;
    expect(Status[resumed.status]).toBe('WAIT_SERVICE');
    expect(resumed.cancelFromStatus).toBe(Status.STATUS_UNSPECIFIED);
  });

  it('lets a diner cancel a confirmed order directly before the deadline', async () => {
    const settings = f.staffY.client(StoreSettingService);
    await settings.updateBookingConfig({
      storeId: f.y.storeId,
      bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 1 },
    });
    const made = await f.staffY.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: f.y.storeId,
      diner: { lastName: 'A', phone: dinerPhone, phoneRegionCode: '86' },
      reservationDate: f.date(10, 'Asia/Hong_Kong'),
      adultCount: 2,
      storeShiftId: f.y.dinnerId,
      reservationStartSecond: hm(18),
    });
    const result = await f.dinerA
      .client(DinerBookingOrderService)
      .cancelMyBookingOrder({ bookingOrderId: made.order!.model!.id, remark: 'plans changed' });
    expect(result.applied).toBe(false);
    expect(Status[result.order!.status]).toBe('CLOSED');
    expect(Reason[result.order!.closeReason]).toBe('CREATOR_CANCEL');
  });
});
