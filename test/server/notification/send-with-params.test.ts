import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { DinerPushService } from '@gen/push/v1/diner_push_service_pb';
import { StoreOrderPushService } from '@gen/push/v1/store_order_push_service_pb';
import { DeliveryStatus, NotificationEventType as Ev, PushChannel } from '@gen/push/v1/push_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX, drain, outboxOf, seedLocalTemplates } from './support';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const send = (over: Record<string, unknown>, who = f.staffX) =>
  who.client(StoreOrderPushService).sendOrderPush({
    storeId: f.x.storeId,
    eventType: Ev.REMIND_ARRIVAL,
    channel: PushChannel.SMS,
    ...over,
  } as never);

const eventCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('notification_event')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let day = 40;
async function staffBooking(phone: string) {
  const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Wu', phone, phoneRegionCode: phone ? '86' : '' },
    reservationDate: f.date(++day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(19),
  } as never);
  return order!;
}

describe('send with params (store-order-push)', () => {
  it("sends the chosen message on the chosen platform with the staff's parameters", async () => {
    const order = await bookAtX(f);
    const { event } = await send({ bookingOrderId: order.model!.id, params: { remark: 'Window table' } });
    expect(event!.type).toBe(Ev.REMIND_ARRIVAL);
    expect(event!.deliveries).toEqual([]);
    await drain(server);
    const { list } = await f.staffX.client(StoreOrderPushService).listOrderNotifications({
      storeId: f.x.storeId,
      bookingOrderId: order.model!.id,
    });
    const sent = list.find((e) => e.type === Ev.REMIND_ARRIVAL)!;
    expect(sent.deliveries.map((d) => [d.channel, d.status])).toEqual([[PushChannel.SMS, DeliveryStatus.SUCCESS]]);
  });

  it("answers each of the spec's push errors and sends nothing", async () => {
    const before = await eventCount();
    const paid = await bookAtX(f);
    const id = paid.model!.id;
    const base = await eventCount();
    expect(base).toBe(before + 1);

    // template not configured: no official-account template exists yet
    expect((await failure(send({ bookingOrderId: id, channel: PushChannel.WECHAT_OFFICIAL_ACCOUNT }))).message).toBe(
      'template not configured',
    );
    await seedLocalTemplates(server);
    // not following the official account
    expect((await failure(send({ bookingOrderId: id, channel: PushChannel.WECHAT_OFFICIAL_ACCOUNT }))).message).toBe(
      'user has not followed the official account',
    );
    // not subscribed to the mini program
    expect((await failure(send({ bookingOrderId: id, channel: PushChannel.WECHAT_MINI_PROGRAM }))).message).toBe(
      'user has not subscribed to the mini program',
    );
    // template not found: a template the platform does not have
    expect(
      (
        await failure(
          send({ bookingOrderId: id, channel: PushChannel.WECHAT_MINI_PROGRAM, templateId: 'no-such-template' }),
        )
      ).message,
    ).toBe('template not found');
    // the template and the platform are required
    expect((await failure(send({ bookingOrderId: id, eventType: 0 }))).message).toBe('select a template');
    expect((await failure(send({ bookingOrderId: id, channel: 0 }))).message).toBe('select a send platform');

    // diner has no phone / phone format error: orders staff made for such diners
    const noPhone = await staffBooking('');
    expect((await failure(send({ bookingOrderId: noPhone.model!.id }))).message).toBe('diner has no phone');
    await server.database.db
      .updateTable('booking_order')
      .set({ diner_phone: '12ab' })
      .where('id', '=', noPhone.model!.id)
      .execute();
    expect((await failure(send({ bookingOrderId: noPhone.model!.id }))).message).toBe('phone format error');

    // order not paid yet: a booking still waiting for its deposit
    await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({
      storeId: f.x.storeId,
      list: [{ mode: DepositPolicy_Mode.PER_PARTY, amount: '10000' }],
    });
    const unpaid = await bookAtX(f);
    await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({ storeId: f.x.storeId, list: [] });
    expect((await failure(send({ bookingOrderId: unpaid.model!.id, eventType: Ev.STORE_CONFIRM }))).message).toBe(
      'order not paid yet',
    );
    // ... while the deposit reminder itself may go
    await send({ bookingOrderId: unpaid.model!.id, eventType: Ev.REMIND_DEPOSIT_PAYMENT });

    // Nothing was raised by the refusals: only the two later bookings and the one reminder.
    expect(await eventCount()).toBe(base + 3);
  });

  it('sends to a subscribed diner on the mini program, using up the subscription', async () => {
    await seedLocalTemplates(server);
    await f.dinerB.client(DinerPushService).recordPushSubscriptions({
      channel: PushChannel.WECHAT_MINI_PROGRAM,
      acceptedTemplateIds: ['wx-REMIND_ARRIVAL'],
    });
    const order = await bookAtX(f, f.dinerB);
    await send({ bookingOrderId: order.model!.id, channel: PushChannel.WECHAT_MINI_PROGRAM });
    await drain(server);
    expect(
      (await outboxOf(server, `USER:${f.dinerB.userId}`)).filter((m) => m.template_id === 'wx-REMIND_ARRIVAL'),
    ).toHaveLength(1);
    expect(
      (await failure(send({ bookingOrderId: order.model!.id, channel: PushChannel.WECHAT_MINI_PROGRAM }))).message,
    ).toBe('user has not subscribed to the mini program');
  });

  it('a push to a diner of another store or merchant is refused, nothing sent; diners may not send', async () => {
    const order = await bookAtX(f);
    const before = await eventCount();
    expect((await failure(send({ bookingOrderId: order.model!.id }, f.staffY))).code).toBe('PermissionDenied');
    expect((await failure(send({ storeId: f.y.storeId, bookingOrderId: order.model!.id }, f.staffY))).message).toBe(
      'booking order does not exist',
    );
    expect((await failure(send({ bookingOrderId: order.model!.id }, f.dinerA))).code).toBe('PermissionDenied');
    expect((await failure(send({ storeId: f.z.storeId, bookingOrderId: order.model!.id }, f.merchantStaff))).code).toBe(
      'PermissionDenied',
    );
    expect(await eventCount()).toBe(before);
  });
});
