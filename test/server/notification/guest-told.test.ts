import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreOrderPushService } from '@gen/push/v1/store_order_push_service_pb';
import { NotificationEventType as Ev, PushChannel } from '@gen/push/v1/push_pb';
import { hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, pay, publishedFeast } from '../feast/feast-fixture';
import { bookAtX, drain, outboxOf } from './support';

// What the guest is told: what they did themselves, every change staff make,
// and a close in words that fit why it closed.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
}, 180_000);
afterAll(() => server.close());

async function smsTo(who: Caller, containing: string): Promise<string[]> {
  const user = await server.database.db
    .selectFrom('app_user')
    .select('phone')
    .where('id', '=', who.userId)
    .executeTakeFirstOrThrow();
  return (await outboxOf(server, `+86 ${user.phone}`))
    .filter((m) => m.channel === 'SMS' && m.content.includes(containing))
    .map((m) => m.content);
}

// The fixture's shifts have no translations, so every language shows their own name ("Dinner").
describe('the guest is told', () => {
  it('a booking waiting for the store is a request received, never "booked"; the confirmation follows', async () => {
    const order = await bookAtX(f);
    await drain(server);
    const [created] = await smsTo(f.dinerA, order.reservationDate);
    expect(created).toContain('已收到您在X');
    expect(created).toContain('的预订申请,门店确认后会再通知您');
    expect(created).not.toContain('您已预订');

    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: order.model!.id });
    await drain(server);
    expect((await smsTo(f.dinerA, order.bookingCode)).at(-1)).toContain('X已确认您');
  });

  it("the diner's own cancellation is confirmed to them", async () => {
    const order = await bookAtX(f);
    await f.dinerA
      .client(DinerBookingOrderService)
      .cancelMyBookingOrder({ bookingOrderId: order.model!.id, remark: '' });
    await drain(server);
    expect(await smsTo(f.dinerA, '已按您的要求取消')).toEqual([
      `【X】您在X ${order.reservationDate} 18:00的预订已按您的要求取消。`,
    ]);
  });

  it('a guest who phoned to cancel is not told the store cancelled; a turned-down booking carries the note for the guest', async () => {
    const actions = f.staffX.client(StoreBookingActionService);
    const phoned = await bookAtX(f, f.dinerB);
    await actions.closeBookingOrder({
      storeId: f.x.storeId,
      bookingOrderId: phoned.model!.id,
      closeReason: Reason.CREATOR_CANCEL,
      remark: 'called at 15:02',
    });
    const rejected = await bookAtX(f, f.dinerB);
    await actions.closeBookingOrder({
      storeId: f.x.storeId,
      bookingOrderId: rejected.model!.id,
      closeReason: Reason.STORE_REJECT,
      remark: 'staff only: VIP event',
      guestNote: '当晚包场,欢迎改日光临',
    });
    await drain(server);
    const all = await smsTo(f.dinerB, '【X】');
    const aboutPhoned = all.filter((m) => m.includes(`${phoned.reservationDate} 18:00的预订`));
    expect(aboutPhoned).toEqual([`【X】您在X ${phoned.reservationDate} 18:00的预订已按您的要求取消。`]);
    const aboutRejected = all.filter((m) => m.includes(`${rejected.reservationDate} 18:00的预订`));
    expect(aboutRejected).toHaveLength(1);
    expect(aboutRejected[0]).toContain('很抱歉,X未能接受您');
    expect(aboutRejected[0]).toContain('门店留言:当晚包场,欢迎改日光临');
    expect(all.join('\n')).not.toContain('VIP event');
    expect(all.join('\n')).not.toContain('called at');
  });

  it('a reschedule tells the guest the new time; a send with a note carries the note', async () => {
    const order = await bookAtX(f);
    const id = order.model!.id;
    await f.staffX.client(StoreBookingActionService).confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });
    await f.staffX.client(StoreBookingModifyService).rescheduleBookingOrder({
      storeId: f.x.storeId,
      bookingOrderId: id,
      reservationDate: order.reservationDate,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(19, 30),
      adultCount: 3,
    });
    await drain(server);
    expect(await smsTo(f.dinerA, '预订已改为')).toEqual([
      `【X】您在X的预订已改为 ${order.reservationDate} Dinner 19:30,3位,预订码${order.bookingCode}。`,
    ]);

    await f.staffX.client(StoreOrderPushService).sendOrderPush({
      storeId: f.x.storeId,
      bookingOrderId: id,
      eventType: Ev.REMIND_ARRIVAL,
      channel: PushChannel.SMS,
      params: { remark: '停车请用B2层' },
      templateId: '',
    });
    await drain(server);
    expect((await smsTo(f.dinerA, '请准时到店')).at(-1)).toContain('门店留言:停车请用B2层');
  });

  it('joining a feast and paying its deposit are each confirmed', async () => {
    const feast = await publishedFeast(f, feastInput(new Date(), { days: 6, storeShiftId: f.x.dinnerId }));
    const participant = await join(f.dinerB, feast.model!.id);
    await drain(server);
    expect(await smsTo(f.dinerB, 'Hairy crab night')).toEqual([
      '【X】您已报名饭局「Hairy crab night」,支付订金¥200后报名成功。',
    ]);
    await pay(f, f.dinerB, participant.model!.id);
    await drain(server);
    expect((await smsTo(f.dinerB, 'Hairy crab night')).at(-1)).toBe(
      '【X】您已支付饭局「Hairy crab night」的订金¥200,报名成功。',
    );
  });
});
