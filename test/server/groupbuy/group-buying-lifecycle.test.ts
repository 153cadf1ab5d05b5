import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Source as Source,
  BookingOrder_Status as BookingStatus,
} from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { ThirdPartyOrder_Status as Status } from '@gen/booking/v1/third_party_order_pb';
import {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '@gen/booking/v1/third_party_order_service_pb';
import { zonedInstantMs } from '@common/zoned-time';
import type { LocalGroupBuyPlatform } from '../../../server/providers/groupbuy/local.platform';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The whole life of a platform order through the real server and the local
// platform: bind, receive, accept, make the booking, and the platform's
// later word (a cancellation, an arrival report) reaching the booking.

let server: TestServer;
let f: BookingFixture;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const local = () => server.services.groupBuy.platform as LocalGroupBuyPlatform;

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now });
  f = await makeBookingFixture(server);
  for (const [who, storeId] of [
    [f.staffX, f.x.storeId],
    [f.staffY, f.y.storeId],
  ] as const) {
    const bindings = who.client(StoreThirdPartyBindingService);
    const { localCode } = await bindings.startThirdPartyAuthorization({ storeId, returnUrl: '' });
    await bindings.bindThirdPartyPlatform({ storeId, code: localCode });
  }
});
afterAll(() => server.close());

const orders = (who: Caller = f.staffX) => who.client(StoreThirdPartyOrderService);
const ref = (id: string, storeId = f.x.storeId) => ({ storeId, thirdPartyOrderId: id });
const sendTestOrder = async (dinerName: string, startSecond = hm(19), storeId = f.x.storeId, who = f.staffX) =>
  (
    await who.client(StoreThirdPartyBindingService).sendLocalTestOrder({
      storeId,
      dinerName,
      dinerPhone: '13800138000',
      reservationDate: f.date(1),
      reservationStartSecond: startSecond,
      adultCount: 2,
      productName: 'Set menu for two',
      paidAmount: '29800',
    })
  ).order!;

describe('a third-party order from the platform to a booking', () => {
  it('binds the store with the local platform and says so', async () => {
    const { binding, localAdapter } = await f.staffX
      .client(StoreThirdPartyBindingService)
      .getThirdPartyBinding({ storeId: f.x.storeId });
    expect(localAdapter).toBe(true);
    expect(binding).toMatchObject({ platform: 'MEITUAN', bound: true, platformShopId: `local-shop-${f.x.storeId}` });
  });

  it('arrives waiting for the store; accepted once; a booking made from it follows the platform', async () => {
    const sent = await sendTestOrder('Wang Fang');
    expect(sent.status).toBe(Status.waitProcess);
    const waiting = await orders().listThirdPartyOrders({ storeId: f.x.storeId, status: Status.waitProcess });
    expect(waiting.list.map((o) => o.dinerName)).toContain('Wang Fang');

    // Making a booking before accepting is refused, nothing written.
    expect(await failure(orders().createBookingFromThirdPartyOrder(ref(sent.id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'accept the third-party order first',
    });
    const accepted = (await orders().acceptThirdPartyOrder(ref(sent.id))).order!;
    expect(accepted.status).toBe(Status.accepted);
    // A second tap: a clear refusal, and the order as it was.
    expect(await failure(orders().acceptThirdPartyOrder(ref(sent.id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'the third-party order was already accepted',
    });
    expect(await failure(orders().rejectThirdPartyOrder(ref(sent.id)))).toMatchObject({ code: 'FailedPrecondition' });

    const made = await orders().createBookingFromThirdPartyOrder(ref(sent.id));
    expect(made.bookingOrder).toMatchObject({
      source: Source.MEITUAN_SYNC,
      status: BookingStatus.WAIT_SERVICE,
      reservationDate: f.date(1),
      adultCount: 2,
    });
    expect(made.order!.bookingOrderId).toBe(made.bookingOrder!.model!.id);
    expect(await failure(orders().createBookingFromThirdPartyOrder(ref(sent.id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'the third-party order already has a booking order',
    });

    // The diner cancels on the platform: the booking closes with MEITUAN_STATUS_CHANGE.
    await local().cancel(sent.platformOrderId);
    const booking = f.staffX.client(StoreBookingOrderService);
    await vi.waitFor(async () => {
      const { order } = await booking.getStoreBookingOrder({
        storeId: f.x.storeId,
        bookingOrderId: made.bookingOrder!.model!.id,
      });
      expect(order).toMatchObject({ status: BookingStatus.CLOSED, closeReason: CloseReason.MEITUAN_STATUS_CHANGE });
    });
    expect((await orders().getThirdPartyOrder(ref(sent.id))).order!.status).toBe(Status.cancelled);
  });

  it('is rejected once, told to the platform', async () => {
    const sent = await sendTestOrder('Li Lei', hm(18));
    const rejected = (await orders().rejectThirdPartyOrder({ ...ref(sent.id), reason: 'fully booked' })).order!;
    expect(rejected.status).toBe(Status.rejected);
    expect(await failure(orders().acceptThirdPartyOrder(ref(sent.id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'the third-party order is no longer waiting for the store',
    });
  });

  it("stands when the platform's push of the answer lands before the platform's reply", async () => {
    const sent = await sendTestOrder('Sun Li', hm(21));
    const platform = local();
    const reply = platform.accept.bind(platform);
    // A real platform may push the new status before its HTTP reply arrives.
    platform.accept = async (token, platformOrderId) => {
      await reply(token, platformOrderId);
      await vi.waitFor(async () =>
        expect((await orders().getThirdPartyOrder(ref(sent.id))).order!.status).toBe(Status.accepted),
      );
    };
    try {
      const accepted = (await orders().acceptThirdPartyOrder(ref(sent.id))).order!;
      expect(accepted.status).toBe(Status.accepted);
    } finally {
      platform.accept = reply;
    }
  });

  it('is assigned to an open booking of the same store only', async () => {
    const sent = await sendTestOrder('Zhao Min', hm(20));
    await orders().acceptThirdPartyOrder(ref(sent.id));
    const own = (
      await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
        storeId: f.x.storeId,
        diner: { lastName: 'Zhao', phone: '13800138001', phoneRegionCode: '86' },
        reservationDate: f.date(2),
        adultCount: 2,
        reservationStartSecond: hm(20),
      })
    ).order!;
    const other = (
      await f.staffY.client(StoreBookingOrderService).createStoreBookingOrder({
        storeId: f.y.storeId,
        diner: { lastName: 'Zhao', phone: '13800138001', phoneRegionCode: '86' },
        reservationDate: f.date(2, 'Asia/Hong_Kong'),
        adultCount: 2,
        reservationStartSecond: hm(20),
      })
    ).order!;
    // Another store's booking does not exist for this store: nothing written.
    expect(await failure(orders().assignThirdPartyOrder({ ...ref(sent.id), bookingOrderId: other.model!.id }))).toEqual(
      {
        code: 'NotFound',
        message: 'booking order does not exist',
      },
    );
    expect((await orders().getThirdPartyOrder(ref(sent.id))).order!.bookingOrderId).toBe('0');

    const assigned = (await orders().assignThirdPartyOrder({ ...ref(sent.id), bookingOrderId: own.model!.id })).order!;
    expect(assigned.bookingOrderId).toBe(own.model!.id);
    const detail = await orders().getThirdPartyOrder(ref(sent.id));
    expect(detail.bookingOrder).toMatchObject({ source: Source.MEITUAN_SYNC });
  });

  it('reports arrival of its booking back to the platform, by a durable job', async () => {
    const sent = await sendTestOrder('Sun Li', hm(12));
    await orders().acceptThirdPartyOrder(ref(sent.id));
    const made = await orders().createBookingFromThirdPartyOrder(ref(sent.id));
    // The party comes at its time tomorrow (store wall clock).
    offsetMs = zonedInstantMs(f.date(1), hm(12), f.x.timezone) - Date.now();
    try {
      await f.staffX
        .client(StoreBookingActionService)
        .arriveBookingOrder({ storeId: f.x.storeId, bookingOrderId: made.bookingOrder!.model!.id });
      expect(await server.services.jobs.runDue(now())).toBeGreaterThan(0);
      await vi.waitFor(async () =>
        expect((await orders().getThirdPartyOrder(ref(sent.id))).order!.status).toBe(Status.arrived),
      );
    } finally {
      offsetMs = 0;
    }
  });
});

describe('who sees third-party orders', () => {
  it("shows staff their own store's orders only, and refuses them another store's", async () => {
    const mine = await sendTestOrder('Only X');
    const theirs = await sendTestOrder('Only Y', hm(19), f.y.storeId, f.staffY);
    const listed = (await orders().listThirdPartyOrders({ storeId: f.x.storeId })).list.map((o) => o.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    // Asking for Y's order under X's store: it does not exist.
    expect(await failure(orders().getThirdPartyOrder(ref(theirs.id)))).toEqual({
      code: 'NotFound',
      message: 'third-party order does not exist',
    });
    expect(await failure(orders().acceptThirdPartyOrder(ref(theirs.id)))).toMatchObject({ code: 'NotFound' });
    // Staff of Y cannot ask under X's store at all; diners cannot either.
    expect(await failure(orders(f.staffY).listThirdPartyOrders({ storeId: f.x.storeId }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(await failure(orders(f.dinerA).listThirdPartyOrders({ storeId: f.x.storeId }))).toMatchObject({
      code: 'PermissionDenied',
    });
    expect(
      await failure(f.staffY.client(StoreThirdPartyBindingService).getThirdPartyBinding({ storeId: f.x.storeId })),
    ).toMatchObject({ code: 'PermissionDenied' });
  });
});
