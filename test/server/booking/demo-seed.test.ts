import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { PermittedStoreService } from '@gen/store/v1/store_query_service_pb';
import { DinerDeliveryAddressService } from '@gen/mall/v1/diner_delivery_address_service_pb';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { SaleMode, StockMode } from '@gen/mall/v1/mall_pb';
import { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf, isoWeekday } from '@common/zoned-time';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  expect(await seedDemoData(server.database.db)).toBe(true);
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS)) {
    const user = await server.services.users.findByPhone('86', account.phone);
    sessions[key] = (
      await server.services.sessions.start(user!.id, { clientPlatform: 'WEB', platformId: 'web', deviceId: 'demo' })
    ).key;
  }
});
afterAll(() => server.close());

describe('the demo data', () => {
  it('runs once', async () => {
    expect(await seedDemoData(server.database.db)).toBe(false);
  });

  it('makes the demo stores bookable, each in its currency, with bookings for tomorrow that staff see', async () => {
    const staff = { sessionKey: sessions.staff };
    const all = (await server.client(PermittedStoreService, staff).queryPermittedStores({})).list;
    expect(all.map((s) => [s.timezone, s.currency, s.isBookingReady])).toEqual([
      ['Asia/Shanghai', 'CNY', true],
      ['Asia/Hong_Kong', 'HKD', true],
      ['Asia/Macau', 'MOP', true],
    ]);
    // The Macau store, seeded last, has no demo bookings.
    const stores = all.slice(0, 2);
    for (const store of stores) {
      const tomorrow = addDays(businessDateOf(Date.now(), store.timezone), 1);
      const booked = await server
        .client(StoreBookingOrderService, staff)
        .queryStoreBookingOrders({ storeId: store.model!.id, startDate: tomorrow, endDate: tomorrow });
      // The six for lunch move to an early dinner when tomorrow is a Monday, when the demo stores serve no lunch.
      const lunch = isoWeekday(tomorrow) !== 1;
      expect(booked.list.map((o) => [o.reservationStartSecond / 3600, o.peopleCount, o.storeShiftName])).toEqual([
        lunch ? [12, 6, 'Lunch'] : [17.5, 6, 'Dinner'],
        [18, 2, 'Dinner'],
        [18.5, 4, 'Dinner'],
        [19, 10, 'Dinner'],
      ]);
      expect(booked.list.filter((o) => o.status === Status.WAIT_STORE_CONFIRM)).toHaveLength(1);
      // A diner can book a free slot there next week.
      const date = addDays(tomorrow, 7);
      const inventory = await server
        .client(DinerAvailabilityService, { sessionKey: sessions.diner })
        .queryBookingInventory({ storeId: store.model!.id, reservationDate: date, peopleCount: 2 });
      const slot = inventory.list
        .flatMap((s) => s.slotList.map((x) => ({ ...x, shiftId: s.storeShiftId })))
        .find((x) => x.state === SlotInventory_State.AVAILABLE)!;
      const { order } = await server
        .client(DinerBookingOrderService, { sessionKey: sessions.diner })
        .createBookingOrder({
          storeId: store.model!.id,
          diner: { lastName: 'Demo' },
          reservationDate: date,
          adultCount: 2,
          storeShiftId: slot.shiftId,
          reservationStartSecond: slot.startSecond,
        });
      expect(order?.status).toBe(Status.WAIT_STORE_CONFIRM);
    }
  });

  it('leaves the demo diner free to make a first booking at the time of the booking waiting for the store', async () => {
    const diner = { sessionKey: sessions.diner };
    const stores = (await server.client(PermittedStoreService, { sessionKey: sessions.staff }).queryPermittedStores({}))
      .list;
    const store = stores[0];
    const tomorrow = addDays(businessDateOf(Date.now(), store.timezone), 1);
    const waiting = (
      await server
        .client(StoreBookingOrderService, { sessionKey: sessions.staff })
        .queryStoreBookingOrders({ storeId: store.model!.id, startDate: tomorrow, endDate: tomorrow })
    ).list.find((o) => o.status === Status.WAIT_STORE_CONFIRM)!;
    expect(waiting.diner?.lastName).toBe('Zhou');
    const booking = {
      storeId: store.model!.id,
      diner: { lastName: 'Demo' },
      reservationDate: tomorrow,
      adultCount: 2,
      storeShiftId: waiting.storeShiftId,
      reservationStartSecond: waiting.reservationStartSecond,
    };
    const { order } = await server.client(DinerBookingOrderService, diner).createBookingOrder(booking);
    expect(order?.status).toBe(Status.WAIT_STORE_CONFIRM);
  });
});

describe('the demo mall', () => {
  it('lists a gift set with two boxes, a wine and a daily set-lunch voucher that the demo diner can order', async () => {
    const staff = { sessionKey: sessions.staff };
    const storeId = (await server.client(PermittedStoreService, staff).queryPermittedStores({})).list[0].model!.id;
    const { list } = await server.client(PublicMallService).queryMallProducts({ storeId });
    expect(list.map((p) => [p.title, StockMode[p.stockMode], SaleMode[p.saleMode]])).toEqual(
      expect.arrayContaining([
        ['Mid-Autumn Gift Set', 'REAL', 'NORMAL'],
        ['Shaoxing Huadiao, 10 years', 'VIRTUAL', 'NORMAL'],
        ['Set lunch for two (voucher)', 'REAL', 'DAILY'],
      ]),
    );
    const giftSet = list.find((p) => p.title === 'Mid-Autumn Gift Set')!;
    expect(giftSet.specList.map((s) => [s.name, s.valueList.map((v) => v.value)])).toEqual([
      ['Box', ['4 pieces', '8 pieces']],
    ]);
    expect(giftSet.skuList.map((k) => [k.price, k.stock])).toEqual([
      ['26800', 50],
      ['46800', 50],
    ]);
    const diner = { sessionKey: sessions.diner };
    const { address } = await server.client(DinerDeliveryAddressService, diner).createDeliveryAddress({
      address: {
        province: 'Shanghai',
        city: 'Shanghai',
        district: 'Huangpu',
        detail: '1 Demo Road',
        contact: 'Demo',
        phoneRegionCode: '86',
        phone: '13800138000',
      },
    });
    const { order } = await server.client(DinerMallOrderService, diner).createMallOrder({
      storeId,
      lineList: [{ skuId: giftSet.skuList[0].id, quantity: 1, seenUnitPrice: '26800' }],
      deliveryAddressId: address!.id,
    });
    expect(order!.totalAmount).toBe('26800');
  });
});
