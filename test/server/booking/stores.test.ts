import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBusinessPlanService, Weekday } from '@gen/store/v1/business_plan_pb';
import { StoreCollectionService } from '@gen/store/v1/store_collection_service_pb';
import { PermittedStoreService, StoreService } from '@gen/store/v1/store_query_service_pb';
import { StoreBusinessConfigService, StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { StoreProfile_OrderingType } from '@gen/store/v1/store_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

describe('diner store query (public)', () => {
  it('finds stores by id and merchant, with their collections when asked', async () => {
    const collection = await f.admin.client(StoreCollectionService).createStoreCollection({
      collection: { name: 'Harbour views', storeIdList: [f.y.storeId, f.x.storeId] },
    });
    const result = await f.anonymous.client(StoreService).queryStores({
      merchantIdIn: [f.merchantId],
      query: { limit: 10 },
      extendQuery: { shouldReturnStoreCollectionItemCache: true },
    });
    expect(result.list.map((s) => s.model?.id)).toEqual([f.x.storeId, f.y.storeId]);
    expect(result.total).toBe(2);
    expect(result.list[0].isBookingReady).toBe(true);
    expect(result.list[1].timezone).toBe('Asia/Hong_Kong');
    expect(result.extend?.storeCollectionItemCacheList).toEqual([
      expect.objectContaining({ storeCollectionId: collection.collection?.model?.id, storeId: f.y.storeId, sort: 0 }),
      expect.objectContaining({ storeCollectionName: 'Harbour views', storeId: f.x.storeId, sort: 1 }),
    ]);
    const byId = await f.anonymous.client(StoreService).queryStores({ idIn: [f.z.storeId] });
    expect(byId.list.map((s) => s.name)).toEqual(['Z']);
    expect(byId.extend?.storeCollectionItemCacheList ?? []).toEqual([]);
  });

  it('caps a page at 100 stores and pages with offset', async () => {
    const page = await f.anonymous.client(StoreService).queryStores({ query: { limit: 5000, offset: 1 } });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list.length).toBe(page.total - 1);
  });
});

describe('permitted-store query (staff)', () => {
  it('lists exactly the stores each caller may act for', async () => {
    const ids = async (c: typeof f.staffX) =>
      (await c.client(PermittedStoreService).queryPermittedStores({})).list.map((s) => s.model?.id);
    expect(await ids(f.staffX)).toEqual([f.x.storeId]);
    expect(await ids(f.staffY)).toEqual([f.y.storeId]);
    expect(await ids(f.merchantStaff)).toEqual([f.x.storeId, f.y.storeId]);
    expect(await ids(f.admin)).toEqual(expect.arrayContaining([f.x.storeId, f.y.storeId, f.z.storeId]));
    const filtered = await f.merchantStaff
      .client(PermittedStoreService)
      .queryPermittedStores({ idIn: [f.y.storeId, f.z.storeId] });
    expect(filtered.list.map((s) => s.model?.id)).toEqual([f.y.storeId]);
  });

  it('refuses diners and anonymous callers', async () => {
    expect(await failure(f.dinerA.client(PermittedStoreService).queryPermittedStores({}))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect((await failure(f.anonymous.client(PermittedStoreService).queryPermittedStores({}))).code).toBe(
      'Unauthenticated',
    );
  });
});

describe('store settings', () => {
  it('lets staff edit their store profile, images and booking config', async () => {
    const settings = f.staffX.client(StoreSettingService);
    const updated = await settings.updateStoreProfile({
      storeId: f.x.storeId,
      name: 'X · Riverside',
      timezone: 'Asia/Shanghai',
      profile: {
        city: 'Shanghai',
        address: '1 Bund',
        openingYear: 1998,
        hours: '11:00-14:00, 17:00-22:00',
        phone: '021-1',
        mainCuisine: 'Chinese',
        subCuisine: 'Shanghai',
        orderingType: StoreProfile_OrderingType.SET_MENU,
        perCapitaPrice: '48000',
        sommelierService: true,
        winePairing: true,
        chef: 'Chef Li',
      },
    });
    expect(updated.store?.profile).toMatchObject({ openingYear: 1998, perCapitaPrice: '48000', chef: 'Chef Li' });
    // Names per language: set with the profile, kept when a later save leaves them out.
    const named = await settings.updateStoreProfile({
      storeId: f.x.storeId,
      name: 'X · Riverside',
      timezone: 'Asia/Shanghai',
      profile: updated.store!.profile!,
      intlInfo: { name: { zhHans: ' 河畔 ', zhHant: '河畔', en: '' }, city: { zhHans: '上海', en: 'Shanghai' } },
    });
    expect(named.store?.intlInfo?.name).toMatchObject({ zhHans: '河畔', zhHant: '河畔', en: '' });
    expect(named.store?.intlInfo?.city).toMatchObject({ zhHans: '上海', zhHant: '', en: 'Shanghai' });
    const kept = await settings.updateStoreProfile({
      storeId: f.x.storeId,
      name: 'X · Riverside',
      timezone: 'Asia/Shanghai',
      profile: updated.store!.profile!,
    });
    expect(kept.store?.intlInfo?.name?.zhHans).toBe('河畔');
    expect(
      await failure(
        settings.updateStoreProfile({
          storeId: f.x.storeId,
          name: 'X',
          timezone: 'Asia/Shanghai',
          profile: {},
          intlInfo: { name: { en: 'x'.repeat(101) } },
        }),
      ),
    ).toMatchObject({ code: 'InvalidArgument' });
    expect((await settings.getStore({ storeId: f.x.storeId })).store?.name).toBe('X · Riverside');
    expect(updated.store?.profile?.orderingType).toBe(StoreProfile_OrderingType.SET_MENU);
    const image = { fileId: 'f1', url: 'https://cdn/x.jpg', width: 10, height: 10, contentType: 'image/jpeg' };
    const withImages = await settings.updateStoreImage({
      storeId: f.x.storeId,
      image: { environmentList: [image], dishList: [] },
    });
    expect(withImages.store?.image?.environmentList).toEqual([expect.objectContaining({ url: 'https://cdn/x.jpg' })]);
    const read = await settings.getStore({ storeId: f.x.storeId });
    expect(read.store?.name).toBe('X · Riverside');
  });

  it('is ready for booking only with all three day limits', async () => {
    const settings = f.staffY.client(StoreSettingService);
    const partial = await settings.updateBookingConfig({
      storeId: f.y.storeId,
      bookingConfig: {
        notice: { text: { content: 'Smart casual' } },
        minAdvanceBookingDay: 0,
        maxAdvanceBookingDay: 30,
      },
    });
    expect(partial.store?.isBookingReady).toBe(false);
    expect(partial.store?.bookingConfig?.notice?.text?.content).toBe('Smart casual');
    const full = await settings.updateBookingConfig({
      storeId: f.y.storeId,
      bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 30, latestCancelDay: 1 },
    });
    expect(full.store?.isBookingReady).toBe(true);
  });

  it('refuses a bad time zone, inverted day limits and unknown automation options', async () => {
    const settings = f.staffX.client(StoreSettingService);
    expect(
      await failure(
        settings.updateStoreProfile({ storeId: f.x.storeId, name: 'X', timezone: 'Mars/Olympus', profile: {} }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'invalid time zone' });
    expect(
      await failure(
        settings.updateBookingConfig({
          storeId: f.x.storeId,
          bookingConfig: { minAdvanceBookingDay: 10, maxAdvanceBookingDay: 2, latestCancelDay: 0 },
        }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'booking days are invalid' });
    const business = f.staffX.client(StoreBusinessConfigService);
    expect(
      await failure(business.updateStoreBusinessConfig({ storeId: f.x.storeId, config: { autoAcceptMinute: 7 } })),
    ).toEqual({ code: 'InvalidArgument', message: 'invalid option' });
    expect(
      await failure(business.updateStoreBusinessConfig({ storeId: f.x.storeId, config: { depositExpiryMinute: 45 } })),
    ).toEqual({ code: 'InvalidArgument', message: 'invalid option' });
  });

  it('keeps the spec options of auto-accept and deposit expiry, unset meaning manual and unlimited', async () => {
    const business = f.staffX.client(StoreBusinessConfigService);
    for (const autoAcceptMinute of [0, 5, 15, 30, 60, 120]) {
      for (const depositExpiryMinute of [30, 120, 360, 720, 1440, 2880, 10080]) {
        const saved = await business.updateStoreBusinessConfig({
          storeId: f.x.storeId,
          config: { autoAcceptMinute, depositExpiryMinute },
        });
        expect(saved.config).toMatchObject({ autoAcceptMinute, depositExpiryMinute });
      }
    }
    const manual = await business.updateStoreBusinessConfig({ storeId: f.x.storeId, config: {} });
    expect(manual.config?.autoAcceptMinute).toBeUndefined();
    expect(manual.config?.depositExpiryMinute).toBeUndefined();
  });

  it('keeps staff of one store out of another, and merchant staff and admins in', async () => {
    const other = await failure(f.staffY.client(StoreSettingService).getStore({ storeId: f.x.storeId }));
    expect(other).toEqual({ code: 'PermissionDenied', message: 'no store permission' });
    expect(await failure(f.dinerA.client(StoreSettingService).getStore({ storeId: f.x.storeId }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect((await failure(f.anonymous.client(StoreSettingService).getStore({ storeId: f.x.storeId }))).code).toBe(
      'Unauthenticated',
    );
    expect(await failure(f.merchantStaff.client(StoreSettingService).getStore({ storeId: f.z.storeId }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect((await f.merchantStaff.client(StoreSettingService).getStore({ storeId: f.y.storeId })).store?.name).toBe(
      'Y',
    );
    expect((await f.admin.client(StoreSettingService).getStore({ storeId: f.z.storeId })).store?.name).toBe('Z');
    expect(await failure(f.admin.client(StoreSettingService).getStore({ storeId: '999999' }))).toEqual({
      code: 'PermissionDenied',
      message: 'store does not exist',
    });
  });
});

describe('store collections', () => {
  it('are edited by administrators only', async () => {
    expect(
      await failure(
        f.merchantStaff.client(StoreCollectionService).createStoreCollection({ collection: { name: 'Mine' } }),
      ),
    ).toEqual({ code: 'PermissionDenied', message: 'administrators only' });
    const admin = f.admin.client(StoreCollectionService);
    const made = await admin.createStoreCollection({
      collection: { name: 'Tokyo', merchantId: f.otherMerchantId, storeIdList: [f.z.storeId] },
    });
    const id = made.collection!.model!.id;
    const updated = await admin.updateStoreCollection({
      storeCollectionId: id,
      collection: { name: 'Tokyo nights', storeIdList: [] },
    });
    expect(updated.collection?.storeIdList).toEqual([]);
    expect(
      await failure(
        admin.updateStoreCollection({ storeCollectionId: id, collection: { name: 'x', storeIdList: ['424242'] } }),
      ),
    ).toEqual({
      code: 'NotFound',
      message: 'store does not exist',
    });
    await admin.deleteStoreCollection({ storeCollectionId: id });
    const left = await f.anonymous.client(StoreService).queryStoreCollections({});
    expect(left.list.map((c) => c.name)).not.toContain('Tokyo nights');
  });
});

describe('weekly business plan and rest days', () => {
  it('keeps a plan per weekday and rest days per date', async () => {
    const plan = f.staffX.client(StoreBusinessPlanService);
    const initial = await plan.getWeeklyPlan({ storeId: f.x.storeId });
    expect(initial.list).toHaveLength(7);
    expect(initial.list.every((d) => !d.rest && d.shiftIdList.length === 0)).toBe(true);
    const updated = await plan.updateWeeklyPlan({
      storeId: f.x.storeId,
      list: [
        { weekday: Weekday.MONDAY, rest: true },
        { weekday: Weekday.TUESDAY, shiftIdList: [f.x.dinnerId] },
      ],
    });
    expect(updated.list[0]).toMatchObject({ weekday: Weekday.MONDAY, rest: true });
    expect(updated.list[1].shiftIdList).toEqual([f.x.dinnerId]);
    expect(
      await failure(
        plan.updateWeeklyPlan({
          storeId: f.x.storeId,
          list: [{ weekday: Weekday.FRIDAY, shiftIdList: [f.y.dinnerId] }],
        }),
      ),
    ).toEqual({ code: 'NotFound', message: 'shift does not exist' });
    await plan.updateWeeklyPlan({
      storeId: f.x.storeId,
      list: [{ weekday: Weekday.MONDAY }, { weekday: Weekday.TUESDAY }],
    });

    await plan.addRestDay({ storeId: f.x.storeId, date: '2030-02-03', remark: 'staff outing' });
    const rest = await plan.queryRestDays({ storeId: f.x.storeId, startDate: '2030-02-01', endDate: '2030-02-28' });
    expect(rest.list).toEqual([expect.objectContaining({ date: '2030-02-03', remark: 'staff outing' })]);
    await plan.removeRestDay({ storeId: f.x.storeId, date: '2030-02-03' });
    expect(
      (await plan.queryRestDays({ storeId: f.x.storeId, startDate: '2030-02-01', endDate: '2030-02-28' })).list,
    ).toEqual([]);
    expect(await failure(plan.addRestDay({ storeId: f.x.storeId, date: '2030-02-30' }))).toEqual({
      code: 'InvalidArgument',
      message: 'invalid date',
    });
  });
});
