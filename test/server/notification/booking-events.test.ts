import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { DinerPushService } from '@gen/push/v1/diner_push_service_pb';
import { PushConfigService } from '@gen/push/v1/push_config_service_pb';
import { StoreOrderPushService } from '@gen/push/v1/store_order_push_service_pb';
import { DeliveryStatus, NotificationEventType as Ev, PushChannel } from '@gen/push/v1/push_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX, deliveriesOf, drain, outboxOf, seedLocalTemplates } from './support';

let server: TestServer;
let f: BookingFixture;
let phoneA: string;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const user = await server.database.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', f.dinerA.userId)
    .executeTakeFirstOrThrow();
  phoneA = `+86 ${user.phone}`;
});
afterAll(() => server.close());

const statusOf = (rows: Awaited<ReturnType<typeof deliveriesOf>>, type: string, channel: string) =>
  rows
    .filter((r) => r.type === type && r.channel === channel)
    .map((r) => `${r.status}${r.reason ? ` ${r.reason}` : ''}`);

describe('booking events', () => {
  it('a booking sends its SMS once, and the other channels say why they did not', async () => {
    const order = await bookAtX(f);
    await drain(server);
    const rows = await deliveriesOf(server, order.model!.id);
    expect(statusOf(rows, 'CREATE_BOOKING_ORDER', 'SMS')).toEqual(['SUCCESS']);
    expect(statusOf(rows, 'CREATE_BOOKING_ORDER', 'WECHAT_MINI_PROGRAM')).toEqual(['SKIP TEMPLATE_NOT_CONFIGURED']);
    expect(statusOf(rows, 'CREATE_BOOKING_ORDER', 'WECHAT_OFFICIAL_ACCOUNT')).toEqual(['SKIP TEMPLATE_NOT_CONFIGURED']);
    expect(statusOf(rows, 'CREATE_BOOKING_ORDER', 'ALIPAY_MINI_PROGRAM')).toEqual(['SKIP TEMPLATE_NOT_CONFIGURED']);
    // Waiting for the store, the message names the request's date (its booking code comes with the confirmation).
    const sms = (await outboxOf(server, phoneA)).filter((m) => m.content.includes(order.reservationDate));
    expect(sms).toHaveLength(1);
    expect(sms[0].content).toContain('【X】');

    // Running the jobs again sends nothing more.
    await drain(server, 3600_000);
    expect((await outboxOf(server, phoneA)).filter((m) => m.content.includes(order.reservationDate))).toHaveLength(1);
  });

  it("staff see the order's notifications in its log; another store's staff cannot", async () => {
    const order = await bookAtX(f);
    await drain(server);
    const { list } = await f.staffX
      .client(StoreOrderPushService)
      .listOrderNotifications({ storeId: f.x.storeId, bookingOrderId: order.model!.id });
    expect(list.map((e) => e.type)).toEqual([Ev.CREATE_BOOKING_ORDER]);
    const sms = list[0].deliveries.find((d) => d.channel === PushChannel.SMS)!;
    expect(sms.status).toBe(DeliveryStatus.SUCCESS);
    expect(sms.recipient).toMatch(/\d{4}$/);
    await expect(
      f.staffY
        .client(StoreOrderPushService)
        .listOrderNotifications({ storeId: f.x.storeId, bookingOrderId: order.model!.id }),
    ).rejects.toThrow();
    await expect(
      f.staffY
        .client(StoreOrderPushService)
        .listOrderNotifications({ storeId: f.y.storeId, bookingOrderId: order.model!.id }),
    ).rejects.toThrow(/booking order does not exist/);
  });

  it('a diner who accepted a subscription gets one mini-program message for it, and no second', async () => {
    await seedLocalTemplates(server);
    const push = f.dinerB.client(DinerPushService);
    const { list } = await push.queryMiniProgramTemplates({
      channel: PushChannel.WECHAT_MINI_PROGRAM,
      eventTypes: [Ev.CREATE_BOOKING_ORDER, Ev.STORE_CONFIRM, Ev.REMIND_ARRIVAL],
    });
    expect(list.map((t) => t.templateId)).toEqual(['wx-CREATE_BOOKING_ORDER', 'wx-STORE_CONFIRM', 'wx-REMIND_ARRIVAL']);
    await push.recordPushSubscriptions({
      channel: PushChannel.WECHAT_MINI_PROGRAM,
      acceptedTemplateIds: ['wx-CREATE_BOOKING_ORDER'],
    });
    const first = await bookAtX(f, f.dinerB);
    const second = await bookAtX(f, f.dinerB);
    await drain(server);
    // One acceptance, one message: whichever booking was planned first used it.
    const outcomes = [
      ...statusOf(await deliveriesOf(server, first.model!.id), 'CREATE_BOOKING_ORDER', 'WECHAT_MINI_PROGRAM'),
      ...statusOf(await deliveriesOf(server, second.model!.id), 'CREATE_BOOKING_ORDER', 'WECHAT_MINI_PROGRAM'),
    ];
    expect(outcomes.sort()).toEqual(['SKIP NOT_SUBSCRIBED', 'SUCCESS']);
    const message = await outboxOf(server, `USER:${f.dinerB.userId}`);
    expect(message.filter((m) => m.channel === 'WECHAT_MINI_PROGRAM')).toHaveLength(1);
    expect(message[0].params).toMatchObject({ thing1: 'X', time2: '18:00', number3: '2' });
  });

  it('store confirm, close by the store and a cancel application raise their events', async () => {
    const order = await bookAtX(f);
    const id = order.model!.id;
    const actions = f.staffX.client(StoreBookingActionService);
    await actions.confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    await drain(server);
    expect(statusOf(await deliveriesOf(server, id), 'STORE_CONFIRM', 'SMS')).toEqual(['SUCCESS']);

    await actions.closeBookingOrder({
      storeId: f.x.storeId,
      bookingOrderId: id,
      closeReason: Reason.STORE_CANCEL,
      remark: 'kitchen closed',
    });
    await drain(server);
    const closed = await deliveriesOf(server, id);
    expect(statusOf(closed, 'STORE_CLOSE', 'SMS')).toEqual(['SUCCESS']);

    const mine = await bookAtX(f);
    await f.dinerA
      .client(DinerBookingOrderService)
      .cancelMyBookingOrder({ bookingOrderId: mine.model!.id, remark: '' });
    await drain(server);
    expect((await deliveriesOf(server, mine.model!.id)).map((r) => r.type)).toContain('CLOSE_BOOKING_ORDER');
  });

  it('turning a scene off stops it; so do the operator switch and the auto-push SMS list', async () => {
    const scenes = f.merchantStaff.client(PushConfigService);
    await scenes.updatePushProviderScene({
      merchantId: f.merchantId,
      scene: { eventType: Ev.CREATE_BOOKING_ORDER, channel: PushChannel.SMS, enabled: false, templateId: '' },
    });
    const off = await bookAtX(f);
    await drain(server);
    expect(statusOf(await deliveriesOf(server, off.model!.id), 'CREATE_BOOKING_ORDER', 'SMS')).toEqual([]);
    await scenes.updatePushProviderScene({
      merchantId: f.merchantId,
      scene: { eventType: Ev.CREATE_BOOKING_ORDER, channel: PushChannel.SMS, enabled: true, templateId: '' },
    });

    const store = f.staffX.client(PushConfigService);
    await store.updateStorePushConfig({
      storeId: f.x.storeId,
      list: [{ eventType: Ev.CREATE_BOOKING_ORDER, channel: PushChannel.SMS, enabled: false }],
    });
    const switched = await bookAtX(f);
    await drain(server);
    expect(statusOf(await deliveriesOf(server, switched.model!.id), 'CREATE_BOOKING_ORDER', 'SMS')).toEqual([]);
    await store.updateStorePushConfig({ storeId: f.x.storeId, list: [] });

    const { config } = await store.getAutoPushSmsConfig({ storeId: f.x.storeId });
    await store.updateAutoPushSmsConfig({
      storeId: f.x.storeId,
      config: { ...config!, eventTypes: config!.eventTypes.filter((t) => t !== Ev.CREATE_BOOKING_ORDER) },
    });
    const unlisted = await bookAtX(f);
    await drain(server);
    expect(statusOf(await deliveriesOf(server, unlisted.model!.id), 'CREATE_BOOKING_ORDER', 'SMS')).toEqual([]);
    await store.updateAutoPushSmsConfig({ storeId: f.x.storeId, config: config! });

    const back = await bookAtX(f);
    await drain(server);
    expect(statusOf(await deliveriesOf(server, back.model!.id), 'CREATE_BOOKING_ORDER', 'SMS')).toEqual(['SUCCESS']);
  });

  it('a diner who muted an event is skipped on every channel with the reason', async () => {
    await f.dinerA.client(DinerPushService).updateMyPushSetting({ mutedEventTypes: [Ev.CREATE_BOOKING_ORDER] });
    const order = await bookAtX(f);
    await drain(server);
    const rows = await deliveriesOf(server, order.model!.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'SKIP' && r.reason === 'DINER_MUTED')).toBe(true);
    await f.dinerA.client(DinerPushService).updateMyPushSetting({ mutedEventTypes: [] });
  });
});

describe('login verification', () => {
  it("records the code's SMS as a delivered event, without the code", async () => {
    const { LoginService } = await import('@gen/identity/v1/login_service_pb');
    await server
      .client(LoginService)
      .sendVerificationCode({ phoneRegionCode: '86', phone: '13100000077', purpose: 1 } as never);
    const rows = await server.database.db
      .selectFrom('notification_delivery as d')
      .innerJoin('notification_event as e', 'e.id', 'd.event_id')
      .select(['e.type', 'd.channel', 'd.status', 'd.content'])
      .where('e.type', '=', 'LOGIN_VERIFICATION')
      .where('e.phone', '=', '13100000077')
      .execute();
    expect(rows.map((r) => [r.channel, r.status])).toEqual([['SMS', 'SUCCESS']]);
    const code = server.services.smsOutbox!.latestCode('86', '13100000077')!;
    expect(rows[0].content).not.toContain(code);
  });
});
