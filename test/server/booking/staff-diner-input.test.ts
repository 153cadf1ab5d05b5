import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { CheckDinerRiskResponse_Level as Risk, MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { sql } from 'kysely';
import { up as dropTrunkZeros } from '../../../server/db/migrations/2700-phone-trunk-zero';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// What staff type when they book at the counter: a walk-in who gives no
// phone, a guest the CRM knows but who never booked, a deposit typed with a
// minus sign.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const at = (days: number, startSecond: number) => ({
  storeId: f.x.storeId,
  reservationDate: f.date(days),
  adultCount: 2,
  storeShiftId: startSecond < hm(15) ? f.x.lunchId : f.x.dinnerId,
  reservationStartSecond: startSecond,
});

describe('staff input at the counter', () => {
  it('books a walk-in with a name and no phone, each its own guest', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const first = (await orders.createStoreBookingOrder({ ...at(3, hm(12)), diner: { lastName: 'Walk-in' } })).order!;
    const second = (await orders.createStoreBookingOrder({ ...at(3, hm(18)), diner: { lastName: 'Walk-in' } })).order!;
    expect([Status[first.status], first.diner?.phone, first.merchantDinerId]).toEqual(['WAIT_SERVICE', '', '0']);
    expect(second.merchantDinerId).toBe('0');
    const found = await orders.queryStoreBookingOrders({ storeId: f.x.storeId, keyword: 'walk-in' });
    expect(found.list.map((o) => o.model!.id).sort()).toEqual([first.model!.id, second.model!.id].sort());
    // A guest with neither a name nor a phone is still nobody.
    expect(await failure(orders.createStoreBookingOrder({ ...at(3, hm(13)), diner: {} }))).toEqual({
      code: 'InvalidArgument',
      message: 'please select a diner',
    });
  });

  it('finds by phone a guest known only to the CRM, with their names', async () => {
    const crm = f.staffX.client(MerchantDinerService);
    await crm.createMerchantDiner({
      storeId: f.x.storeId,
      diner: { lastName: 'Ho', firstName: 'Mei', phoneRegionCode: '86', phone: '13600000777' },
    });
    const orders = await f.staffX
      .client(StoreBookingOrderService)
      .queryStoreBookingOrders({ storeId: f.x.storeId, keyword: '13600000777' });
    expect(orders.total).toBe(0);
    const known = await crm.checkDinerRisk({ storeId: f.x.storeId, phoneRegionCode: '86', phone: '13600000777' });
    expect([known.level, known.diner?.lastName, known.diner?.firstName]).toEqual([Risk.NONE, 'Ho', 'Mei']);
  });

  it('books a Taiwan guest typed with or without the trunk 0 as one guest, the phone they log in with', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const taiwan = (phone: string) => ({ lastName: 'Lin', phoneRegionCode: '886', phone });
    const first = (await orders.createStoreBookingOrder({ ...at(5, hm(12)), diner: taiwan('0912 345 678') })).order!;
    const second = (await orders.createStoreBookingOrder({ ...at(5, hm(18)), diner: taiwan('912345678') })).order!;
    // The login strips the trunk 0 too (sms-login.test.ts): one spelling per phone.
    expect([first.diner?.phone, second.diner?.phone]).toEqual(['912345678', '912345678']);
    expect(first.merchantDinerId).not.toBe('0');
    expect(second.merchantDinerId).toBe(first.merchantDinerId);
  });

  it('rewrites bookings kept with a trunk 0 before the rule, so they find the same guest', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const old = (
      await orders.createStoreBookingOrder({
        ...at(6, hm(12)),
        diner: { lastName: 'Chen', phoneRegionCode: '886', phone: '933444555' },
      })
    ).order!;
    const db = server.database.db;
    await sql`UPDATE booking_order SET diner_phone = '0933444555' WHERE id = ${old.model!.id}`.execute(db);
    await dropTrunkZeros(db as unknown as Parameters<typeof dropTrunkZeros>[0]);
    const found = await orders.queryStoreBookingOrders({ storeId: f.x.storeId, keyword: '933444555' });
    expect(found.list.map((o) => o.diner?.phone)).toEqual(['933444555']);
  });

  it('refuses a negative deposit with a clear message and changes nothing', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const count = async () =>
      (await orders.queryStoreBookingOrders({ storeId: f.x.storeId, startDate: f.date(4), endDate: f.date(4) })).total;
    expect(
      await failure(
        orders.createStoreBookingOrder({ ...at(4, hm(12)), diner: { lastName: 'Neg' }, depositAmount: '-10000' }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'amount cannot be negative' });
    expect(await count()).toBe(0);

    const asked = (
      await orders.createStoreBookingOrder({ ...at(4, hm(18)), diner: { lastName: 'Neg' }, depositAmount: '10000' })
    ).order!;
    const ref = { storeId: f.x.storeId, bookingOrderId: asked.model!.id };
    expect(
      await failure(f.staffX.client(StoreDepositService).modifyDeposit({ ...ref, depositAmount: '-10000' })),
    ).toEqual({ code: 'InvalidArgument', message: 'amount cannot be negative' });
    const after = (await orders.getStoreBookingOrder(ref)).order!;
    expect([Status[after.status], after.depositAmount]).toEqual(['WAIT_DEPOSIT_PAYMENT', '10000']);
  });
});
