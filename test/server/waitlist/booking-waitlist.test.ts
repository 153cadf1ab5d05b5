import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { DinerWaitlistService } from '@gen/booking/v1/diner_waitlist_service_pb';
import { StoreWaitlistService } from '@gen/booking/v1/store_waitlist_service_pb';
import { WaitlistEntry_Status as Status } from '@gen/booking/v1/waitlist_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import {
  failure,
  hm,
  makeBookingFixture,
  makeTinyStore,
  type BookingFixture,
  type Caller,
} from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A tiny store (Shanghai; one two-seat table; dinner 18:00-22:00 every 30
// minutes, turn 2 h). Diner A's booking at 18:00 fills every start from 18:00
// to 19:30; diners B and C wait for 18:00-19:30, through the real server and
// its jobs on the test clock.
const clock = testClock('2030-03-01T02:00:00Z'); // 10:00 in Shanghai
const DATE = '2030-03-02';
let server: TestServer;
let f: BookingFixture;
let storeId: string;
let dinnerId: string;
let dinerC: Caller;
let dinerD: Caller;
const wl = (who: Caller) => who.client(DinerWaitlistService);
const orders = (who: Caller) => who.client(DinerBookingOrderService);
const join = (who: Caller, over: Record<string, unknown> = {}) =>
  wl(who).joinWaitlist({
    storeId,
    reservationDate: DATE,
    windowStartSecond: hm(18),
    windowEndSecond: hm(19, 30),
    adultCount: 2,
    diner: { lastName: 'Wait' },
    ...over,
  });
const book = (who: Caller, start = hm(18)) =>
  orders(who).createBookingOrder({
    storeId,
    diner: { lastName: 'Book' },
    reservationDate: DATE,
    adultCount: 2,
    storeShiftId: dinnerId,
    reservationStartSecond: start,
  });
const mine = async (who: Caller) => (await wl(who).queryMyWaitlist({})).entryList;
/** Runs every job due on the test clock until none is left. */
async function runJobs() {
  for (let i = 0; i < 20; i++) if ((await server.services.jobs.runDue(clock.now())) === 0) return;
}
/** The orders of the date that hold the table. */
async function liveOrders() {
  return server.database.db
    .selectFrom('booking_order')
    .select(['id', 'user_id', 'reservation_start_second'])
    .where('store_id', '=', storeId)
    .where('reservation_date', '=', DATE)
    .where('status', '!=', 'CLOSED')
    .execute();
}
async function offerTexts(entryId: string) {
  return (
    await server.database.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification_event as e', 'e.id', 'd.event_id')
      .select(['e.type', 'd.content'])
      .where('e.subject_kind', '=', 'WAITLIST_ENTRY')
      .where('e.subject_id', '=', entryId)
      .execute()
  ).map((r) => r.content);
}

let holderOrderId: string;
let entryB: string;
let entryC: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const tiny = await makeTinyStore(server, f, 'Asia/Shanghai', [
    { name: 'Dinner', startSecond: hm(18), endSecond: hm(22) },
  ]);
  storeId = tiny.storeId;
  dinnerId = tiny.shiftIds[0];
  for (const name of ['diner C', 'diner D']) {
    const s = await server.createUserSession({ nickname: name });
    const c: Caller = { ...s, client: (svc) => server.client(svc, { sessionKey: s.sessionKey }) };
    if (name === 'diner C') dinerC = c;
    else dinerD = c;
  }
  // B reads the app in English, C in traditional Chinese: each is told in their own.
  await server.database.db.updateTable('app_user').set({ language: 'en' }).where('id', '=', f.dinerB.userId).execute();
  await server.database.db
    .updateTable('app_user')
    .set({ language: 'zh-Hant' })
    .where('id', '=', dinerC.userId)
    .execute();
  holderOrderId = (await book(f.dinerA)).order!.model!.id;
}, 60_000);
afterAll(() => server.close());

describe('the waitlist of a full slot', () => {
  it('lets diners join in order for a window; bad windows and a second entry are refused and change nothing', async () => {
    const b = (await join(f.dinerB)).entry!;
    const c = (await join(dinerC)).entry!;
    entryB = b.id;
    entryC = c.id;
    await runJobs();
    expect((await mine(f.dinerB)).map((e) => [e.status, e.place])).toEqual([[Status.WAITING, 1]]);
    expect((await mine(dinerC)).map((e) => [e.status, e.place])).toEqual([[Status.WAITING, 2]]);
    expect(await failure(join(dinerD, { windowStartSecond: hm(20), windowEndSecond: hm(19) }))).toEqual({
      code: 'InvalidArgument',
      message: SERVER_MESSAGE.waitlistWindowInvalid,
    });
    expect(await failure(join(dinerD, { diner: { lastName: ' ' } }))).toEqual({
      code: 'InvalidArgument',
      message: SERVER_MESSAGE.dinerNameRequired,
    });
    expect(await mine(dinerD)).toEqual([]);
    expect(await failure(join(f.dinerB))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.waitlistAlreadyJoined,
    });
    expect(await mine(f.dinerB)).toHaveLength(1);
  });

  it('counts the line for the store staff only: in all and per shift', async () => {
    const counts = await f.staffX.client(StoreWaitlistService).getWaitlistCounts({ storeId, reservationDate: DATE });
    expect(counts).toMatchObject({ waitingCount: 2, offeredCount: 0, peopleCount: 4 });
    expect(counts.shiftList.map((s) => [s.name, s.entryCount, s.peopleCount])).toEqual([['Dinner', 2, 4]]);
    for (const who of [f.staffY, f.dinerB]) {
      expect(
        (await failure(who.client(StoreWaitlistService).getWaitlistCounts({ storeId, reservationDate: DATE }))).code,
      ).toBe('PermissionDenied');
    }
  });

  it('shows an entry to its owner only: another diner can neither see, leave nor accept it, and nobody logged out can call', async () => {
    expect((await mine(f.dinerA)).map((e) => e.id)).not.toContain(entryB);
    const notFound = { code: 'NotFound', message: SERVER_MESSAGE.waitlistEntryNotFound };
    expect(await failure(wl(f.dinerA).leaveWaitlist({ entryId: entryB }))).toEqual(notFound);
    expect(await failure(wl(f.dinerA).acceptWaitlistOffer({ entryId: entryB }))).toEqual(notFound);
    const anonymous = f.anonymous.client(DinerWaitlistService);
    expect((await failure(anonymous.queryMyWaitlist({}))).code).toBe('Unauthenticated');
    expect((await failure(anonymous.joinWaitlist({ storeId, reservationDate: DATE }))).code).toBe('Unauthenticated');
    expect((await mine(f.dinerB))[0].status).toBe(Status.WAITING);
  });

  it('offers the freed slot to the first in line when the booking is cancelled, told in their language', async () => {
    await orders(f.dinerA).cancelMyBookingOrder({ bookingOrderId: holderOrderId });
    await runJobs();
    const [b] = await mine(f.dinerB);
    expect(b).toMatchObject({ status: Status.OFFERED, offerStartSecond: hm(18), offerShiftId: dinnerId, place: 0 });
    expect(Number(b.offerExpireTime!.seconds) * 1000 - clock.now().getTime()).toBe(15 * 60_000);
    // One table freed, one offer: C waits on, now first in line.
    expect((await mine(dinerC)).map((e) => [e.status, e.place])).toEqual([[Status.WAITING, 1]]);
    const texts = await offerTexts(entryB);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('is held for you for 15 minutes');
    expect(texts.join()).toContain(`${DATE} at 18:00`);
    expect(await offerTexts(entryC)).toEqual([]);
  });

  it('passes the offer to the next in line when the hold lapses', async () => {
    clock.advance(15 * 60_000);
    await runJobs();
    expect((await mine(f.dinerB))[0].status).toBe(Status.EXPIRED);
    expect(await failure(wl(f.dinerB).acceptWaitlistOffer({ entryId: entryB }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.waitlistStatusForbids,
    });
    expect((await mine(dinerC))[0]).toMatchObject({ status: Status.OFFERED, offerStartSecond: hm(18) });
    const texts = await offerTexts(entryC);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('為您保留15分鐘');
  });

  it('holds the offered table against the booking page; taken anyway, accepting says so and keeps the place', async () => {
    expect(await failure(book(dinerD))).toEqual({ code: 'Aborted', message: SERVER_MESSAGE.bookingFull });
    // Staff lift the hold on the board (it shows as a lock named for the diner), and D books the table.
    const hold = await server.database.db
      .selectFrom('table_occupancy')
      .select(['id', 'remark'])
      .where('store_id', '=', storeId)
      .where('kind', '=', 'LOCK')
      .executeTakeFirstOrThrow();
    expect(hold.remark).toBe('Wait · 2');
    await f.staffX.client(StoreTableService).unlockTableItem({ storeId, lockId: hold.id });
    const taken = (await book(dinerD)).order!;
    const answer = await wl(dinerC).acceptWaitlistOffer({ entryId: entryC });
    expect(answer.slotGone).toBe(true);
    expect(answer.order).toBeUndefined();
    expect(answer.entry).toMatchObject({ status: Status.WAITING, place: 1 });
    expect((await liveOrders()).map((o) => o.id)).toEqual([taken.model!.id]);
    await runJobs();
    expect((await mine(dinerC))[0].status).toBe(Status.WAITING);
    // D cancels: the slot comes back to C, still first.
    await orders(dinerD).cancelMyBookingOrder({ bookingOrderId: taken.model!.id });
    await runJobs();
    expect((await mine(dinerC))[0].status).toBe(Status.OFFERED);
  });

  it('never double-books when the offer is accepted twice at once while another diner books the same time', async () => {
    const results = await Promise.allSettled([
      wl(dinerC).acceptWaitlistOffer({ entryId: entryC }),
      wl(dinerC).acceptWaitlistOffer({ entryId: entryC }),
      book(f.dinerA),
    ]);
    const live = await liveOrders();
    expect(live).toHaveLength(1);
    const [entry] = await mine(dinerC);
    if (live[0].user_id === dinerC.userId) {
      // C won: both taps answer the one booking, made through the ordinary create path.
      expect(entry).toMatchObject({ status: Status.BOOKED, bookingOrderId: live[0].id });
      for (const r of results.slice(0, 2)) {
        const answer =
          r.status === 'fulfilled' ? (r.value as { slotGone: boolean; order?: { model?: { id: string } } }) : null;
        if (answer && !answer.slotGone) expect(answer.order!.model!.id).toBe(live[0].id);
      }
      const my = await orders(dinerC).queryMyBookingOrders({});
      expect(my.list.map((o) => o.model!.id)).toContain(live[0].id);
    } else {
      expect(entry.status).toBe(Status.WAITING);
    }
  });

  it('leaves the waitlist once; a left entry cannot be changed again', async () => {
    const { entry } = await join(dinerD, { reservationDate: '2030-03-03' });
    const left = await wl(dinerD).leaveWaitlist({ entryId: entry!.id });
    expect(left.entry!.status).toBe(Status.CANCELLED);
    expect(await failure(wl(dinerD).leaveWaitlist({ entryId: entry!.id }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.waitlistStatusForbids,
    });
  });
});
