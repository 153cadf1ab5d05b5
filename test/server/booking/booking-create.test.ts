import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status, DinerInfo_Title } from '@gen/booking/v1/booking_order_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { StoreBusinessPlanService } from '@gen/store/v1/business_plan_pb';
import { StoreBusinessConfigService, StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const dinerCreate = (over: Record<string, unknown> = {}) => ({
  storeId: f.x.storeId,
  diner: { title: DinerInfo_Title.MS, lastName: 'Chen', firstName: 'Mei', language: 'en' },
  reservationDate: f.date(2),
  adultCount: 2,
  childCount: 0,
  storeShiftId: f.x.dinnerId,
  reservationStartSecond: hm(18),
  ...over,
});
const book = (over: Record<string, unknown> = {}, who = f.dinerA) =>
  who.client(DinerBookingOrderService).createBookingOrder(dinerCreate(over));

describe('a diner books', () => {
  it('gets the smallest fitting table, an order number and booking code, and waits for the store', async () => {
    const { order } = await book({ dinerRemark: 'window please', dietTaboo: 'peanuts', platformTagList: [1] });
    expect(order?.status).toBe(BookingOrder_Status.WAIT_STORE_CONFIRM);
    expect(order?.storeTableItemIdList).toEqual([f.x.items.two[0]]);
    expect(order?.storeTableId).toBe(f.x.tables.two);
    expect(order?.seatCount).toBe(2);
    expect(order?.orderNo).toMatch(/^BK\d{10}$/);
    expect(order?.bookingCode).toMatch(/^\d{8}$/);
    expect(order?.diner).toMatchObject({ lastName: 'Chen', phoneRegionCode: '86', language: 'en' });
    expect(order?.diner?.phone).toMatch(/^139/); // the caller's own phone
    expect(order?.userId).toBe(f.dinerA.userId);
    expect(order?.creatorType).toBe(OperatorType.USER);
    expect(order?.isCreatedByOther).toBe(false);
    expect(order?.reservationEndSecond).toBe(hm(20)); // dinner turn time 2 h
    expect(order?.merchantDinerId).not.toBe('0');
    expect(order?.depositAmount).toBe('0');
    // 18:00 in Shanghai is 10:00 UTC, whatever the server's own zone.
    expect(new Date(Number(order!.startTime!.seconds) * 1000).toISOString()).toBe(`${f.date(2)}T10:00:00.000Z`);
    // The cancel deadline is one day before the start.
    expect(Number(order!.startTime!.seconds) - Number(order!.cancelDeadlineTime!.seconds)).toBe(86_400);
  });

  it('takes the smallest single table that fits before joining tables, and joins only when none fits', async () => {
    const at = { reservationDate: f.date(3), reservationStartSecond: hm(12), storeShiftId: f.x.lunchId };
    const three = await book({ ...at, adultCount: 3 }, f.dinerA);
    expect(three.order?.storeTableItemIdList).toEqual([f.x.items.four[0]]);
    const five = await book({ ...at, adultCount: 5 }, f.dinerB);
    expect(five.order?.storeTableItemIdList).toEqual(f.x.items.ten);
    // The ten-seat table is taken: eight people get two four-seat items joined.
    const eight = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      ...at,
      storeId: f.x.storeId,
      diner: { lastName: 'Group' },
      adultCount: 8,
    });
    expect(eight.order?.storeTableItemIdList).toEqual(f.x.items.four.slice(1, 3));
    expect(eight.order?.seatCount).toBe(8);
  });

  it('books exactly the number of tables asked for, within the rule', async () => {
    const { order } = await book({ reservationDate: f.date(6), adultCount: 6, quantity: 2 });
    expect(order?.storeTableItemIdList).toEqual(f.x.items.four.slice(0, 2));
    expect(await failure(book({ reservationDate: f.date(6), adultCount: 2, quantity: 11 }, f.dinerB))).toEqual({
      code: 'InvalidArgument',
      message: 'quantity above the maximum',
    });
  });

  it('is confirmed at once when the store accepts immediately', async () => {
    await f.staffY
      .client(StoreBusinessConfigService)
      .updateStoreBusinessConfig({ storeId: f.y.storeId, config: { autoAcceptMinute: 0 } });
    const { order } = await book({
      storeId: f.y.storeId,
      storeShiftId: f.y.dinnerId,
      reservationDate: f.date(2, 'Asia/Hong_Kong'),
    });
    expect(order?.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    expect(order?.storeConfirmTime).toBeDefined();
    await f.staffY.client(StoreBusinessConfigService).updateStoreBusinessConfig({ storeId: f.y.storeId, config: {} });
  });

  it('owes a deposit by the store policy and waits for it until the expiry', async () => {
    await f.staffY
      .client(StoreBusinessConfigService)
      .updateStoreBusinessConfig({ storeId: f.y.storeId, config: { depositExpiryMinute: 30 } });
    await f.staffY.client(StoreBookingRuleService).replaceDepositPolicies({
      storeId: f.y.storeId,
      list: [
        { mode: DepositPolicy_Mode.PER_PERSON, amount: '10000' },
        { mode: DepositPolicy_Mode.PER_PARTY, amount: '50000', minPeople: 6, storeShiftId: f.y.dinnerId },
      ],
    });
    const date = f.date(7, 'Asia/Hong_Kong');
    const small = await book({
      storeId: f.y.storeId,
      storeShiftId: f.y.dinnerId,
      reservationDate: date,
      adultCount: 3,
    });
    expect(small.order?.status).toBe(BookingOrder_Status.WAIT_DEPOSIT_PAYMENT);
    expect(small.order?.depositAmount).toBe('30000');
    const expiresIn = Number(small.order!.depositExpireTime!.seconds) - Number(small.order!.orderTime!.seconds);
    expect(expiresIn).toBe(30 * 60);
    const large = await book(
      {
        storeId: f.y.storeId,
        storeShiftId: f.y.dinnerId,
        reservationDate: date,
        adultCount: 7,
        reservationStartSecond: hm(20),
      },
      f.dinerB,
    );
    expect(large.order?.depositAmount).toBe('50000');
    // The same diner cannot stack a second booking over the unpaid one.
    expect(
      await failure(
        book({
          storeId: f.y.storeId,
          storeShiftId: f.y.dinnerId,
          reservationDate: date,
          reservationStartSecond: hm(19),
        }),
      ),
    ).toEqual({ code: 'FailedPrecondition', message: 'you have an order pending payment' });
    await f.staffY.client(StoreBookingRuleService).replaceDepositPolicies({ storeId: f.y.storeId, list: [] });
  });

  it('refuses two deposit policies for the same shift and party range, and keeps the saved ones', async () => {
    const rules = f.staffY.client(StoreBookingRuleService);
    const saved = { mode: DepositPolicy_Mode.PER_PERSON, amount: '10000', minPeople: 2, maxPeople: 6 };
    await rules.replaceDepositPolicies({ storeId: f.y.storeId, list: [saved] });
    // A minimum of 0 covers the same parties as 1; the second would never apply.
    for (const list of [
      [saved, { ...saved, amount: '20000' }],
      [
        { mode: DepositPolicy_Mode.PER_PARTY, amount: '50000', storeShiftId: f.y.dinnerId },
        { mode: DepositPolicy_Mode.PER_PERSON, amount: '100', minPeople: 1, storeShiftId: f.y.dinnerId },
      ],
    ]) {
      expect(await failure(rules.replaceDepositPolicies({ storeId: f.y.storeId, list }))).toEqual({
        code: 'InvalidArgument',
        message: 'deposit policy is invalid',
      });
    }
    const kept = await rules.queryDepositPolicies({ storeId: f.y.storeId });
    expect(kept.list.map((p) => [p.minPeople, p.maxPeople, p.amount])).toEqual([[2, 6, '10000']]);
    // The same range on another shift, or a different range, is a real choice.
    await rules.replaceDepositPolicies({
      storeId: f.y.storeId,
      list: [saved, { ...saved, storeShiftId: f.y.dinnerId }, { ...saved, minPeople: 3 }],
    });
    await rules.replaceDepositPolicies({ storeId: f.y.storeId, list: [] });
  });

  it('cannot stack a second booking over one waiting for the store', async () => {
    const date = f.date(8);
    await book({ reservationDate: date }, f.dinerB);
    expect(await failure(book({ reservationDate: date, reservationStartSecond: hm(19) }, f.dinerB))).toEqual({
      code: 'FailedPrecondition',
      message: 'you have an order pending confirmation',
    });
    // Another time, clear of the first: fine.
    await book({ reservationDate: date, reservationStartSecond: hm(12), storeShiftId: f.x.lunchId }, f.dinerB);
  });
});

describe('bad input answers the spec message and books nothing', () => {
  it.each([
    ['a diner', { diner: undefined }, 'please select a diner'],
    ['a valid phone', { diner: { lastName: 'X', phone: '12345', phoneRegionCode: '86' } }, 'phone number error'],
    ['a date', { reservationDate: '' }, 'please select a date'],
    ['people', { adultCount: 0 }, 'please enter the number of people'],
    ['a shift or time', { storeShiftId: '0', reservationStartSecond: undefined }, 'please select a shift or time'],
    ['a real slot', { reservationStartSecond: hm(18, 10) }, 'this time cannot be booked'],
    ['a date in the window', { reservationDate: 'DATE+61' }, 'this date cannot be booked'],
    ['a time not begun', { reservationDate: 'DATE-1' }, 'this date cannot be booked'],
  ])('needs %s', async (_what, change, message) => {
    const before = await f.staffX
      .client(StoreBookingOrderService)
      .countStoreBookingOrdersByStatus({ storeId: f.x.storeId });
    const resolved = { ...change } as Record<string, unknown>;
    if (resolved.reservationDate === 'DATE+61') resolved.reservationDate = f.date(61);
    if (resolved.reservationDate === 'DATE-1') resolved.reservationDate = f.date(-1);
    const result = await failure(f.dinerB.client(DinerBookingOrderService).createBookingOrder(dinerCreate(resolved)));
    expect(result.message).toBe(message);
    expect(result.code).toBe('InvalidArgument');
    const after = await f.staffX
      .client(StoreBookingOrderService)
      .countStoreBookingOrdersByStatus({ storeId: f.x.storeId });
    expect(after.list).toEqual(before.list);
  });

  it('needs a name to book under (the restaurant greets the diner by it), and writes nothing without one', async () => {
    const before = await f.staffX
      .client(StoreBookingOrderService)
      .countStoreBookingOrdersByStatus({ storeId: f.x.storeId });
    for (const diner of [
      { lastName: '', firstName: '' },
      { lastName: '  ', firstName: ' ', phone: '13912345678' },
    ]) {
      expect(await failure(book({ diner, reservationDate: f.date(11) }))).toEqual({
        code: 'InvalidArgument',
        message: 'enter the diner name',
      });
    }
    const after = await f.staffX
      .client(StoreBookingOrderService)
      .countStoreBookingOrdersByStatus({ storeId: f.x.storeId });
    expect(after.list).toEqual(before.list);
  });

  it('holds people to the store rule, for diners', async () => {
    const rules = f.staffY.client(StoreBookingRuleService);
    await rules.updateBookingRule({
      storeId: f.y.storeId,
      rule: { minPeople: 2, maxPeople: 6, minQuantity: 1, maxQuantity: 2, defaultDurationSecond: 7200 },
    });
    const at = {
      storeId: f.y.storeId,
      storeShiftId: f.y.lunchId,
      reservationStartSecond: hm(12),
      reservationDate: f.date(9, 'Asia/Hong_Kong'),
    };
    expect(await failure(book({ ...at, adultCount: 1 }))).toEqual({
      code: 'InvalidArgument',
      message: 'fewer people than the store accepts',
    });
    expect(await failure(book({ ...at, adultCount: 5, childCount: 2 }))).toEqual({
      code: 'InvalidArgument',
      message: 'more people than the store accepts',
    });
    // Staff may seat any party its tables take.
    const staff = await f.staffY
      .client(StoreBookingOrderService)
      .createStoreBookingOrder({ ...at, diner: { lastName: 'Big' }, adultCount: 9 });
    expect(staff.order?.storeTableItemIdList).toEqual(f.y.items.ten);
    await rules.updateBookingRule({
      storeId: f.y.storeId,
      rule: { minPeople: 1, maxPeople: 20, minQuantity: 1, maxQuantity: 10, defaultDurationSecond: 7200 },
    });
  });

  it("answers 'Booking is full' when every fitting table is taken, 'insufficient inventory' when none could seat the party", async () => {
    const at = { reservationDate: f.date(10), storeShiftId: f.x.lunchId, reservationStartSecond: hm(11) };
    const staff = f.staffX.client(StoreBookingOrderService);
    await staff.createStoreBookingOrder({
      ...at,
      storeId: f.x.storeId,
      diner: { lastName: 'All' },
      adultCount: 2,
      storeTableItemIdList: [...f.x.items.two, ...f.x.items.four, ...f.x.items.ten],
    });
    expect(await failure(book(at))).toEqual({ code: 'Aborted', message: 'Booking is full, please select again' });
    expect(await failure(book({ ...at, reservationStartSecond: hm(13), adultCount: 15 }))).toEqual({
      code: 'FailedPrecondition',
      message: 'insufficient inventory',
    });
  });

  it("answers 'store closed' on rest days and public holidays the store closes on", async () => {
    const restDate = f.date(11);
    await f.staffX.client(StoreBusinessPlanService).addRestDay({ storeId: f.x.storeId, date: restDate });
    expect(await failure(book({ reservationDate: restDate }))).toEqual({
      code: 'FailedPrecondition',
      message: 'store closed',
    });
    await f.staffX.client(StoreBusinessPlanService).removeRestDay({ storeId: f.x.storeId, date: restDate });
    await book({ reservationDate: restDate });

    const holiday = f.date(16);
    await server.database.db
      .insertInto('holiday_date')
      .values({ region_iso_code: 'ZZ', date: holiday, name: 'Test Day', is_rest_day: true })
      .execute();
    const business = f.staffX.client(StoreBusinessConfigService);
    await business.updateStoreBusinessConfig({
      storeId: f.x.storeId,
      config: { holidayRegionIsoCode: 'ZZ', restOnPublicHoliday: false },
    });
    await book({ reservationDate: holiday, reservationStartSecond: hm(21) });
    await business.updateStoreBusinessConfig({
      storeId: f.x.storeId,
      config: { holidayRegionIsoCode: 'ZZ', restOnPublicHoliday: true },
    });
    expect(await failure(book({ reservationDate: holiday }, f.dinerB))).toEqual({
      code: 'FailedPrecondition',
      message: 'store closed',
    });
    await business.updateStoreBusinessConfig({ storeId: f.x.storeId, config: {} });
  });

  it('refuses a store that is not ready for booking', async () => {
    await f.staffY.client(StoreSettingService).updateBookingConfig({
      storeId: f.y.storeId,
      bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 30 },
    });
    expect(
      await failure(
        book({ storeId: f.y.storeId, storeShiftId: f.y.dinnerId, reservationDate: f.date(3, 'Asia/Hong_Kong') }),
      ),
    ).toEqual({
      code: 'FailedPrecondition',
      message: 'store is not ready for booking',
    });
    await f.staffY.client(StoreSettingService).updateBookingConfig({
      storeId: f.y.storeId,
      bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 1 },
    });
  });
});

describe('staff book for a diner', () => {
  it('on chosen tables, confirmed at once, and the diner with that phone sees it as made by the store', async () => {
    const staff = f.staffX.client(StoreBookingOrderService);
    const dinerB = await server.services.users.findById(f.dinerB.userId);
    const { order } = await staff.createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Li', phone: dinerB!.phone, phoneRegionCode: '86' },
      reservationDate: f.date(12),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18, 7), // walk-in times need not be slots for staff
      storeTableItemIdList: [f.x.items.four[2]],
      storeRemark: 'regular',
    });
    expect(order?.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    expect(order?.storeTableItemIdList).toEqual([f.x.items.four[2]]);
    expect(order?.creatorType).toBe(OperatorType.STORE);
    expect(order?.userId).toBe(f.dinerB.userId);
    expect(order?.isCreatedByOther).toBe(true);
    const mine = await f.dinerB
      .client(DinerBookingOrderService)
      .getMyBookingOrder({ bookingOrderId: order!.model!.id });
    expect(mine.order?.isCreatedByOther).toBe(true);
    expect(
      await failure(
        staff.createStoreBookingOrder({
          storeId: f.x.storeId,
          diner: { lastName: 'Clash' },
          reservationDate: f.date(12),
          adultCount: 2,
          storeShiftId: f.x.dinnerId,
          reservationStartSecond: hm(19),
          storeTableItemIdList: [f.x.items.four[2]],
        }),
      ),
    ).toEqual({ code: 'Aborted', message: 'the table is occupied at that time' });
  });

  it('asks a deposit only when told to', async () => {
    const staff = f.staffX.client(StoreBookingOrderService);
    const at = {
      storeId: f.x.storeId,
      diner: { lastName: 'Dep' },
      reservationDate: f.date(13),
      adultCount: 2,
      storeShiftId: f.x.lunchId,
    };
    const none = await staff.createStoreBookingOrder({ ...at, reservationStartSecond: hm(11) });
    expect(none.order?.depositAmount).toBe('0');
    const asked = await staff.createStoreBookingOrder({ ...at, reservationStartSecond: hm(12), depositAmount: '8800' });
    expect(asked.order?.status).toBe(BookingOrder_Status.WAIT_DEPOSIT_PAYMENT);
    expect(asked.order?.depositAmount).toBe('8800');
    expect(
      await failure(staff.createStoreBookingOrder({ ...at, reservationStartSecond: hm(13), depositAmount: '-5' })),
    ).toEqual({
      code: 'InvalidArgument',
      message: 'amount cannot be negative',
    });
  });

  it('refuses staff of another store and non-staff', async () => {
    const request = {
      storeId: f.x.storeId,
      diner: { lastName: 'N' },
      reservationDate: f.date(13),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(20),
    };
    expect(await failure(f.staffY.client(StoreBookingOrderService).createStoreBookingOrder(request))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect((await failure(f.dinerA.client(StoreBookingOrderService).createStoreBookingOrder(request))).code).toBe(
      'PermissionDenied',
    );
    expect(
      (await f.merchantStaff.client(StoreBookingOrderService).createStoreBookingOrder(request)).order?.creatorType,
    ).toBe(OperatorType.MERCHANT);
  });
});

describe('who may book as a diner', () => {
  it('needs a logged-in user with a phone', async () => {
    expect((await failure(f.anonymous.client(DinerBookingOrderService).createBookingOrder(dinerCreate()))).code).toBe(
      'Unauthenticated',
    );
    const noPhone = await server.services.users.create({ nickname: 'no phone' });
    const { key } = await server.services.sessions.start(noPhone.id, {
      clientPlatform: 'WEB',
      platformId: 'web',
      deviceId: 'd',
    });
    expect(
      await failure(server.client(DinerBookingOrderService, { sessionKey: key }).createBookingOrder(dinerCreate())),
    ).toEqual({
      code: 'Unauthenticated',
      message: 'please log in first',
    });
  });
});

describe('a retried create', () => {
  it('answers the first order, never a second, even when the retries race', async () => {
    const request = dinerCreate({ reservationDate: f.date(14), idempotencyKey: 'attempt-1' });
    const first = await f.dinerA.client(DinerBookingOrderService).createBookingOrder(request);
    const again = await f.dinerA.client(DinerBookingOrderService).createBookingOrder(request);
    expect(again.order?.model?.id).toBe(first.order?.model?.id);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () =>
        f.dinerB
          .client(DinerBookingOrderService)
          .createBookingOrder(dinerCreate({ reservationDate: f.date(15), idempotencyKey: 'attempt-2' })),
      ),
    );
    expect(new Set(racing.map((r) => r.order?.model?.id)).size).toBe(1);
    const mine = await f.dinerB.client(DinerBookingOrderService).queryMyBookingOrders({});
    expect(mine.list.filter((o) => o.reservationDate === f.date(15))).toHaveLength(1);
  });
});
