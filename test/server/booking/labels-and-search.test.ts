import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { BookingChannelService } from '@gen/booking/v1/booking_channel_service_pb';
import { BookingTagService } from '@gen/booking/v1/booking_tag_service_pb';
import { BookingTakerService } from '@gen/booking/v1/booking_taker_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

describe('tags', () => {
  it('need content, unique in the store ignoring case, and sort', async () => {
    const tags = f.staffX.client(BookingTagService);
    expect(await failure(tags.createBookingOrderTag({ storeId: f.x.storeId, tag: { content: '  ' } }))).toEqual({
      code: 'InvalidArgument',
      message: 'tag content is required',
    });
    const vip = (await tags.createBookingOrderTag({ storeId: f.x.storeId, tag: { content: 'VIP' } })).tag!;
    const window = (await tags.createBookingOrderTag({ storeId: f.x.storeId, tag: { content: 'Window' } })).tag!;
    expect(await failure(tags.createBookingOrderTag({ storeId: f.x.storeId, tag: { content: 'vip' } }))).toEqual({
      code: 'Aborted',
      message: 'tag already exists',
    });
    expect(
      await failure(
        tags.updateBookingOrderTag({ storeId: f.x.storeId, tagId: window.model!.id, tag: { content: 'Vip' } }),
      ),
    ).toEqual({
      code: 'Aborted',
      message: 'tag already exists',
    });
    // Another store may use the same words.
    await f.staffY.client(BookingTagService).createBookingOrderTag({ storeId: f.y.storeId, tag: { content: 'VIP' } });
    await tags.sortBookingOrderTags({ storeId: f.x.storeId, tagIdList: [window.model!.id, vip.model!.id] });
    expect((await tags.queryBookingOrderTags({ storeId: f.x.storeId })).list.map((t) => t.content)).toEqual([
      'Window',
      'VIP',
    ]);
    expect(await failure(tags.sortBookingOrderTags({ storeId: f.x.storeId, tagIdList: [window.model!.id] }))).toEqual({
      code: 'InvalidArgument',
      message: 'the list must name each item once',
    });
    // Deleting a tag takes it off the orders that carried it.
    const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'T' },
      reservationDate: f.date(3),
      adultCount: 2,
      storeShiftId: f.x.lunchId,
      reservationStartSecond: hm(12),
      tagIdList: [vip.model!.id, window.model!.id],
    });
    await tags.deleteBookingOrderTag({ storeId: f.x.storeId, tagId: vip.model!.id });
    const read = await f.staffX
      .client(StoreBookingOrderService)
      .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: order!.model!.id });
    expect(read.order?.tagIdList).toEqual([window.model!.id]);
  });

  it('are the booking group’s, for the store’s staff only', async () => {
    expect(await failure(f.staffY.client(BookingTagService).queryBookingOrderTags({ storeId: f.x.storeId }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(
      (await failure(f.anonymous.client(BookingTagService).queryBookingOrderTags({ storeId: f.x.storeId }))).code,
    ).toBe('Unauthenticated');
  });
});

describe('takers and channels', () => {
  it('list, change and soft-delete takers; sort channels', async () => {
    const takers = f.staffX.client(BookingTakerService);
    const ada = (
      await takers.createBookingOrderTaker({ storeId: f.x.storeId, taker: { name: 'Ada', phone: '139', sort: 2 } })
    ).taker!;
    await takers.createBookingOrderTaker({ storeId: f.x.storeId, taker: { name: 'Bo', sort: 1 } });
    expect((await takers.queryBookingOrderTakers({ storeId: f.x.storeId })).list.map((t) => t.name)).toEqual([
      'Bo',
      'Ada',
    ]);
    await takers.updateBookingOrderTaker({
      storeId: f.x.storeId,
      takerId: ada.model!.id,
      taker: { name: 'Ada L', disabled: true, sort: 2 },
    });
    await takers.deleteBookingOrderTaker({ storeId: f.x.storeId, takerId: ada.model!.id });
    expect((await takers.queryBookingOrderTakers({ storeId: f.x.storeId })).list.map((t) => t.name)).toEqual(['Bo']);
    expect(await failure(takers.deleteBookingOrderTaker({ storeId: f.x.storeId, takerId: ada.model!.id }))).toEqual({
      code: 'NotFound',
      message: 'order taker does not exist',
    });

    const channels = f.staffX.client(BookingChannelService);
    const phone = (await channels.createBookingChannel({ storeId: f.x.storeId, channel: { name: 'Phone' } })).channel!;
    const walk = (await channels.createBookingChannel({ storeId: f.x.storeId, channel: { name: 'Walk-in' } })).channel!;
    const hotel = (await channels.createBookingChannel({ storeId: f.x.storeId, channel: { name: 'Hotel' } })).channel!;
    await channels.sortBookingChannels({
      storeId: f.x.storeId,
      channelIdList: [hotel, phone, walk].map((c) => c.model!.id),
    });
    expect((await channels.queryBookingChannels({ storeId: f.x.storeId })).list.map((c) => c.name)).toEqual([
      'Hotel',
      'Phone',
      'Walk-in',
    ]);
    await channels.updateBookingChannel({
      storeId: f.x.storeId,
      channelId: walk.model!.id,
      channel: { name: 'Walk in' },
    });
    await channels.deleteBookingChannel({ storeId: f.x.storeId, channelId: hotel.model!.id });
    expect((await channels.queryBookingChannels({ storeId: f.x.storeId })).list.map((c) => c.name)).toEqual([
      'Phone',
      'Walk in',
    ]);
  });
});

describe('order search and counts', () => {
  it('finds orders by phone, name, order number, booking code, dates and status', async () => {
    const dinerB = await server.services.users.findById(f.dinerB.userId);
    const a = (
      await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
        storeId: f.x.storeId,
        diner: { lastName: 'Zhang', firstName: 'Wei' },
        reservationDate: f.date(5),
        adultCount: 2,
        storeShiftId: f.x.dinnerId,
        reservationStartSecond: hm(18),
      })
    ).order!;
    const b = (
      await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
        storeId: f.x.storeId,
        diner: { lastName: 'Smith', firstName: 'Anna', phone: dinerB!.phone, phoneRegionCode: '86' },
        reservationDate: f.date(6),
        adultCount: 4,
        storeShiftId: f.x.lunchId,
        reservationStartSecond: hm(12),
      })
    ).order!;
    const search = (q: Record<string, unknown>) =>
      f.staffX
        .client(StoreBookingOrderService)
        .queryStoreBookingOrders({ storeId: f.x.storeId, ...q })
        .then((r) => r.list.map((o) => o.model!.id));
    expect(await search({ keyword: dinerB!.phone.slice(-4) })).toEqual([b.model!.id]);
    expect(await search({ keyword: 'zhang' })).toEqual([a.model!.id]);
    expect(await search({ keyword: 'Anna Smith' })).toEqual([b.model!.id]);
    expect(await search({ keyword: a.orderNo.toLowerCase() })).toEqual([a.model!.id]);
    expect(await search({ keyword: b.bookingCode })).toEqual([b.model!.id]);
    expect(await search({ startDate: f.date(6), endDate: f.date(6) })).toEqual([b.model!.id]);
    expect(await search({ statusIn: [Status.WAIT_STORE_CONFIRM], startDate: f.date(5), endDate: f.date(6) })).toEqual([
      a.model!.id,
    ]);
    expect(await search({ keyword: '%' })).toEqual([]);
    // Another store's staff never find them.
    const other = await f.staffY
      .client(StoreBookingOrderService)
      .queryStoreBookingOrders({ storeId: f.y.storeId, keyword: 'Zhang' });
    expect(other.list).toEqual([]);

    const daily = await f.staffX
      .client(StoreBookingOrderService)
      .countDailyStatus({ storeId: f.x.storeId, startDate: f.date(5), endDate: f.date(6) });
    expect(daily.list).toEqual([
      expect.objectContaining({
        date: f.date(5),
        list: [expect.objectContaining({ status: Status.WAIT_STORE_CONFIRM, count: 1 })],
      }),
      expect.objectContaining({
        date: f.date(6),
        list: [expect.objectContaining({ status: Status.WAIT_SERVICE, count: 1 })],
      }),
    ]);
    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: a.model!.id });
    const byStatus = await f.staffX
      .client(StoreBookingOrderService)
      .countStoreBookingOrdersByStatus({ storeId: f.x.storeId, startDate: f.date(5), endDate: f.date(6) });
    expect(byStatus.list).toEqual([expect.objectContaining({ status: Status.WAIT_SERVICE, count: 2 })]);
    await f.staffX
      .client(StoreBookingModifyService)
      .modifyStoreRemark({ storeId: f.x.storeId, bookingOrderId: a.model!.id, storeRemark: 'regular' });
  });
});
