import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarCountMode,
  DailyInventoryCount_Availability as Day,
  SlotInventory_State as Slot,
} from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService, StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessPlanService, type Weekday } from '@gen/store/v1/business_plan_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { isoWeekday } from '@common/zoned-time';
import {
  addStaff,
  failure,
  hm,
  makeBookingFixture,
  makeTinyStore,
  type BookingFixture,
} from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const tinyStore = (timezone: string, shifts: Array<Record<string, unknown>>) =>
  makeTinyStore(server, f, timezone, shifts);

describe('the booking calendar', () => {
  it('marks rest days, closed weekdays, dates outside the window and full days', async () => {
    const z = f.z;
    await addStaff(server, f.staffX.userId, f.otherMerchantId, z.storeId);
    const staff = f.staffX.client(StoreAvailabilityService);
    const start = f.date(0, z.timezone);
    const end = f.date(61, z.timezone);
    const rest = f.date(2, z.timezone);
    const full = f.date(3, z.timezone);
    await f.staffX.client(StoreBusinessPlanService).addRestDay({ storeId: z.storeId, date: rest });
    const closedWeekday = isoWeekday(f.date(4, z.timezone));
    await f.staffX
      .client(StoreBusinessPlanService)
      .updateWeeklyPlan({ storeId: z.storeId, list: [{ weekday: closedWeekday as Weekday, rest: true }] });
    for (const itemId of [...z.items.two, ...z.items.four, ...z.items.ten]) {
      await f.staffX.client(StoreTableService).lockTableItem({
        storeId: z.storeId,
        storeTableItemId: itemId,
        reservationDate: full,
        startSecond: 0,
        endSecond: hm(48),
      });
    }
    await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: z.storeId,
      diner: { lastName: 'C' },
      reservationDate: f.date(5, z.timezone),
      adultCount: 3,
      storeShiftId: z.lunchId,
      reservationStartSecond: hm(12),
    });

    const byDate = async (client: typeof staff, mode = CalendarCountMode.DINERS) =>
      new Map(
        (
          await client.queryStoreDailyInventoryCount({
            storeId: z.storeId,
            startDate: start,
            endDate: end,
            peopleCount: 2,
            mode,
          })
        ).list.map((d) => [d.date, d]),
      );
    const days = await byDate(staff);
    expect(Day[days.get(rest)!.availability]).toBe('REST');
    expect(Day[days.get(f.date(4, z.timezone))!.availability]).toBe('REST');
    expect(Day[days.get(full)!.availability]).toBe('FULL');
    expect(days.get(f.date(5, z.timezone))).toMatchObject({
      availability: Day.AVAILABLE,
      count: 3,
      dinerCount: 3,
      orderCount: 1,
      tableCount: 1,
    });
    // Diners: beyond the 60-day window is not open, and a store's volume is not shown.
    const diner = await f.dinerA
      .client(DinerAvailabilityService)
      .queryDailyInventoryCount({ storeId: z.storeId, startDate: start, endDate: end, peopleCount: 2 });
    const dinerDays = new Map(diner.list.map((d) => [d.date, d]));
    expect(Day[dinerDays.get(end)!.availability]).toBe('NOT_OPEN');
    expect(dinerDays.get(f.date(5, z.timezone))).toMatchObject({
      availability: Day.AVAILABLE,
      count: 0,
      dinerCount: 0,
    });
    expect(
      await failure(
        staff.queryStoreDailyInventoryCount({ storeId: z.storeId, startDate: start, endDate: f.date(70, z.timezone) }),
      ),
    ).toEqual({
      code: 'InvalidArgument',
      message: 'date range too long',
    });

    const info = await f.dinerA
      .client(DinerAvailabilityService)
      .getBookingRuleInfo({ storeId: z.storeId, startDate: start, endDate: f.date(6, z.timezone) });
    expect(info.info?.restDayMap).toMatchObject({ [rest]: true, [f.date(4, z.timezone)]: true });
    expect(info.info?.matchedDayMap[f.date(5, z.timezone)].list).toEqual([z.lunchId, z.dinnerId]);
    expect(info.info).toMatchObject({
      minDate: start,
      maxDate: f.date(60, z.timezone),
      timezone: 'Asia/Tokyo',
      latestCancelDay: 1,
    });

    // Earliest: with two days' notice, the first open and not full date.
    await f.staffX.client(StoreSettingService).updateBookingConfig({
      storeId: z.storeId,
      bookingConfig: { minAdvanceBookingDay: 2, maxAdvanceBookingDay: 60, latestCancelDay: 1 },
    });
    const earliest = await f.dinerA.client(DinerAvailabilityService).getEarliestBookingDate({ storeId: z.storeId });
    expect(earliest.date).toBe(f.date(5, z.timezone));
    await f.staffX
      .client(StoreBusinessPlanService)
      .updateWeeklyPlan({ storeId: z.storeId, list: [{ weekday: closedWeekday as Weekday }] });
  });

  it('shows diners only today’s slots that have not begun', async () => {
    const today = f.date(0, 'Pacific/Kiritimati');
    const t = await tinyStore('Pacific/Kiritimati', [
      { name: 'All day', startSecond: 0, endSecond: hm(24) - 1, deltaSecond: 3600, durationSecond: 3600 },
    ]);
    const inv = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: today, peopleCount: 2 });
    const now = Date.now();
    for (const slot of inv.list[0].slotList) {
      const startMs = Date.parse(`${today}T00:00:00+14:00`) + slot.startSecond * 1000;
      expect(Slot[slot.state]).toBe(startMs <= now ? 'PAST' : 'AVAILABLE');
    }
    expect(inv.list[0].slotList).toHaveLength(24);
  });
});

describe('free items and used tables', () => {
  it('lists the free items of a slot with the server’s pick, and the day’s used tables merged', async () => {
    const date = f.date(11, 'Asia/Hong_Kong');
    const y = f.y;
    const order = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: y.storeId,
      diner: { lastName: 'U' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: y.dinnerId,
      reservationStartSecond: hm(18),
    });
    await f.staffY.client(StoreTableService).lockTableItem({
      storeId: y.storeId,
      storeTableItemId: y.items.ten[0],
      reservationDate: date,
      startSecond: hm(17),
      endSecond: hm(23),
    });
    const free = await f.staffY.client(StoreAvailabilityService).queryFreeTableItems({
      storeId: y.storeId,
      reservationDate: date,
      storeShiftId: y.dinnerId,
      reservationStartSecond: hm(18),
      peopleCount: 2,
    });
    expect(free.list.map((i) => i.storeTableItemId).sort()).toEqual([y.items.two[1], ...y.items.four].sort());
    expect(free.suggestedItemIdList).toEqual([y.items.two[1]]);
    const used = await f.staffY
      .client(StoreAvailabilityService)
      .queryUsedTableItems({ storeId: y.storeId, reservationDate: date });
    expect(used.list.map((u) => [u.storeTableItemId, u.bookingOrderId, u.isUsing])).toEqual(
      expect.arrayContaining([
        [y.items.two[0], order.order!.model!.id, true],
        [y.items.ten[0], '0', true],
      ]),
    );
    await f.staffY.client(StoreBookingActionService).closeBookingOrder({
      storeId: y.storeId,
      bookingOrderId: order.order!.model!.id,
      closeReason: BookingOrder_CloseReason.STORE_REJECT,
    });
    const after = await f.staffY
      .client(StoreAvailabilityService)
      .queryUsedTableItems({ storeId: y.storeId, reservationDate: date });
    expect(after.list.map((u) => u.storeTableItemId)).toEqual([y.items.ten[0]]);
    expect(after.notUsingList.map((u) => [u.storeTableItemId, u.bookingOrderId])).toEqual([
      [y.items.two[0], order.order!.model!.id],
    ]);
    // The freed item is bookable again at once.
    const again = await f.dinerB.client(DinerBookingOrderService).createBookingOrder({
      storeId: y.storeId,
      diner: { lastName: 'V' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: y.dinnerId,
      reservationStartSecond: hm(18),
    });
    expect(again.order?.storeTableItemIdList).toEqual([y.items.two[0]]);
  });

  it('is for the store’s own staff only', async () => {
    expect(
      await failure(
        f.staffY
          .client(StoreAvailabilityService)
          .queryUsedTableItems({ storeId: f.x.storeId, reservationDate: f.date(1) }),
      ),
    ).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
  });

  it('shows a diner who has not logged in the times a party may book, and only what a diner sees', async () => {
    const anonymous = f.anonymous.client(DinerAvailabilityService);
    const signedIn = f.dinerA.client(DinerAvailabilityService);
    const request = { storeId: f.x.storeId, reservationDate: f.date(1), peopleCount: 2 };
    const before = await anonymous.queryBookingInventory(request);
    expect(before.list.length).toBeGreaterThan(0);
    expect(before).toEqual(await signedIn.queryBookingInventory(request));
  });
});
