import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { DinerInfo_Title } from '@gen/booking/v1/booking_order_pb';
import { AdminReferenceDataService } from '@gen/platform/v1/admin_reference_data_service_pb';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const admin = () => f.admin.client(AdminReferenceDataService);
const macauLike = { callingCode: '999', isoCode: 'qq', name: ' Testland ', phonePattern: '^[0-9]{8}$', sort: 9 };

describe('regions', () => {
  it('creates, edits and lists a region, which diners are then offered', async () => {
    const { region } = await admin().createRegion({ region: macauLike });
    expect(region).toMatchObject({
      region: { callingCode: '999', isoCode: 'QQ', name: 'Testland', sort: 9 },
      disabled: false,
      inUse: false,
    });
    await admin().updateRegion({
      region: { ...macauLike, name: 'Testland Isles', phonePattern: '^6[0-9]{7}$', sort: 6 },
    });
    const listed = (await admin().listAdminRegions({})).list.find((r) => r.region?.callingCode === '999');
    expect(listed?.region).toMatchObject({ name: 'Testland Isles', phonePattern: '^6[0-9]{7}$', sort: 6 });
    const offered = (await server.client(ReferenceDataService).listRegions({})).list.map((r) => r.callingCode);
    expect(offered).toContain('999');
    // Mainland China (in use by every user of the fixture) is listed as such.
    expect((await admin().listAdminRegions({})).list.find((r) => r.region?.callingCode === '86')?.inUse).toBe(true);
  });

  it('refuses bad regions and taken codes, writing nothing', async () => {
    const bad: Array<[Partial<typeof macauLike>, string]> = [
      [{ callingCode: '12345' }, 'the calling code must be 1 to 4 digits'],
      [{ callingCode: '998', isoCode: 'Q1' }, 'the region code must be 2 letters'],
      [{ callingCode: '998', isoCode: 'QR', name: '  ' }, 'enter the region name'],
      [
        { callingCode: '998', isoCode: 'QR', phonePattern: '([0-9' },
        'the phone pattern is not a valid regular expression',
      ],
      [{ callingCode: '999', isoCode: 'QR' }, 'a region with this calling code or region code already exists'],
      [{ callingCode: '998', isoCode: 'CN' }, 'a region with this calling code or region code already exists'],
    ];
    const before = (await admin().listAdminRegions({})).list.length;
    for (const [change, message] of bad) {
      expect((await refusal(admin().createRegion({ region: { ...macauLike, ...change } }))).message).toBe(message);
    }
    expect((await admin().listAdminRegions({})).list).toHaveLength(before);
    expect((await refusal(admin().updateRegion({ region: { ...macauLike, callingCode: '997' } }))).message).toBe(
      'region does not exist',
    );
  });

  it('deletes a region nothing uses, and only disables one a store uses', async () => {
    await admin().createRegion({ region: { ...macauLike, callingCode: '998', isoCode: 'QR' } });
    await admin().deleteRegion({ callingCode: '998' });
    expect((await admin().listAdminRegions({})).list.map((r) => r.region?.callingCode)).not.toContain('998');

    // A store closing on Testland's holidays makes the region in use.
    await f.staffX.client(StoreBusinessConfigService).updateStoreBusinessConfig({
      storeId: f.x.storeId,
      config: { holidayRegionIsoCode: 'QQ', restOnPublicHoliday: true },
    });
    expect(await refusal(admin().deleteRegion({ callingCode: '999' }))).toMatchObject({
      code: 'failed_precondition',
      message: 'the region is in use, disable it instead',
    });
    const { region } = await admin().setRegionDisabled({ callingCode: '999', disabled: true });
    expect(region).toMatchObject({ disabled: true, inUse: true });
    const offered = (await server.client(ReferenceDataService).listRegions({})).list.map((r) => r.callingCode);
    expect(offered).not.toContain('999');
    expect(offered).toContain('86');
    await admin().setRegionDisabled({ callingCode: '999', disabled: false });
    expect((await server.client(ReferenceDataService).listRegions({})).list.map((r) => r.callingCode)).toContain('999');
  });
});

describe('holiday dates', () => {
  const inventory = (date: string) =>
    f.dinerA.client(DinerAvailabilityService).queryBookingInventory({
      storeId: f.x.storeId,
      reservationDate: date,
      peopleCount: 2,
    });
  const book = (date: string) =>
    f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { title: DinerInfo_Title.MS, lastName: 'Chen', firstName: 'Mei', language: 'en' },
      reservationDate: date,
      adultCount: 2,
      childCount: 0,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    });

  it('a holiday added closes the stores that rest on them at once, and removing it opens them again', async () => {
    // Store X closes on Testland's holidays (previous test); its settings are cached by now.
    const day = f.date(20);
    expect((await inventory(day)).list.length).toBeGreaterThan(0);

    const { holiday } = await admin().addHolidayDate({
      holiday: { regionIsoCode: 'qq', date: day, name: ' Founders Day ', isRestDay: true },
    });
    expect(holiday).toMatchObject({ regionIsoCode: 'QQ', date: day, name: 'Founders Day', isRestDay: true });
    expect((await inventory(day)).list).toEqual([]);
    expect(await failure(book(day))).toEqual({ code: 'FailedPrecondition', message: 'store closed' });

    await admin().renameHolidayDate({ regionIsoCode: 'QQ', date: day, name: 'Foundation Day' });
    const year = Number(day.slice(0, 4));
    const listed = await admin().listAdminHolidayDates({ regionIsoCode: 'QQ', year });
    expect(listed.list).toEqual([expect.objectContaining({ date: day, name: 'Foundation Day' })]);

    await admin().removeHolidayDate({ regionIsoCode: 'QQ', date: day });
    expect((await inventory(day)).list.length).toBeGreaterThan(0);
    expect((await book(day)).order?.reservationDate).toBe(day);
  });

  it('a working day (not a rest day) leaves the store open', async () => {
    const day = f.date(21);
    await admin().addHolidayDate({ holiday: { regionIsoCode: 'QQ', date: day, name: 'Swap day', isRestDay: false } });
    expect((await inventory(day)).list.length).toBeGreaterThan(0);
  });

  it('refuses a date that is not a date, a duplicate, a blank name and an unknown region, writing nothing', async () => {
    const day = f.date(22);
    await admin().addHolidayDate({ holiday: { regionIsoCode: 'QQ', date: day, name: 'Day one', isRestDay: true } });
    const add = (over: Record<string, unknown>) =>
      admin().addHolidayDate({
        holiday: { regionIsoCode: 'QQ', date: day, name: 'Again', isRestDay: true, ...over },
      });
    for (const [over, message] of [
      [{ date: '2026-02-30' }, 'invalid date'],
      [{ date: 'tomorrow' }, 'invalid date'],
      [{}, 'this holiday date already exists'],
      [{ date: f.date(23), name: ' ' }, 'enter the holiday name'],
      [{ date: f.date(23), regionIsoCode: 'ZX' }, 'region does not exist'],
    ] as const) {
      expect((await refusal(add(over))).message).toBe(message);
    }
    const year = Number(day.slice(0, 4));
    const dates = (await admin().listAdminHolidayDates({ regionIsoCode: 'QQ', year })).list;
    expect(dates.filter((h) => h.date === day).map((h) => h.name)).toEqual(['Day one']);
    expect(dates.map((h) => h.date)).not.toContain(f.date(23));
    expect((await refusal(admin().removeHolidayDate({ regionIsoCode: 'QQ', date: f.date(40) }))).message).toBe(
      'holiday date does not exist',
    );
    expect((await refusal(admin().listAdminHolidayDates({ regionIsoCode: 'QQ', year: 20 }))).message).toBe(
      'invalid date',
    );
  });
});

describe('who may change regions and holidays', () => {
  it('refuses staff and diners every call', async () => {
    const calls: Array<(c: ReturnType<typeof admin>) => Promise<unknown>> = [
      (c) => c.listAdminRegions({}),
      (c) => c.createRegion({ region: { ...macauLike, callingCode: '996', isoCode: 'QS' } }),
      (c) => c.updateRegion({ region: macauLike }),
      (c) => c.setRegionDisabled({ callingCode: '999', disabled: true }),
      (c) => c.deleteRegion({ callingCode: '999' }),
      (c) => c.listAdminHolidayDates({ regionIsoCode: 'QQ', year: 2026 }),
      (c) => c.addHolidayDate({ holiday: { regionIsoCode: 'QQ', date: f.date(30), name: 'x', isRestDay: true } }),
      (c) => c.renameHolidayDate({ regionIsoCode: 'QQ', date: f.date(22), name: 'x' }),
      (c) => c.removeHolidayDate({ regionIsoCode: 'QQ', date: f.date(22) }),
    ];
    for (const who of [f.staffX, f.merchantStaff, f.dinerA]) {
      const client = who.client(AdminReferenceDataService);
      for (const call of calls) {
        expect(await refusal(call(client))).toMatchObject({
          code: 'permission_denied',
          message: 'administrators only',
        });
      }
    }
    const region = (await admin().listAdminRegions({})).list.find((r) => r.region?.callingCode === '999');
    expect(region).toMatchObject({ disabled: false, region: { name: 'Testland Isles' } });
  });
});
