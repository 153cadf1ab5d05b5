import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderDeleteService } from '@gen/booking/v1/store_booking_order_delete_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerTag } from '@gen/crm/v1/merchant_diner_pb';
import { CheckDinerRiskResponse_Level as Risk, MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { DinerTitle } from '@gen/identity/v1/user_diner_pb';
import {
  addStaff,
  failure,
  hm,
  makeBookingFixture,
  type BookingFixture,
  type Caller,
} from '../../helpers/booking-fixture';
import { atBookingTime, shiftedClock } from '../../helpers/booking-time';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const clock = shiftedClock();
let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const session = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...session, client: (service) => server.client(service, { sessionKey: session.sessionKey }) };
  await addStaff(server, staffZ.userId, f.otherMerchantId, f.z.storeId);
});
afterAll(() => server.close());

const input = (extra: Record<string, unknown> = {}) => ({
  lastName: 'Chen',
  firstName: 'Jia',
  phoneRegionCode: '86',
  phone: '138 0013 8000',
  ...extra,
});

describe('diner records', () => {
  it('creates a diner with the spec fields and derived tags, and finds them by name and phone', async () => {
    const crm = f.staffX.client(MerchantDinerService);
    const { diner } = await crm.createMerchantDiner({
      storeId: f.x.storeId,
      diner: input({
        title: DinerTitle.MS,
        preferredLanguage: 'en',
        email: 'jia@example.com',
        birthday: '1990-02-03',
        dietTaboo: 'Shellfish',
        remark: 'Quiet corner',
      }),
    });
    expect(diner).toMatchObject({
      merchantId: f.merchantId,
      title: DinerTitle.MS,
      phone: '13800138000',
      email: 'jia@example.com',
      birthday: '1990-02-03',
      blacklisted: false,
      tagList: [DinerTag.BIRTHDAY, DinerTag.PREFERS_ENGLISH],
    });
    for (const keyword of ['chen', 'Jia Chen', 'ChenJia', '0013']) {
      const found = await crm.queryMerchantDiners({ storeId: f.x.storeId, keyword });
      expect(found.list.map((d) => d.model?.id)).toEqual([diner!.model!.id]);
    }
    // Every store of the merchant shares the list.
    const fromY = await f.staffY.client(MerchantDinerService).getMerchantDiner({
      storeId: f.y.storeId,
      merchantDinerId: diner!.model!.id,
    });
    expect(fromY.diner?.dietTaboo).toBe('Shellfish');
    const updated = await crm.updateMerchantDiner({
      storeId: f.x.storeId,
      merchantDinerId: diner!.model!.id,
      diner: input({ weddingAnniversary: '2012-06-06', remark: 'Anniversary regulars' }),
    });
    expect(updated.diner).toMatchObject({ remark: 'Anniversary regulars', tagList: [DinerTag.WEDDING_ANNIVERSARY] });
  });

  it('refuses bad input with the message shown to staff, and changes nothing', async () => {
    const crm = f.staffX.client(MerchantDinerService);
    const before = (await crm.queryMerchantDiners({ storeId: f.x.storeId, query: { shouldReturnTotal: true } })).total;
    const create = (extra: Record<string, unknown>) =>
      failure(crm.createMerchantDiner({ storeId: f.x.storeId, diner: input({ phone: '13800138001', ...extra }) }));
    expect(await create({ lastName: ' ', firstName: '' })).toEqual({
      code: 'InvalidArgument',
      message: 'enter the diner name',
    });
    expect(await create({ phone: '12345' })).toEqual({ code: 'InvalidArgument', message: 'phone number error' });
    expect(await create({ email: 'not-an-email' })).toEqual({
      code: 'InvalidArgument',
      message: 'email address error',
    });
    expect(await create({ birthday: '2999-01-01' })).toEqual({ code: 'InvalidArgument', message: 'invalid date' });
    expect(await create({ phone: '13800138000' })).toEqual({
      code: 'Aborted',
      message: 'a diner with this phone already exists',
    });
    expect(await create({ membershipLevelId: '999999' })).toEqual({
      code: 'NotFound',
      message: 'membership level does not exist',
    });
    const after = (await crm.queryMerchantDiners({ storeId: f.x.storeId, query: { shouldReturnTotal: true } })).total;
    expect(after).toBe(before);
  });

  it('pages the list newest first with the total', async () => {
    const crm = f.staffY.client(MerchantDinerService);
    for (let i = 0; i < 3; i++) {
      await crm.createMerchantDiner({
        storeId: f.y.storeId,
        diner: input({ lastName: `Pager${i}`, phone: `1370000000${i}` }),
      });
    }
    const first = await crm.queryMerchantDiners({ storeId: f.y.storeId, keyword: 'pager', query: { limit: 2 } });
    expect([first.list.map((d) => d.lastName), first.total]).toEqual([['Pager2', 'Pager1'], 3]);
    const next = await crm.queryMerchantDiners({
      storeId: f.y.storeId,
      keyword: 'pager',
      query: { limit: 2, offset: 2 },
    });
    expect([next.list.map((d) => d.lastName), next.total]).toEqual([['Pager0'], 3]);
  });
});

describe('blacklist and risk check', () => {
  it('needs a reason, shows under the blacklist filter, and is what the risk check reports', async () => {
    const crm = f.staffX.client(MerchantDinerService);
    const { diner } = await crm.createMerchantDiner({
      storeId: f.x.storeId,
      diner: input({ lastName: 'Risky', phone: '13600000001' }),
    });
    const id = diner!.model!.id;
    expect(
      await failure(crm.blacklistMerchantDiner({ storeId: f.x.storeId, merchantDinerId: id, reason: '  ' })),
    ).toEqual({ code: 'InvalidArgument', message: 'enter the blacklist reason' });
    expect(
      (await crm.checkDinerRisk({ storeId: f.x.storeId, phoneRegionCode: '86', phone: '13600000001' })).level,
    ).toBe(Risk.NONE);
    const listed = await crm.blacklistMerchantDiner({
      storeId: f.x.storeId,
      merchantDinerId: id,
      reason: 'Threw a glass',
    });
    expect(listed.diner).toMatchObject({ blacklisted: true, blacklistReason: 'Threw a glass' });
    expect(listed.diner?.blacklistTime).toBeDefined();
    const filtered = await crm.queryMerchantDiners({ storeId: f.x.storeId, blacklistedOnly: true });
    expect(filtered.list.map((d) => d.lastName)).toEqual(['Risky']);
    // Merchant-wide staff at the other store see the same blacklist.
    const risk = await f.merchantStaff
      .client(MerchantDinerService)
      .checkDinerRisk({ storeId: f.y.storeId, phone: '+86 136-0000-0001' });
    expect([risk.level, risk.diner?.blacklistReason]).toEqual([Risk.BLACKLISTED, 'Threw a glass']);
    expect((await crm.checkDinerRisk({ storeId: f.x.storeId, merchantDinerId: id })).level).toBe(Risk.BLACKLISTED);
    await crm.unblacklistMerchantDiner({ storeId: f.x.storeId, merchantDinerId: id });
    expect((await crm.checkDinerRisk({ storeId: f.x.storeId, merchantDinerId: id })).level).toBe(Risk.NONE);
    expect((await crm.queryMerchantDiners({ storeId: f.x.storeId, blacklistedOnly: true })).list).toEqual([]);
  });

  it('an unknown phone is no risk; a malformed one is an error', async () => {
    const crm = f.staffX.client(MerchantDinerService);
    const unknown = await crm.checkDinerRisk({ storeId: f.x.storeId, phone: '13600009999' });
    expect([unknown.level, unknown.diner]).toEqual([Risk.NONE, undefined]);
    expect(await failure(crm.checkDinerRisk({ storeId: f.x.storeId, phone: 'abc' }))).toEqual({
      code: 'InvalidArgument',
      message: 'phone number error',
    });
  });
});

describe('visits, spend and orders from bookings', () => {
  it('counts a finished visit with its spend and a no-show, and flags the no-show in the risk check', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const actions = f.staffX.client(StoreBookingActionService);
    const book = async (start: number) =>
      (
        await orders.createStoreBookingOrder({
          storeId: f.x.storeId,
          diner: { lastName: 'Guest', phoneRegionCode: '86', phone: '13500000001' },
          reservationDate: f.date(1),
          adultCount: 2,
          storeShiftId: f.x.dinnerId,
          reservationStartSecond: start,
        })
      ).order!;
    const visit = await book(hm(17));
    const order = { storeId: f.x.storeId, bookingOrderId: visit.model!.id };
    await atBookingTime(clock, visit, () => actions.arriveBookingOrder(order));
    await actions.setFinalPayment({ ...order, finalPaymentAmount: '0', mealCostAmount: '68800' });
    await actions.finalConfirmBookingOrder(order);
    const absent = await book(hm(20));
    await atBookingTime(clock, absent, () =>
      actions.notArriveBookingOrder({ storeId: f.x.storeId, bookingOrderId: absent.model!.id }),
    );

    const crm = f.staffX.client(MerchantDinerService);
    const risk = await crm.checkDinerRisk({ storeId: f.x.storeId, phone: '13500000001' });
    expect(risk.level).toBe(Risk.NO_SHOW);
    const detail = await crm.getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: risk.diner!.model!.id });
    expect(detail.stats).toMatchObject({
      orderCount: 2,
      visitCount: 1,
      noShowCount: 1,
      cancelCount: 0,
      totalSpend: '68800',
      spend: [{ currency: 'CNY', amount: '68800' }],
      lastVisitDate: f.date(1),
    });
    expect(detail.orderList.map((o) => [o.orderNo, o.status, o.closeReason, o.arrived, o.storeName])).toEqual([
      [absent.orderNo, 'CLOSED', 'ABSENT', false, 'X'],
      [visit.orderNo, 'FINISHED', 'NONE', true, 'X'],
    ]);

    // The no-show was a mistake and staff deleted the order: it leaves the diner's
    // figures, their order list and the risk check.
    await f.staffX
      .client(StoreBookingOrderDeleteService)
      .deleteBookingOrder({ storeId: f.x.storeId, bookingOrderId: absent.model!.id });
    const after = await crm.getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: risk.diner!.model!.id });
    expect(after.stats).toMatchObject({ orderCount: 1, visitCount: 1, noShowCount: 0 });
    expect(after.orderList.map((o) => o.orderNo)).toEqual([visit.orderNo]);
    expect((await crm.checkDinerRisk({ storeId: f.x.storeId, phone: '13500000001' })).level).not.toBe(Risk.NO_SHOW);
  });
});

describe('who sees which diners', () => {
  it("staff of another merchant neither list nor read nor change this merchant's diners", async () => {
    const mine = await f.staffX.client(MerchantDinerService).createMerchantDiner({
      storeId: f.x.storeId,
      diner: input({ lastName: 'Private', phone: '13400000001' }),
    });
    const id = mine.diner!.model!.id;
    const theirs = staffZ.client(MerchantDinerService);
    expect((await theirs.queryMerchantDiners({ storeId: f.z.storeId, keyword: 'Private' })).list).toEqual([]);
    const notFound = { code: 'NotFound', message: 'diner does not exist' };
    expect(await failure(theirs.getMerchantDiner({ storeId: f.z.storeId, merchantDinerId: id }))).toEqual(notFound);
    expect(
      await failure(theirs.updateMerchantDiner({ storeId: f.z.storeId, merchantDinerId: id, diner: input() })),
    ).toEqual(notFound);
    expect(
      await failure(theirs.blacklistMerchantDiner({ storeId: f.z.storeId, merchantDinerId: id, reason: 'x' })),
    ).toEqual(notFound);
    expect(await failure(theirs.checkDinerRisk({ storeId: f.z.storeId, merchantDinerId: id }))).toEqual(notFound);
    // Naming the other merchant's store is refused before any of that.
    expect(await failure(theirs.getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: id }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    // The same phone is a separate record at the other merchant.
    const own = await theirs.createMerchantDiner({
      storeId: f.z.storeId,
      diner: input({ lastName: 'Private', phone: '13400000001' }),
    });
    expect(own.diner?.merchantId).toBe(f.otherMerchantId);
    const still = await f.staffX
      .client(MerchantDinerService)
      .getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: id });
    expect(still.diner?.blacklisted).toBe(false);
  });
});
