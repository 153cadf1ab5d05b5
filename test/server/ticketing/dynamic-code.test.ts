import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamicCodeKind as Kind, DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { TicketVoucher_Status as Status } from '@gen/ticketing/v1/ticketing_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import {
  addStaff,
  failure,
  hm,
  makeBookingFixture,
  type BookingFixture,
  type Caller,
} from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buy, createEvent, eventInput, paidVoucher } from './ticketing-fixture';

// The door: a diner's code is valid in its window at its store, once.
// 18:00 on 25 November in Shanghai, on a controlled clock.
const START = '2026-11-25T10:00:00Z';
// Tickets for tonight's session: redeemed on another day they ask first (door-codes.test.ts).
const TONIGHT = '2026-11-25';
const clock = testClock(START);
let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
let staffX2: Caller;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const z = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...z, client: (s) => server.client(s, { sessionKey: z.sessionKey }) };
  await addStaff(server, z.userId, f.otherMerchantId, f.z.storeId);
  const x2 = await server.createUserSession({ nickname: 'staff X2' });
  staffX2 = { ...x2, client: (s) => server.client(s, { sessionKey: x2.sessionKey }) };
  await addStaff(server, x2.userId, f.merchantId, f.x.storeId);
}, 60_000);
afterAll(() => server.close());

const codeOf = async (who: Caller, kind: Kind, subjectId: string) =>
  who.client(DynamicCodeService).getDynamicCode({ kind, subjectId });
const validate = (staff: Caller, storeId: string, code: string, expectedKind = Kind.DYNAMIC_CODE_KIND_UNSPECIFIED) =>
  staff.client(DynamicCodeService).validateDynamicCode({ storeId, code, expectedKind });
const voucherStatus = async (voucherId: string) =>
  (await f.dinerA.client(DinerTicketVoucherService).getMyTicketVoucher({ voucherId })).voucher!.status;
const message = async (call: Promise<unknown>) => (await failure(call)).message;

describe('a voucher code', () => {
  it('is valid now, by QR or short code, and makes the voucher VERIFIED; used again it fails', async () => {
    clock.set(START);
    const voucherId = await paidVoucher(f, clock, f.dinerA, { sessionDate: TONIGHT });
    const code = await codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId);
    expect(code.shortCode).toMatch(new RegExp(`^V${voucherId}-\\d{6}$`));
    const done = await validate(f.staffX, f.x.storeId, code.shortCode, Kind.TICKETING_EVENT_TICKET_VOUCHER);
    expect([done.kind, done.subjectId, await voucherStatus(voucherId)]).toEqual([
      Kind.TICKETING_EVENT_TICKET_VOUCHER,
      voucherId,
      Status.VERIFIED,
    ]);
    expect(await message(validate(f.staffX, f.x.storeId, code.code))).toBe(SERVER_MESSAGE.validationFailed);
    const refund = f.staffX.client(StoreTicketingService).refundTicketVoucher({ storeId: f.x.storeId, voucherId });
    expect(await message(refund)).toBe(SERVER_MESSAGE.voucherNotRefundable);
  });

  it('expires a window after the one it was shown in (a screenshot stops working); a fresh one passes', async () => {
    clock.set(START);
    const voucherId = await paidVoucher(f, clock, f.dinerA, { sessionDate: TONIGHT });
    const old = await codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId);
    clock.advance(60_000);
    try {
      expect(await message(validate(f.staffX, f.x.storeId, old.code))).toBe(SERVER_MESSAGE.dynamicCodeExpired);
      expect(await message(validate(f.staffX, f.x.storeId, old.shortCode))).toBe(SERVER_MESSAGE.dynamicCodeExpired);
      expect(await voucherStatus(voucherId)).toBe(Status.WAIT_VERIFY);
      const fresh = await codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId);
      await validate(f.staffX, f.x.storeId, fresh.code);
      expect(await voucherStatus(voucherId)).toBe(Status.VERIFIED);
    } finally {
      clock.set(START);
    }
  });

  it("is refused at another store, as another kind, forged or unreadable, and by another merchant's staff", async () => {
    clock.set(START);
    const voucherId = await paidVoucher(f, clock, f.dinerA, { sessionDate: TONIGHT });
    const { code, shortCode } = await codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId);
    // Another store's code is answered as a forged one: the answer never tells
    // whether a code belongs to some other store, nor whether its subject exists.
    expect(await message(validate(f.staffY, f.y.storeId, code))).toBe(SERVER_MESSAGE.validationFailed);
    expect(await message(validate(f.staffY, f.y.storeId, shortCode))).toBe(SERVER_MESSAGE.validationFailed);
    expect(await message(validate(f.staffX, f.x.storeId, 'V987654321-123456'))).toBe(SERVER_MESSAGE.validationFailed);
    expect(await message(validate(f.staffX, f.x.storeId, code, Kind.BOOKING_ORDER))).toBe(
      SERVER_MESSAGE.dynamicCodeWrong,
    );
    const digits = shortCode.slice(-6);
    const forged = `${shortCode.slice(0, -6)}${String((Number(digits) + 1) % 1_000_000).padStart(6, '0')}`;
    expect(await message(validate(f.staffX, f.x.storeId, forged))).toBe(SERVER_MESSAGE.validationFailed);
    expect(
      await message(
        validate(
          f.staffX,
          f.x.storeId,
          code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        ),
      ),
    ).toBe(SERVER_MESSAGE.validationFailed);
    expect(await message(validate(f.staffX, f.x.storeId, 'https://example.com/not-ours'))).toBe(
      SERVER_MESSAGE.scanFailed,
    );
    expect(await message(validate(staffZ, f.x.storeId, code))).toBe(SERVER_MESSAGE.noStorePermission);
    expect(await message(validate(staffZ, f.z.storeId, code))).toBe(SERVER_MESSAGE.validationFailed);
    expect(await voucherStatus(voucherId)).toBe(Status.WAIT_VERIFY);
  });

  it('two staff validating the same code at once validate it once', async () => {
    clock.set(START);
    const voucherId = await paidVoucher(f, clock, f.dinerA, { sessionDate: TONIGHT });
    const { code } = await codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId);
    const results = await Promise.allSettled([
      validate(f.staffX, f.x.storeId, code),
      validate(staffX2, f.x.storeId, code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('is not given for an unpaid voucher or for somebody else', async () => {
    clock.set(START);
    const { eventId, ticketId } = await createEvent(f, eventInput(clock));
    const unpaid = await buy(f.dinerA, eventId, ticketId);
    expect(await message(codeOf(f.dinerA, Kind.TICKETING_EVENT_TICKET_VOUCHER, unpaid.model!.id))).toBe(
      SERVER_MESSAGE.orderNotPaidYet,
    );
    const voucherId = await paidVoucher(f, clock, f.dinerA, { sessionDate: TONIGHT });
    expect(await message(codeOf(f.dinerB, Kind.TICKETING_EVENT_TICKET_VOUCHER, voucherId))).toBe(
      SERVER_MESSAGE.voucherNotFound,
    );
  });
});

describe('a booking code', () => {
  it("marks the diner's confirmed booking arrived, once", async () => {
    clock.set(START);
    const { order } = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Door' },
      reservationDate: '2026-11-25',
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(19),
    });
    const orderId = order!.model!.id;
    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: orderId });
    const { code } = await codeOf(f.dinerA, Kind.BOOKING_ORDER, orderId);
    expect(await message(validate(f.staffX, f.x.storeId, code, Kind.TICKETING_EVENT_TICKET_VOUCHER))).toBe(
      SERVER_MESSAGE.dynamicCodeWrong,
    );
    const done = await validate(f.staffX, f.x.storeId, code, Kind.BOOKING_ORDER);
    expect(done.kind).toBe(Kind.BOOKING_ORDER);
    const { order: arrived } = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: orderId });
    expect(arrived!.arrivalTime).toBeDefined();
    expect(await message(validate(f.staffX, f.x.storeId, code))).toBe(SERVER_MESSAGE.validationFailed);
  });

  it('shown too early, is refused with the arrival rule and stays unused: its use and the arrival are one change', async () => {
    clock.set(START);
    const { order } = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Early' },
      reservationDate: '2026-11-25',
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(21),
    });
    const orderId = order!.model!.id;
    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: orderId });
    // 18:00, three hours before the booking: arrival opens at 19:00.
    const early = await codeOf(f.dinerA, Kind.BOOKING_ORDER, orderId);
    expect(await message(validate(f.staffX, f.x.storeId, early.code))).toBe(SERVER_MESSAGE.arriveTooEarly);
    const uses = await server.database.db
      .selectFrom('dynamic_code_use')
      .select('subject_id')
      .where('kind', '=', 'BOOKING_ORDER')
      .where('subject_id', '=', orderId)
      .execute();
    expect(uses).toEqual([]);
    // At 20:00 the guest shows a fresh code and is let in.
    clock.set('2026-11-25T12:00:00Z');
    const fresh = await codeOf(f.dinerA, Kind.BOOKING_ORDER, orderId);
    expect((await validate(f.staffX, f.x.storeId, fresh.code)).kind).toBe(Kind.BOOKING_ORDER);
    const { order: arrived } = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: orderId });
    expect(arrived!.arrivalTime).toBeDefined();
  });
});
