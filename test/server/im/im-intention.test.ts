import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { cid, im, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ConversationStore } from '@/stores/im/conversation.store';
import { orderFromIntention } from '@/stores/im/intention-order';
import type { Api } from '@/services/api';

// A diner's booking intention, and staff turning it into an order with the
// app's own one-tap path (the ordinary staff create, then the link).
let server: TestServer;
let f: BookingFixture;
let c: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, process.env.IM_DEBUG ? { level: 'error' } : false);
  f = await makeBookingFixture(server);
  c = (await say(f.dinerA, 'I would like to book', { member: storeOp(f.x.storeId) })).conversationId;
});
afterAll(() => server.close());

const intention = (over: Record<string, unknown> = {}) => ({
  storeId: f.x.storeId,
  reservationDate: f.date(3),
  reservationStartSecond: hm(18),
  adultCount: 4,
  childCount: 1,
  remark: 'Birthday cake',
  ...over,
});
const sendIntention = (caller: BookingFixture['dinerA'], over: Record<string, unknown> = {}, conversationId = c) =>
  im(caller).sendMessage({
    conversationId,
    clientMessageId: cid(),
    type: MessageType.BOOKING_ORDER_INTENTION,
    bookingOrderIntention: intention(over),
  });

describe('booking intentions', () => {
  it('a diner sends one to the store; the server fills in the diner', async () => {
    const sent = (await sendIntention(f.dinerA)).message!;
    expect(sent.bookingOrderIntention).toMatchObject({
      storeId: f.x.storeId,
      adultCount: 4,
      childCount: 1,
      remark: 'Birthday cake',
      dinerName: 'diner A',
      phoneRegionCode: '86',
      bookingOrderId: '0',
    });
    expect(sent.bookingOrderIntention?.phone).toMatch(/^139\d{8}$/);
  });

  it('refuses an incomplete one, one for another store, and one from the store', async () => {
    const incomplete = {
      code: 'InvalidArgument',
      message: 'the booking request needs a date, a time and at least one adult',
    };
    expect(await failure(sendIntention(f.dinerA, { adultCount: 0 }))).toEqual(incomplete);
    expect(await failure(sendIntention(f.dinerA, { reservationDate: '2027-13-45' }))).toEqual(incomplete);
    // Gone by on the store's clock (Shanghai): midnight today, and yesterday evening.
    const past = {
      code: 'InvalidArgument',
      message: 'that time has already passed at the restaurant, please choose a later one',
    };
    expect(await failure(sendIntention(f.dinerA, { reservationDate: f.date(0), reservationStartSecond: 0 }))).toEqual(
      past,
    );
    expect(
      await failure(sendIntention(f.dinerA, { reservationDate: f.date(-1), reservationStartSecond: hm(20) })),
    ).toEqual(past);
    expect(await failure(sendIntention(f.dinerA, { storeId: f.y.storeId }))).toEqual({
      code: 'InvalidArgument',
      message: 'a booking request can only be sent to its store',
    });
    expect(
      await failure(
        im(f.staffX).sendMessage({
          operator: storeOp(f.x.storeId),
          conversationId: c,
          clientMessageId: cid(),
          type: MessageType.BOOKING_ORDER_INTENTION,
          bookingOrderIntention: intention(),
        }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'this message type cannot be sent here' });
  });

  it('staff make it an order with one tap; the card shows the order and the chat says so; a second tap makes none', async () => {
    const sent = (await sendIntention(f.dinerA, { remark: '' })).message!;
    const staffApi = {
      im: im(f.staffX),
      storeBookingOrder: f.staffX.client(StoreBookingOrderService),
    } as unknown as Api;
    const staffSide = new ConversationStore(staffApi.im, { conversationId: c, operator: storeOp(f.x.storeId) });
    await staffSide.open();
    const orderId = await orderFromIntention(staffApi, staffSide, sent.messageId);
    expect(orderId).not.toBe('');
    const { order } = await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder({
      storeId: f.x.storeId,
      bookingOrderId: orderId,
    });
    expect(order).toMatchObject({ adultCount: 4, childCount: 1, reservationDate: f.date(3) });
    expect(order?.reservationStartSecond).toBe(hm(18));

    const page = await im(f.dinerA).queryMessages({ conversationId: c, limit: 100 });
    const card = page.list.find((m) => m.messageId === sent.messageId);
    expect(card?.bookingOrderIntention).toMatchObject({ bookingOrderId: orderId, orderNo: order?.orderNo });
    expect(page.list.at(-1)?.event).toMatchObject({
      kind: 'BOOKING_CREATED',
      params: { bookingOrderId: orderId, orderNo: order?.orderNo },
    });
    expect(page.list.at(-1)?.sender?.key).toBe(`STORE:${f.x.storeId}`);

    // Tapping again finds the same order (idempotency key) and links the same.
    await staffSide.catchUp();
    expect(await orderFromIntention(staffApi, staffSide, sent.messageId)).toBe(orderId);
    // Another store's staff cannot link it.
    expect(
      await failure(
        im(f.staffY).linkIntentionOrder({
          operator: storeOp(f.y.storeId),
          conversationId: c,
          messageId: sent.messageId,
          bookingOrderId: orderId,
        }),
      ),
    ).toMatchObject({ code: 'NotFound' });
  });
});
