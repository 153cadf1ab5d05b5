import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerQueueService } from '@gen/booking/v1/diner_queue_service_pb';
import { QueueTicket_Source as Source, QueueTicket_Status as Status } from '@gen/booking/v1/queue_pb';
import { StoreQueueService } from '@gen/booking/v1/store_queue_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A lunch at store X (Shanghai; lunch 11:00-14:00, turn 90 minutes; tables
// Two 2 seats x2, Four 4 seats x3, Ten 10 seats x1): walk-ins take numbers at
// the stand and on their phones, see their place and wait, are called, seated,
// skipped and cancelled, all through the real server.
const clock = testClock('2030-03-01T03:20:00Z'); // 11:20 in Shanghai
let server: TestServer;
let f: BookingFixture;
const DATE = '2030-03-01';
const staff = () => f.staffX.client(StoreQueueService);
const diner = () => f.dinerA.client(DinerQueueService);
const board = async () => (await staff().getQueueBoard({ storeId: f.x.storeId })).ticketList;
const byNumber = async (n: string) => (await board()).find((t) => t.number === n)!;

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  // Both two-seat tables are booked: one from 11:30, one from 12:00 (each for the 90-minute turn).
  const book = (start: number, item: string) =>
    f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Booked' },
      reservationDate: DATE,
      adultCount: 2,
      storeShiftId: f.x.lunchId,
      reservationStartSecond: start,
      storeTableItemIdList: [item],
    });
  await book(hm(11, 30), f.x.items.two[0]);
  await book(hm(12), f.x.items.two[1]);
}, 60_000);
afterAll(() => server.close());

describe('the walk-in queue of a shift', () => {
  it('starts with the default queue types and opens the shift of today in the store zone', async () => {
    const { setting } = await staff().getQueueSetting({ storeId: f.x.storeId });
    expect(setting!.typeList.map((t) => [t.code, t.minPeople, t.maxPeople])).toEqual([
      ['A', 1, 2],
      ['B', 3, 4],
      ['C', 5, 0],
    ]);
    expect(setting!.holdMinute).toBe(10);
    await staff().saveQueueSetting({ storeId: f.x.storeId, setting: { ...setting!, remoteEnabled: true } });
    const { session } = await staff().openQueue({ storeId: f.x.storeId, storeShiftId: f.x.lunchId });
    expect(session).toMatchObject({ businessDate: DATE, shiftName: 'Lunch', open: true, remoteEnabled: true });
  });

  it('refuses queue types with a gap between party sizes', async () => {
    const bad = {
      typeList: [
        { code: 'A', minPeople: 1, maxPeople: 2 },
        { code: 'B', minPeople: 4, maxPeople: 0 },
      ],
    };
    expect(
      await failure(staff().saveQueueSetting({ storeId: f.x.storeId, setting: { ...bad, holdMinute: 10 } })),
    ).toEqual({ code: 'InvalidArgument', message: SERVER_MESSAGE.queueTypesInvalid });
  });

  it('numbers each type on its own, at the stand (phone optional) and on the phone', async () => {
    const a1 = await diner().takeMyQueueNumber({ storeId: f.x.storeId, people: 2, language: 'en' });
    const b1 = await staff().takeQueueNumber({ storeId: f.x.storeId, people: 3 });
    const a2 = await staff().takeQueueNumber({
      storeId: f.x.storeId,
      people: 1,
      phoneRegionCode: '86',
      phone: '13800138000',
    });
    const c1 = await staff().takeQueueNumber({ storeId: f.x.storeId, people: 6 });
    expect([a1, b1, a2, c1].map((r) => r.ticket!.number)).toEqual(['A001', 'B001', 'A002', 'C001']);
    expect(a1.ticket).toMatchObject({ source: Source.REMOTE, status: Status.WAITING, place: 1 });
    expect(a2.ticket).toMatchObject({ source: Source.STAND, place: 2, phone: '13800138000' });
    expect(await failure(diner().takeMyQueueNumber({ storeId: f.x.storeId, people: 2 }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.queueAlreadyHaveNumber,
    });
  });

  it('estimates the wait from when the tables of the size free up, and the estimate moves with time', async () => {
    // A001: the 11:30 booking's table frees at 13:00, 100 minutes from 11:20 (the other is booked from 12:00).
    expect((await byNumber('A001')).estimatedWaitSecond).toBe(100 * 60);
    // A002 after A001: the 12:00 booking's table frees at 13:30.
    expect((await byNumber('A002')).estimatedWaitSecond).toBe(130 * 60);
    // Four-seat tables are free: B001 waits for nothing.
    expect((await byNumber('B001')).estimatedWaitSecond).toBe(0);
    clock.advance(30 * 60_000);
    expect((await byNumber('A001')).estimatedWaitSecond).toBe(70 * 60);
    const mine = await diner().getStoreQueue({ storeId: f.x.storeId });
    expect(mine.myTicket).toMatchObject({ number: 'A001', place: 1, estimatedWaitSecond: 70 * 60 });
    expect(mine.typeList.find((t) => t.code === 'A')).toMatchObject({ waitingCount: 2, nextWaitSecond: 160 * 60 });
  });

  it('calls a number: the diner is told in their language and the table is held for the hold time', async () => {
    const a1 = await byNumber('A001');
    const { ticket } = await staff().callQueueTicket({
      storeId: f.x.storeId,
      ticketId: a1.id,
      storeTableItemId: f.x.items.four[0],
    });
    expect(ticket).toMatchObject({ status: Status.CALLED, place: 0, tableName: 'Four-1' });
    expect(Number(ticket!.holdUntil!.seconds) * 1000 - clock.now().getTime()).toBe(10 * 60_000);
    const event = await server.database.db
      .selectFrom('notification_event')
      .selectAll()
      .where('subject_kind', '=', 'QUEUE_TICKET')
      .where('subject_id', '=', a1.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: 'QUEUE_CALLED', user_id: f.dinerA.userId, language: 'en' });
    expect(event.params).toMatchObject({ queueNumber: 'A001', holdMinutes: '10' });
    // The held table is nobody else's: B001 cannot be seated on it.
    const b1 = await byNumber('B001');
    expect(
      await failure(
        staff().seatQueueTicket({ storeId: f.x.storeId, ticketId: b1.id, storeTableItemId: f.x.items.four[0] }),
      ),
    ).toEqual({ code: 'Aborted', message: SERVER_MESSAGE.tableItemOccupied });
    const onMyWay = await diner().confirmOnMyWay({ ticketId: a1.id });
    expect(onMyWay.ticket!.onMyWayTime).toBeDefined();
  });

  it('seats the called party on its held table for its turn time', async () => {
    const a1 = await byNumber('A001');
    const { ticket } = await staff().seatQueueTicket({
      storeId: f.x.storeId,
      ticketId: a1.id,
      storeTableItemId: f.x.items.four[0],
    });
    expect(ticket).toMatchObject({ status: Status.SEATED, tableName: 'Four-1' });
    expect(await failure(staff().callQueueTicket({ storeId: f.x.storeId, ticketId: a1.id }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.queueTicketStatusForbids,
    });
    // A002 is first of its line now.
    expect(await byNumber('A002')).toMatchObject({ place: 1 });
  });

  it('skips a number to the back of its line once, and out of it the second time', async () => {
    const b2 = await staff().takeQueueNumber({ storeId: f.x.storeId, people: 4 });
    const b1 = await byNumber('B001');
    clock.advance(60_000);
    const once = await staff().skipQueueTicket({ storeId: f.x.storeId, ticketId: b1.id });
    expect(once.ticket).toMatchObject({ status: Status.WAITING, skipped: true, place: 2 });
    expect(await byNumber('B002')).toMatchObject({ place: 1 });
    const twice = await staff().skipQueueTicket({ storeId: f.x.storeId, ticketId: b1.id });
    expect(twice.ticket!.status).toBe(Status.PASSED);
    expect(b2.ticket!.number).toBe('B002');
  });

  it('lets staff and the diner cancel', async () => {
    const c1 = await byNumber('C001');
    expect((await staff().cancelQueueTicket({ storeId: f.x.storeId, ticketId: c1.id })).ticket!.status).toBe(
      Status.CANCELLED,
    );
    const again = await diner().takeMyQueueNumber({ storeId: f.x.storeId, people: 2, language: 'en' });
    expect(again.ticket!.number).toBe('A003');
    const cancelled = await diner().cancelMyQueueTicket({ ticketId: again.ticket!.id });
    expect(cancelled.ticket!.status).toBe(Status.CANCELLED);
    // Someone else's number is not the diner's to touch.
    const b2 = await byNumber('B002');
    expect(await failure(f.dinerB.client(DinerQueueService).cancelMyQueueTicket({ ticketId: b2.id }))).toEqual({
      code: 'NotFound',
      message: SERVER_MESSAGE.queueTicketNotFound,
    });
  });

  it('never repeats a number in the shift, even after the queue is closed and opened again', async () => {
    await staff().closeQueue({ storeId: f.x.storeId });
    expect(await failure(staff().takeQueueNumber({ storeId: f.x.storeId, people: 2 }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.queueNotOpen,
    });
    await staff().openQueue({ storeId: f.x.storeId, storeShiftId: f.x.lunchId });
    const next = await staff().takeQueueNumber({ storeId: f.x.storeId, people: 2 });
    expect(next.ticket!.number).toBe('A004');
  });

  it('takes phone numbers only from the stand QR code when the store keeps them at the door', async () => {
    const { setting } = await staff().getQueueSetting({ storeId: f.x.storeId });
    await staff().saveQueueSetting({ storeId: f.x.storeId, setting: { ...setting!, remoteEnabled: false } });
    const { session } = await staff().openQueue({ storeId: f.x.storeId, storeShiftId: f.x.lunchId });
    const dinerB = f.dinerB.client(DinerQueueService);
    expect(await failure(dinerB.takeMyQueueNumber({ storeId: f.x.storeId, people: 2 }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.queueRemoteNotAllowed,
    });
    const scanned = await dinerB.takeMyQueueNumber({ storeId: f.x.storeId, people: 2, standCode: session!.standCode });
    expect(scanned.ticket!.number).toBe('A005');
    expect((await dinerB.getStoreQueue({ storeId: f.x.storeId })).myTicket!.number).toBe('A005');
  });
});
