import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { PushConfigService } from '@gen/push/v1/push_config_service_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX, deliveriesOf, drain, seedLocalTemplates } from './support';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  await seedLocalTemplates(server);
});
afterAll(() => server.close());

const startOf = async (id: string) =>
  (
    await server.database.db
      .selectFrom('booking_order')
      .select('start_time')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).start_time;

describe('reminders', () => {
  it("reminds a confirmed booking once, within the store's lead time before arrival", async () => {
    const order = await bookAtX(f);
    const id = order.model!.id;
    await f.staffX.client(StoreBookingActionService).confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    const start = (await startOf(id)).getTime();
    const sweep = (ms: number) => server.services.notifications.reminders.sweep(new Date(ms));

    expect(await sweep(start - 121 * 60_000)).toBe(0); // before the 120-minute lead
    expect(await sweep(start - 119 * 60_000)).toBe(1);
    expect(await sweep(start - 118 * 60_000)).toBe(0); // once
    await drain(server, start - Date.now());
    const rows = (await deliveriesOf(server, id)).filter((r) => r.type === 'REMIND_ARRIVAL');
    expect(rows.find((r) => r.channel === 'SMS')?.status).toBe('SUCCESS');
    expect(rows.find((r) => r.channel === 'SMS')?.content).toContain('18:00');
  });

  it("a lead time of the store's auto-push config moves the reminder", async () => {
    const push = f.staffX.client(PushConfigService);
    const { config } = await push.getAutoPushSmsConfig({ storeId: f.x.storeId });
    await push.updateAutoPushSmsConfig({ storeId: f.x.storeId, config: { ...config!, remindArrivalMinutes: 30 } });
    const order = await bookAtX(f);
    const id = order.model!.id;
    await f.staffX.client(StoreBookingActionService).confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    const start = (await startOf(id)).getTime();
    expect(await server.services.notifications.reminders.sweep(new Date(start - 60 * 60_000))).toBe(0);
    expect(await server.services.notifications.reminders.sweep(new Date(start - 29 * 60_000))).toBe(1);
    await push.updateAutoPushSmsConfig({ storeId: f.x.storeId, config: config! });
  });

  it('tells staff who asked for it to contact a diner whose booking is still unconfirmed', async () => {
    await f.staffX.client(PushConfigService).updateMyStorePushSetting({ storeId: f.x.storeId, enabled: true });
    await server.services.notifications.dev.follow(f.staffX.userId, true);
    const order = await bookAtX(f);
    const id = order.model!.id;
    const start = (await startOf(id)).getTime();
    expect(await server.services.notifications.reminders.sweep(new Date(start - 23 * 3600_000))).toBe(1);
    await drain(server, start - 23 * 3600_000 - Date.now() + 1000);
    const rows = (await deliveriesOf(server, id)).filter((r) => r.type === 'CONTACT_DINER_TO_CONFIRM');
    expect(rows.map((r) => [r.channel, r.status, r.recipient_key])).toEqual([
      ['WECHAT_OFFICIAL_ACCOUNT', 'SUCCESS', `USER:${f.staffX.userId}`],
    ]);
    // The message opens the order on the staff page of its own store, whichever store the staff member was on.
    const event = await server.database.db
      .selectFrom('notification_event')
      .select('params')
      .where('booking_order_id', '=', id)
      .where('type', '=', 'CONTACT_DINER_TO_CONFIRM')
      .executeTakeFirstOrThrow();
    expect((event.params as { page: string }).page).toBe(
      `pages/sub-store/store-order-detail/index?id=${id}&storeId=${f.x.storeId}`,
    );
    // The store's order view still has the order unconfirmed: nothing changed but the message.
    const { order: read } = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    expect(read!.status).toBe(order.status);
  });
});
