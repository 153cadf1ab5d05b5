import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ConnectError } from '@connectrpc/connect';
import {
  DynamicCodeKind as Kind,
  DynamicCodeService,
  OutsideRedeemWindowSchema,
} from '@gen/booking/v1/dynamic_code_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { TicketVoucher_Status as Status } from '@gen/ticketing/v1/ticketing_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { paidVoucher } from './ticketing-fixture';

// Both codes a diner may hold work at the door: the dynamic one (30 s) and
// the static one they are told to show (the booking's 8-digit booking code,
// a ticket's own code). 18:00 on 25 November in Shanghai, on a controlled clock.
const START = '2026-11-25T10:00:00Z';
const TODAY = '2026-11-25';
const clock = testClock(START);
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const validate = (staff: Caller, storeId: string, code: string, confirmOutsideWindow = false) =>
  staff.client(DynamicCodeService).validateDynamicCode({ storeId, code, confirmOutsideWindow });
const message = async (call: Promise<unknown>) => (await failure(call)).message;
const myVoucher = async (voucherId: string) =>
  (await f.dinerA.client(DinerTicketVoucherService).getMyTicketVoucher({ voucherId })).voucher!;

/** A paid voucher of diner A whose session is on `sessionDate` at 19:00. */
const voucherFor = (sessionDate: string) => paidVoucher(f, clock, f.dinerA, { sessionDate });

/** A confirmed booking of diner A at store X today at `hour`:00. */
async function confirmedBooking(hour: number) {
  const { order } = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Door' },
    reservationDate: TODAY,
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(hour),
  });
  await f.staffX
    .client(StoreBookingActionService)
    .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: order!.model!.id });
  return order!;
}
const arrivalOf = async (orderId: string) =>
  (
    await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: orderId })
  ).order!.arrivalTime;

describe('the static booking code', () => {
  it("the 8-digit booking code on the diner's order marks the party arrived at its store, once", async () => {
    clock.set(START);
    const order = await confirmedBooking(19);
    expect(order.bookingCode).toMatch(/^\d{8}$/);
    const done = await validate(f.staffX, f.x.storeId, order.bookingCode);
    expect([done.kind, done.subjectId]).toEqual([Kind.BOOKING_ORDER, order.model!.id]);
    expect(await arrivalOf(order.model!.id)).toBeDefined();
    expect(await message(validate(f.staffX, f.x.storeId, order.bookingCode))).toBe(SERVER_MESSAGE.validationFailed);
  });

  it("is only valid for that store's staff: another store answers as for a code that does not exist", async () => {
    clock.set(START);
    const order = await confirmedBooking(19);
    expect(await message(validate(f.staffY, f.y.storeId, order.bookingCode))).toBe(SERVER_MESSAGE.validationFailed);
    expect(await message(validate(f.staffX, f.y.storeId, order.bookingCode))).toBe(SERVER_MESSAGE.noStorePermission);
    expect(await arrivalOf(order.model!.id)).toBeUndefined();
  });
});

describe("a ticket's own code", () => {
  it('is given to its holder and checks the ticket in at its store, once', async () => {
    clock.set(START);
    const voucherId = await voucherFor(TODAY);
    const { code } = await myVoucher(voucherId);
    expect(code).toMatch(new RegExp(`^T${voucherId}-\\d{8}$`));
    expect(await message(validate(f.staffY, f.y.storeId, code))).toBe(SERVER_MESSAGE.validationFailed);
    const wrongDigits = code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    expect(await message(validate(f.staffX, f.x.storeId, wrongDigits))).toBe(SERVER_MESSAGE.validationFailed);
    const done = await validate(f.staffX, f.x.storeId, code);
    expect([done.kind, done.subjectId]).toEqual([Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId]);
    expect((await myVoucher(voucherId)).status).toBe(Status.VERIFIED);
    expect(await message(validate(f.staffX, f.x.storeId, code))).toBe(SERVER_MESSAGE.validationFailed);
  });
});

/** The confirmation the door asks for: its message and what the dialog names. */
async function outside(call: Promise<unknown>) {
  const error = await call.then(
    () => {
      throw new Error('expected the door to ask first');
    },
    (e: unknown) => ConnectError.from(e),
  );
  const [detail] = error.findDetails(OutsideRedeemWindowSchema);
  return { code: error.code, message: error.rawMessage, detail };
}

describe('outside the window, the door asks first', () => {
  it("a ticket on another day than its session's (the store's zone) asks, names the session and is used once confirmed", async () => {
    clock.set(START);
    const voucherId = await voucherFor('2026-12-05');
    const { code } = await myVoucher(voucherId);
    const asked = await outside(validate(f.staffX, f.x.storeId, code));
    expect(asked).toMatchObject({
      code: Code.FailedPrecondition,
      message: SERVER_MESSAGE.redeemOutsideSessionDay,
      detail: { kind: Kind.TICKETING_EVENT_TICKET_VOUCHER, subjectId: voucherId, date: '2026-12-05' },
    });
    expect(asked.detail!.startSecond).toBe(hm(19));
    expect((await myVoucher(voucherId)).status).toBe(Status.WAIT_VERIFY);
    await validate(f.staffX, f.x.storeId, code, true);
    expect((await myVoucher(voucherId)).status).toBe(Status.VERIFIED);
  });

  it("the session's date is the store's: at 01:00 in Shanghai (17:00 UTC the day before) tonight's ticket passes, yesterday's asks", async () => {
    clock.set('2026-11-24T17:00:00Z');
    try {
      const today = await voucherFor(TODAY);
      expect((await validate(f.staffX, f.x.storeId, (await myVoucher(today)).code)).subjectId).toBe(today);
      const yesterday = await voucherFor('2026-11-24');
      const asked = await outside(validate(f.staffX, f.x.storeId, (await myVoucher(yesterday)).code));
      expect(asked.detail?.date).toBe('2026-11-24');
    } finally {
      clock.set(START);
    }
  });

  it('a party arriving after its booking has ended is asked about; from two hours before its start to its end it is not', async () => {
    // The rule: no question from two hours before the start to the end; before
    // that the arrival rule refuses outright; after the end, the same business
    // day, staff confirm.
    clock.set(START);
    const inTime = await confirmedBooking(19);
    const late = await confirmedBooking(19);
    // 18:00, an hour before: no question.
    expect((await validate(f.staffX, f.x.storeId, inTime.bookingCode)).subjectId).toBe(inTime.model!.id);
    // A minute after the booking's end (Shanghai's midnight is 16:00 UTC the day before).
    const end = late.reservationEndSecond;
    expect(end).toBeLessThan(hm(24) - 60);
    clock.set(new Date(Date.parse('2026-11-24T16:00:00Z') + (end + 60) * 1000).toISOString());
    try {
      const asked = await outside(validate(f.staffX, f.x.storeId, late.bookingCode));
      expect(asked).toMatchObject({
        code: Code.FailedPrecondition,
        message: SERVER_MESSAGE.arriveOutsideBookingTime,
        detail: {
          kind: Kind.BOOKING_ORDER,
          subjectId: late.model!.id,
          date: TODAY,
          startSecond: hm(19),
          endSecond: end,
        },
      });
      expect(await arrivalOf(late.model!.id)).toBeUndefined();
      await validate(f.staffX, f.x.storeId, late.bookingCode, true);
      expect(await arrivalOf(late.model!.id)).toBeDefined();
    } finally {
      clock.set(START);
    }
  });
});

describe('undoing a redemption', () => {
  let plainStaff: Caller;
  beforeAll(async () => {
    const s = await server.createUserSession({ nickname: 'plain staff X' });
    plainStaff = { ...s, client: (svc) => server.client(svc, { sessionKey: s.sessionKey }) };
    await server.database.db
      .insertInto('staff_member')
      .values({ user_id: s.userId, merchant_id: f.merchantId, store_id: f.x.storeId, role: 'STAFF' })
      .execute();
  });
  const undo = (who: Caller, storeId: string, voucherId: string) =>
    who.client(StoreTicketingService).undoTicketVoucherRedemption({ storeId, voucherId, reason: 'wrong guest' });

  it('a manager puts a used ticket back to waiting, logged, and its code works again', async () => {
    clock.set(START);
    const voucherId = await voucherFor(TODAY);
    const { code } = await myVoucher(voucherId);
    await validate(plainStaff, f.x.storeId, code);
    const { voucher } = await undo(f.staffX, f.x.storeId, voucherId);
    expect(voucher!.status).toBe(Status.WAIT_VERIFY);
    expect(voucher!.verifyTime).toBeUndefined();
    const log = await server.database.db
      .selectFrom('ticketing_voucher_log')
      .select(['action', 'staff_user_id', 'reason'])
      .where('voucher_id', '=', voucherId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { action: 'VERIFY', staff_user_id: plainStaff.userId, reason: '' },
      { action: 'UNDO_VERIFY', staff_user_id: f.staffX.userId, reason: 'wrong guest' },
    ]);
    await validate(f.staffX, f.x.storeId, code);
    expect((await myVoucher(voucherId)).status).toBe(Status.VERIFIED);
  });

  it("is refused to staff without the manager role, to another store's staff and to a diner; a ticket not used cannot be undone", async () => {
    clock.set(START);
    const voucherId = await voucherFor(TODAY);
    expect(await message(undo(f.staffX, f.x.storeId, voucherId))).toBe(SERVER_MESSAGE.voucherNotVerified);
    await validate(f.staffX, f.x.storeId, (await myVoucher(voucherId)).code);
    expect(await message(undo(plainStaff, f.x.storeId, voucherId))).toBe(SERVER_MESSAGE.managersOnlyUndo);
    expect(await message(undo(f.staffY, f.y.storeId, voucherId))).toBe(SERVER_MESSAGE.voucherNotFound);
    expect(await message(undo(f.staffY, f.x.storeId, voucherId))).toBe(SERVER_MESSAGE.noStorePermission);
    expect((await failure(undo(f.dinerA, f.x.storeId, voucherId))).code).toBe(Code[Code.PermissionDenied]);
    expect((await myVoucher(voucherId)).status).toBe(Status.VERIFIED);
  });
});
