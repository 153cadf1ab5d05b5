import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import { addDays } from '@common/business-date';
import { SERVER_MESSAGE } from '@common/server-messages';
import { businessDateOf } from '@common/zoned-time';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, publishedFeast } from '../feast/feast-fixture';
import { addressOf, cart, order, productWithSku } from '../mall/mall-fixture';
import { buy, createEvent, eventInput } from '../ticketing/ticketing-fixture';

// A diner with a store's page still open after the store (or its merchant) was
// disabled gets nothing new through: no booking, feast registration, mall order or
// ticket, each refused with one message and nothing written. Enabled again, it
// takes them as before.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
let feastId = '';
let skuId = '';
let addressId = '';
let ticket = { eventId: '', ticketId: '' };

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  feastId = (await publishedFeast(f, feastInput(clock.now(), { storeShiftId: f.x.dinnerId }))).model!.id;
  skuId = (await productWithSku(f)).skuId;
  addressId = await addressOf(f.dinerA);
  ticket = await createEvent(f, eventInput(clock));
}, 60_000);
afterAll(() => server.close());

const admin = () => f.admin.client(AdminMerchantService);
let day = 1;
const book = (who: Caller) =>
  who.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Guest', phoneRegionCode: '86', phone: '13700000300' },
    reservationDate: addDays(businessDateOf(clock.now().getTime(), f.x.timezone), ++day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
  });
const count = async (table: 'booking_order' | 'feast_participant' | 'mall_order' | 'ticketing_voucher') =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () =>
  Promise.all((['booking_order', 'feast_participant', 'mall_order', 'ticketing_voucher'] as const).map(count));

/**
 * Every new thing a diner may start at store X, each answered by the server. Thunks,
 * so each call starts only when awaited: a refusal nobody awaits yet would be an
 * unhandled rejection.
 */
const attempts = () => [
  () => book(f.dinerA),
  () => join(f.dinerB, feastId),
  () => order(f.dinerA, f.x.storeId, [cart(skuId)], addressId),
  () => buy(f.dinerA, ticket.eventId, ticket.ticketId),
];

describe('a disabled store', () => {
  it('refuses a booking, a feast registration, a mall order and a ticket, writing nothing', async () => {
    await admin().setStoreDisabled({ id: f.x.storeId, disabled: true });
    const before = await counts();
    for (const attempt of attempts()) {
      expect(await failure(attempt())).toEqual({
        code: 'FailedPrecondition',
        message: SERVER_MESSAGE.storeDisabled,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('takes them again once enabled', async () => {
    await admin().setStoreDisabled({ id: f.x.storeId, disabled: false });
    const before = await counts();
    await Promise.all(attempts().map((attempt) => attempt()));
    expect((await counts()).map((n, i) => n - before[i])).toEqual([1, 1, 1, 1]);
  });

  it('and every store of a disabled merchant refuses a booking likewise', async () => {
    await admin().setMerchantDisabled({ id: f.merchantId, disabled: true });
    try {
      expect((await failure(book(f.dinerB))).message).toBe(SERVER_MESSAGE.storeDisabled);
    } finally {
      await admin().setMerchantDisabled({ id: f.merchantId, disabled: false });
    }
    expect((await book(f.dinerB)).order).toBeDefined();
  });
});
