import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { hm, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import type { TestServer } from '../../helpers/test-server';
import { PushConfigRepository } from '../../../server/domain/notification/push-config.repository';

let day = 1;

/** A diner's booking at store x, each on a day of its own (no slot is ever full). */
export async function bookAtX(f: BookingFixture, who: Caller = f.dinerA, over: Record<string, unknown> = {}) {
  const { order } = await who.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Lin' },
    reservationDate: f.date(++day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    ...over,
  });
  return order!;
}

/** Runs every job due now, again until none is left (plans make sends). */
export async function drain(server: TestServer, aheadMs = 1000) {
  for (let i = 0; i < 10; i++) if ((await server.services.jobs.runDue(new Date(Date.now() + aheadMs))) === 0) return;
}

/** Deliveries of an order's events, as rows: type, channel, status, reason. */
export async function deliveriesOf(server: TestServer, orderId: string) {
  const rows = await server.database.db
    .selectFrom('notification_delivery as d')
    .innerJoin('notification_event as e', 'e.id', 'd.event_id')
    .select(['e.type', 'd.channel', 'd.status', 'd.reason', 'd.address', 'd.content', 'd.recipient_key'])
    .where('e.booking_order_id', '=', orderId)
    .orderBy('d.id')
    .execute();
  return rows;
}

export async function outboxOf(server: TestServer, address: string) {
  return server.database.db
    .selectFrom('local_push_outbox')
    .selectAll()
    .where('address', '=', address)
    .orderBy('id')
    .execute();
}

/** The platform's mini-program and official-account templates of the local apps (platform configuration). */
export async function seedLocalTemplates(server: TestServer) {
  const repo = new PushConfigRepository(server.database.db);
  const now = new Date();
  for (const [channel, prefix] of [
    ['WECHAT_MINI_PROGRAM', 'wx'],
    ['ALIPAY_MINI_PROGRAM', 'ali'],
    ['WECHAT_OFFICIAL_ACCOUNT', 'oa'],
  ] as const) {
    for (const eventType of [
      'CREATE_BOOKING_ORDER',
      'STORE_CONFIRM',
      'REMIND_ARRIVAL',
      'WAIT_CANCEL_PROCESS',
      'CONTACT_DINER_TO_CONFIRM',
    ]) {
      await repo.upsertTemplate(
        {
          channel,
          appId: 'local',
          templateId: `${prefix}-${eventType}`,
          title: eventType,
          keywords: ['thing1=storeName', 'time2=reservationTime', 'number3=peopleCount'],
          eventType,
          available: true,
        },
        now,
      );
    }
  }
}
