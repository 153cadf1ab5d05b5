import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status, BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// An arrival marked by mistake goes back to waiting for the party (已到店 →
// 待到店), through the order log, by a manager of the store only; so does a
// no-show. Plain staff see the refusal and nothing changes.
const clock = testClock('2026-11-26T11:05:00Z'); // 19:05 on the 26th in Shanghai
let server: TestServer;
let f: BookingFixture;
let plainStaff: Caller;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const s = await server.createUserSession({ nickname: 'plain staff X' });
  plainStaff = { ...s, client: (svc) => server.client(svc, { sessionKey: s.sessionKey }) };
  await server.database.db
    .insertInto('staff_member')
    .values({ user_id: s.userId, merchant_id: f.merchantId, store_id: f.x.storeId, role: 'STAFF' })
    .execute();
}, 60_000);
afterAll(() => server.close());

const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const orders = (who: Caller = f.staffX) => who.client(StoreBookingOrderService);
const actions = (who: Caller = f.staffX) => who.client(StoreBookingActionService);
let start = 18;

/** Tonight's booking, its party marked arrived by plain staff; answers the order and its ARRIVE entry. */
async function arrived() {
  const { order } = await orders().createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Early' },
    reservationDate: '2026-11-26',
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(start++, 30),
  });
  const id = order!.model!.id;
  await actions(plainStaff).arriveBookingOrder(ref(id));
  const entry = (await orders().queryBookingOrderLogs(ref(id))).list.find((l) => l.type === LogType.ARRIVE)!;
  expect(entry.revertible).toBe(true);
  return { id, entry };
}

describe('undoing an arrival', () => {
  it('a manager sets it back to waiting for the party, logged; the party can be marked arrived again', async () => {
    const { id, entry } = await arrived();
    const { order } = await orders().revertBookingOrderLog({ ...ref(id), bookingOrderLogId: entry.id });
    expect([Status[order!.status], order!.arrivalTime]).toEqual(['WAIT_SERVICE', undefined]);
    const log = (await orders().queryBookingOrderLogs(ref(id))).list;
    expect(log.find((l) => l.id === entry.id)?.revertedByLogId).toBe(log.at(-1)!.id);
    expect([LogType[log.at(-1)!.type], log.at(-1)!.operatorName, JSON.parse(log.at(-1)!.afterJson)]).toEqual([
      'REVERT',
      'staff X',
      { arrivalTime: null, revertedType: 'ARRIVE' },
    ]);
    const again = (await actions().arriveBookingOrder(ref(id))).order!;
    expect(again.arrivalTime).toBeDefined();
  });

  it('is refused to staff without the manager role (as a no-show undo is), and to another store; nothing changes', async () => {
    const { id, entry } = await arrived();
    const refused = await failure(
      orders(plainStaff).revertBookingOrderLog({ ...ref(id), bookingOrderLogId: entry.id }),
    );
    expect([refused.code, refused.message]).toEqual(['PermissionDenied', SERVER_MESSAGE.managersOnlyUndo]);
    const other = await failure(orders(f.staffY).revertBookingOrderLog({ ...ref(id), bookingOrderLogId: entry.id }));
    expect(other.message).toBe(SERVER_MESSAGE.noStorePermission);
    expect((await orders().getStoreBookingOrder(ref(id))).order!.arrivalTime).toBeDefined();

    const noShow = await orders().createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Absent' },
      reservationDate: '2026-11-26',
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    });
    const noShowId = noShow.order!.model!.id;
    await actions().notArriveBookingOrder(ref(noShowId));
    const close = (await orders().queryBookingOrderLogs(ref(noShowId))).list.find((l) => l.type === LogType.CLOSE)!;
    const undo = await failure(
      orders(plainStaff).revertBookingOrderLog({ ...ref(noShowId), bookingOrderLogId: close.id }),
    );
    expect(undo.message).toBe(SERVER_MESSAGE.managersOnlyUndo);
    expect((await orders().getStoreBookingOrder(ref(noShowId))).order!.status).toBe(Status.CLOSED);
  });

  it('not once the final payment is asked: the party is there', async () => {
    const { id, entry } = await arrived();
    await actions().setFinalPayment({ ...ref(id), finalPaymentAmount: '10000', mealCostAmount: '10000' });
    const refused = await failure(orders().revertBookingOrderLog({ ...ref(id), bookingOrderLogId: entry.id }));
    expect(refused.message).toBe(SERVER_MESSAGE.orderStatusForbids);
  });

  it('the staff app learns which stores the caller manages', async () => {
    const mine = (who: Caller) => who.client(StaffStandingService).getMyStaffStanding({});
    expect((await mine(f.staffX)).managedStoreIdList).toEqual([f.x.storeId]);
    expect((await mine(plainStaff)).managedStoreIdList).toEqual([]);
    expect((await mine(f.merchantStaff)).managedStoreIdList).toEqual(
      expect.arrayContaining([f.x.storeId, f.y.storeId]),
    );
  });
});
