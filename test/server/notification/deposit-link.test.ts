import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { smsLogin } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { drain, outboxOf } from './support';

// A phone booking with a deposit: the guest has no app open, so every message
// asking for the deposit carries the link to pay it, the link's page lets the
// guest with the booking's phone pay, and a lapsed hold is told to the guest
// in their language.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({ publicApiBase: 'https://book.example' });
  f = await makeBookingFixture(server);
  await f.staffX
    .client(StoreBusinessConfigService)
    .updateStoreBusinessConfig({ storeId: f.x.storeId, config: { depositExpiryMinute: 30 } });
}, 180_000);
afterAll(() => server.close());

let day = 2;
let phoneSeq = 0;
async function phoneBooking(language = '') {
  const phone = `1370000${String(++phoneSeq).padStart(4, '0')}`;
  const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: '王', firstName: '芳', phoneRegionCode: '86', phone, language },
    reservationDate: f.date(++day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    depositAmount: '60000',
  });
  expect(order!.status).toBe(Status.WAIT_DEPOSIT_PAYMENT);
  return { order: order!, phone };
}
const smsOf = async (phone: string) => (await outboxOf(server, `+86 ${phone}`)).map((m) => m.content);
const linkOf = (id: string) => `https://book.example/app/pages/sub-user/order-detail/index?id=${id}`;

describe('a deposit asked of a phone guest', () => {
  it('the booking SMS and the reminder carry the link to pay; the guest with that phone opens it and nobody else', async () => {
    const { order, phone } = await phoneBooking();
    const id = order.model!.id;
    await drain(server);
    const [made] = await smsOf(phone);
    expect(made).toContain('需支付订金¥600,支付后预订生效。');
    expect(made).toContain(`支付订金请点击:${linkOf(id)}`);

    // 15 minutes before the hold ends (the store's default lead), the reminder.
    expect(await server.services.notifications.reminders.sweep(new Date(Date.now() + 16 * 60_000))).toBe(1);
    await drain(server, 17 * 60_000);
    const reminder = (await smsOf(phone)).find((m) => m.includes('尚未支付'));
    expect(reminder).toContain('订金¥600尚未支付');
    expect(reminder).toContain(linkOf(id));

    // Someone else's account does not see it; the guest who proves the phone does, and it becomes theirs.
    expect(
      (await failure(f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id }))).code,
    ).toBe('NotFound');
    const guest = await smsLogin(server, phone);
    const mine = await server
      .client(DinerBookingOrderService, { sessionKey: guest.sessionKey })
      .getMyBookingOrder({ bookingOrderId: id });
    expect(mine.order?.depositAmount).toBe('60000');
    // And the payment page's first call answers them the deposit to pay.
    const config = await server
      .client(DinerPaymentConfigService, { sessionKey: guest.sessionKey })
      .getPaymentConfig({ purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT, subjectId: id });
    expect(config.amount).toBe('60000');
    const list = await server
      .client(DinerBookingOrderService, { sessionKey: guest.sessionKey })
      .queryMyBookingOrders({});
    expect(list.list.map((o) => o.model?.id)).toContain(id);
  });

  it('when the hold lapses the guest is told in their language, without a payment link', async () => {
    const { order, phone } = await phoneBooking('en');
    const id = order.model!.id;
    await server.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    await drain(server);
    const closed = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    expect([closed.order?.status, closed.order?.closeReason]).toEqual([Status.CLOSED, Reason.DEPOSIT_PAYMENT_FAIL]);
    const all = await smsOf(phone);
    expect(all[0]).toContain(`Pay the deposit here: ${linkOf(id)}`);
    expect(all.at(-1)).toBe(
      `【X】Your booking at X on ${order.reservationDate} at 18:00 was cancelled: the deposit was not paid in time.`,
    );
  });
});
