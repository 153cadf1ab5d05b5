import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { StoreBusinessConfig_BlacklistPolicy as Policy } from '@gen/store/v1/store_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A diner the merchant blacklisted never gets a booking through by themselves:
// by default (REVIEW) it is taken but waits for staff, whatever auto-accept
// says; with REFUSE the diner is refused with a message and nothing is made.
// Staff may still book them.

let server: TestServer;
let f: BookingFixture;
const BLACKLISTED = '13700000404';
const CLEAN = '13700000200';
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const crm = f.staffX.client(MerchantDinerService);
  const { diner } = await crm.createMerchantDiner({
    storeId: f.x.storeId,
    diner: { lastName: 'Zhao', phoneRegionCode: '86', phone: BLACKLISTED },
  });
  await crm.blacklistMerchantDiner({
    storeId: f.x.storeId,
    merchantDinerId: diner!.model!.id,
    reason: 'Did not come three times',
  });
});
afterAll(() => server.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
let day = 1;
const book = (phone: string, who = f.dinerA) =>
  who
    .client(DinerBookingOrderService)
    .createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Guest', phoneRegionCode: '86', phone },
      reservationDate: f.date(++day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    })
    .then((r) => r.order!);
const statusOf = async (id: string) =>
  Status[
    (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: id }))
      .order!.status
  ];
const config = (c: Record<string, unknown>) =>
  f.staffX.client(StoreBusinessConfigService).updateStoreBusinessConfig({ storeId: f.x.storeId, config: c });

describe('a blacklisted diner’s own booking, by default (REVIEW)', () => {
  it('is never accepted at once where every other diner is', async () => {
    const saved = await config({ autoAcceptMinute: 0 });
    expect(saved.config?.blacklistPolicy).toBe(Policy.REVIEW);
    expect(Status[(await book(CLEAN)).status]).toBe('WAIT_SERVICE');
    const held = await book(BLACKLISTED, f.dinerB);
    expect(Status[held.status]).toBe('WAIT_STORE_CONFIRM');
    // Staff decide: confirming by hand works.
    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: held.model!.id });
    expect(await statusOf(held.model!.id)).toBe('WAIT_SERVICE');
  });

  it('is not accepted by the auto-accept timer, also when blacklisted after booking', async () => {
    await config({ autoAcceptMinute: 15 });
    const held = await book(BLACKLISTED, f.dinerB);
    const clean = await book(CLEAN);
    const later = '13700000300';
    const laterOrder = await book(later);
    const crm = f.staffX.client(MerchantDinerService);
    const { diner } = await crm.checkDinerRisk({ storeId: f.x.storeId, phoneRegionCode: '86', phone: later });
    await crm.blacklistMerchantDiner({ storeId: f.x.storeId, merchantDinerId: diner!.model!.id, reason: 'Rude' });

    await server.services.jobs.runDue(minutes(16));
    expect(await statusOf(clean.model!.id)).toBe('WAIT_SERVICE');
    expect(await statusOf(held.model!.id)).toBe('WAIT_STORE_CONFIRM');
    expect(await statusOf(laterOrder.model!.id)).toBe('WAIT_STORE_CONFIRM');
  });

  it('is not accepted when its deposit is paid', async () => {
    await config({ autoAcceptMinute: 0 });
    await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({
      storeId: f.x.storeId,
      list: [{ mode: DepositPolicy_Mode.PER_PARTY, amount: '10000' }],
    });
    try {
      const pay = (id: string) =>
        f.staffX.client(StoreDepositService).payDepositOffline({
          storeId: f.x.storeId,
          bookingOrderId: id,
          offlineKind: OfflinePaymentKind.CASH,
        });
      const clean = await book(CLEAN);
      const held = await book(BLACKLISTED, f.dinerB);
      expect([Status[clean.status], Status[held.status]]).toEqual(['WAIT_DEPOSIT_PAYMENT', 'WAIT_DEPOSIT_PAYMENT']);
      await pay(clean.model!.id);
      await pay(held.model!.id);
      expect(await statusOf(clean.model!.id)).toBe('WAIT_SERVICE');
      expect(await statusOf(held.model!.id)).toBe('WAIT_STORE_CONFIRM');
    } finally {
      await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({ storeId: f.x.storeId, list: [] });
    }
  });
});

describe('with the store set to REFUSE', () => {
  it('refuses the diner with a clear message and makes nothing; staff may still book them', async () => {
    await config({ autoAcceptMinute: 0, blacklistPolicy: Policy.REFUSE });
    const orders = f.staffX.client(StoreBookingOrderService);
    const count = async () =>
      (await orders.queryStoreBookingOrders({ storeId: f.x.storeId, keyword: BLACKLISTED })).total;
    const before = await count();
    expect(await failure(book(BLACKLISTED, f.dinerB))).toEqual({
      code: 'FailedPrecondition',
      message: 'the store does not take online bookings from you, please contact the store',
    });
    expect(await count()).toBe(before);
    expect(Status[(await book(CLEAN)).status]).toBe('WAIT_SERVICE');

    const byStaff = await orders.createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Zhao', phoneRegionCode: '86', phone: BLACKLISTED },
      reservationDate: f.date(++day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    });
    expect(Status[byStaff.order!.status]).toBe('WAIT_SERVICE');
    expect(await count()).toBe(before + 1);
    await config({ autoAcceptMinute: 0 });
  });
});
