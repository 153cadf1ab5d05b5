import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrderLog_Type as LogType, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
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

let day = 1;
async function dinerOrder(over: Record<string, unknown> = {}, who = f.dinerA) {
  day++;
  const { order } = await who.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Lin' },
    reservationDate: f.date(day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    ...over,
  });
  return order!;
}
const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const logsOf = async (id: string) =>
  (await f.staffX.client(StoreBookingOrderService).queryBookingOrderLogs(ref(id))).list;

describe('the order log', () => {
  it('names who acted: the diner who booked (by the name on the booking), the staff member who changed it', async () => {
    const order = await dinerOrder();
    await f.staffX
      .client(StoreBookingModifyService)
      .modifyStoreRemark({ ...ref(order.model!.id), storeRemark: 'window seat' });
    const logs = await logsOf(order.model!.id);
    expect(logs.map((l) => [LogType[l.type], l.operatorName])).toEqual([
      ['CREATE', 'Lin'],
      ['MODIFY_STORE_REMARK', 'staff X'],
    ]);
  });
});

describe('changing an order', () => {
  it('grows the party onto bigger tables and shrinks it back, logging each change', async () => {
    const order = await dinerOrder();
    const modify = f.staffX.client(StoreBookingModifyService);
    const six = await modify.modifyPax({ ...ref(order.model!.id), adultCount: 5, childCount: 1 });
    expect(six.order?.storeTableItemIdList).toEqual(f.x.items.ten);
    expect(six.order?.peopleCount).toBe(6);
    // Two people still fit the ten-seat table: it is kept.
    const two = await modify.modifyPax({ ...ref(order.model!.id), adultCount: 2, childCount: 0 });
    expect(two.order?.storeTableItemIdList).toEqual(f.x.items.ten);
    const logs = await logsOf(order.model!.id);
    expect(logs.map((l) => LogType[l.type])).toEqual(['CREATE', 'MODIFY_PAX', 'MODIFY_TABLE_ALLOCATION', 'MODIFY_PAX']);
    expect(JSON.parse(logs[1].beforeJson)).toEqual({ adultCount: 2, childCount: 0 });
    expect(JSON.parse(logs[1].afterJson)).toEqual({ adultCount: 5, childCount: 1 });
  });

  it('moves an order to chosen tables, another time, or lets the server choose', async () => {
    const order = await dinerOrder();
    const modify = f.staffX.client(StoreBookingModifyService);
    const moved = await modify.modifyTableAllocation({
      ...ref(order.model!.id),
      storeTableItemIdList: [f.x.items.four[1]],
    });
    expect(moved.order?.storeTableItemIdList).toEqual([f.x.items.four[1]]);
    const later = await modify.modifyTableAllocation({
      ...ref(order.model!.id),
      reservationStartSecond: hm(20),
      storeTableItemIdList: [],
    });
    expect(later.order).toMatchObject({
      reservationStartSecond: hm(20),
      reservationEndSecond: hm(22),
      storeTableItemIdList: [f.x.items.two[0]],
    });
    // The cancel deadline follows the new time.
    expect(Number(later.order!.startTime!.seconds) - Number(later.order!.cancelDeadlineTime!.seconds)).toBe(86_400);
    const blocker = await dinerOrder(
      { reservationDate: order.reservationDate, reservationStartSecond: hm(17) },
      f.dinerB,
    );
    expect(
      await failure(
        modify.modifyTableAllocation({
          ...ref(order.model!.id),
          reservationStartSecond: hm(17),
          storeTableItemIdList: blocker.storeTableItemIdList,
        }),
      ),
    ).toEqual({ code: 'Aborted', message: 'the table is occupied at that time' });
  });

  it('swaps the tables of two orders: both needed, different, and holding tables', async () => {
    const a = await dinerOrder({ adultCount: 2 });
    const b = await dinerOrder({ reservationDate: a.reservationDate, adultCount: 4 }, f.dinerB);
    const actions = f.staffX.client(StoreBookingActionService);
    const swapped = await actions.swapTables({ ...ref(a.model!.id), otherBookingOrderId: b.model!.id });
    expect(swapped.order?.storeTableItemIdList).toEqual(b.storeTableItemIdList);
    expect(swapped.otherOrder?.storeTableItemIdList).toEqual(a.storeTableItemIdList);
    expect((await logsOf(a.model!.id)).map((l) => LogType[l.type])).toContain('SWAP_TABLE');
    expect(await failure(actions.swapTables({ ...ref(a.model!.id), otherBookingOrderId: '0' }))).toEqual({
      code: 'InvalidArgument',
      message: 'select two orders to swap',
    });
    expect(await failure(actions.swapTables({ ...ref(a.model!.id), otherBookingOrderId: a.model!.id }))).toEqual({
      code: 'InvalidArgument',
      message: 'cannot swap an order with itself',
    });
    await actions.closeBookingOrder({ ...ref(b.model!.id), closeReason: 5 });
    expect(await failure(actions.swapTables({ ...ref(a.model!.id), otherBookingOrderId: b.model!.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'both orders must have tables',
    });
  });

  it('keeps records on any order: remarks, diner, tags, taker, channel, JSON, invite code', async () => {
    const order = await dinerOrder();
    const id = order.model!.id;
    const tag = (
      await f.staffX
        .client(BookingTagService)
        .createBookingOrderTag({ storeId: f.x.storeId, tag: { content: 'VIP', color: '#C8A063' } })
    ).tag!;
    const taker = (
      await f.staffX
        .client(BookingTakerService)
        .createBookingOrderTaker({ storeId: f.x.storeId, taker: { name: 'Ada' } })
    ).taker!;
    const channel = (
      await f.staffX
        .client(BookingChannelService)
        .createBookingChannel({ storeId: f.x.storeId, channel: { name: 'Phone' } })
    ).channel!;
    const modify = f.staffX.client(StoreBookingModifyService);
    await modify.modifyStoreRemark({ ...ref(id), storeRemark: 'anniversary cake' });
    await modify.modifyDinerRemark({ ...ref(id), dinerRemark: 'high chair' });
    await modify.modifyTags({ ...ref(id), platformTagList: [1, 3], tagIdList: [tag.model!.id] });
    await modify.modifyTaker({ ...ref(id), takerId: taker.model!.id });
    await modify.modifyChannel({ ...ref(id), channelId: channel.model!.id });
    await modify.modifyExtendedJson({ ...ref(id), extendedJson: '{"cake":true}' });
    await modify.modifyInviteCode({ ...ref(id), inviteCode: 'INV42' });
    const diner = await modify.modifyDiner({
      ...ref(id),
      diner: {
        title: 2,
        lastName: 'Lin',
        firstName: 'Yu',
        phone: '13912345678',
        phoneRegionCode: '86',
        language: 'en',
      },
      dietTaboo: 'shellfish',
    });
    expect(diner.order).toMatchObject({
      storeRemark: 'anniversary cake',
      dinerRemark: 'high chair',
      platformTagList: [1, 3],
      tagIdList: [tag.model!.id],
      takerId: taker.model!.id,
      channelId: channel.model!.id,
      extendedJson: '{"cake":true}',
      inviteCode: 'INV42',
      dietTaboo: 'shellfish',
    });
    expect(diner.order?.diner).toMatchObject({ firstName: 'Yu', phone: '13912345678', language: 'en' });
    expect(diner.order?.merchantDinerId).not.toBe(order.merchantDinerId);
    const types = (await logsOf(id)).map((l) => LogType[l.type]);
    expect(types).toEqual([
      'CREATE',
      'MODIFY_STORE_REMARK',
      'MODIFY_DINER_REMARK',
      'TAG_LIST',
      'TAKER',
      'CHANNEL',
      'EXTENDED_JSON',
      'INVITE_CODE',
      'MODIFY_DINER',
    ]);
    expect(await failure(modify.modifyExtendedJson({ ...ref(id), extendedJson: '{oops' }))).toEqual({
      code: 'InvalidArgument',
      message: 'extended json is not valid JSON',
    });
    expect(await failure(modify.modifyTags({ ...ref(id), tagIdList: ['987654'] }))).toEqual({
      code: 'NotFound',
      message: 'tag does not exist',
    });
    expect(await failure(modify.modifyTaker({ ...ref(id), takerId: '987654' }))).toEqual({
      code: 'NotFound',
      message: 'order taker does not exist',
    });
  });

  it('reverts a logged change through the log when nothing changed it since, and says so otherwise', async () => {
    const order = await dinerOrder();
    const id = order.model!.id;
    const modify = f.staffX.client(StoreBookingModifyService);
    const orders = f.staffX.client(StoreBookingOrderService);
    await modify.modifyStoreRemark({ ...ref(id), storeRemark: 'first' });
    await modify.modifyStoreRemark({ ...ref(id), storeRemark: 'second' });
    const [, first, second] = await logsOf(id);
    // The first change was overwritten since: reverting it would lose the second.
    expect(await failure(orders.revertBookingOrderLog({ ...ref(id), bookingOrderLogId: first.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this change cannot be reverted',
    });
    const reverted = await orders.revertBookingOrderLog({ ...ref(id), bookingOrderLogId: second.id });
    expect(reverted.order?.storeRemark).toBe('first');
    const logs = await logsOf(id);
    expect(LogType[logs.at(-1)!.type]).toBe('REVERT');
    expect(logs.find((l) => l.id === second.id)).toMatchObject({ revertible: false, revertedByLogId: logs.at(-1)!.id });
    expect(await failure(orders.revertBookingOrderLog({ ...ref(id), bookingOrderLogId: second.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this change cannot be reverted',
    });
    // A party change reverts by booking again with the old size.
    await modify.modifyPax({ ...ref(id), adultCount: 7, childCount: 0 });
    const pax = (await logsOf(id)).find((l) => LogType[l.type] === 'MODIFY_PAX')!;
    const back = await orders.revertBookingOrderLog({ ...ref(id), bookingOrderLogId: pax.id });
    expect(back.order).toMatchObject({ adultCount: 2, childCount: 0 });
    // Status changes are not reverted through the log (they have their own actions).
    const created = (await logsOf(id))[0];
    expect(created.revertible).toBe(false);
    expect(await failure(orders.revertBookingOrderLog({ ...ref(id), bookingOrderLogId: created.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this change cannot be reverted',
    });
  });
});

describe('a diner’s own orders', () => {
  it('cannot be read or changed by another diner, nor by staff of another store', async () => {
    const order = await dinerOrder();
    const id = order.model!.id;
    const other = f.dinerB.client(DinerBookingOrderService);
    const notFound = { code: 'NotFound', message: 'booking order does not exist' };
    expect(await failure(other.getMyBookingOrder({ bookingOrderId: id }))).toEqual(notFound);
    expect(await failure(other.cancelMyBookingOrder({ bookingOrderId: id }))).toEqual(notFound);
    expect(await failure(other.modifyMyPax({ bookingOrderId: id, adultCount: 3 }))).toEqual(notFound);
    expect(await failure(other.modifyMyDinerRemark({ bookingOrderId: id, dinerRemark: 'x' }))).toEqual(notFound);
    expect(await failure(other.modifyMyExtendedJson({ bookingOrderId: id, extendedJson: '{}' }))).toEqual(notFound);
    expect(await failure(other.bindInviteCode({ bookingOrderId: id, inviteCode: 'X' }))).toEqual(notFound);
    expect((await other.queryMyBookingOrders({})).list.map((o) => o.model?.id)).not.toContain(id);
    // Staff of store Y name their own store: the order is not theirs to see.
    expect(
      await failure(
        f.staffY.client(StoreBookingOrderService).getStoreBookingOrder({ storeId: f.y.storeId, bookingOrderId: id }),
      ),
    ).toEqual(notFound);
    expect(
      await failure(
        f.staffY.client(StoreBookingActionService).confirmBookingOrder({ storeId: f.y.storeId, bookingOrderId: id }),
      ),
    ).toEqual(notFound);
    expect(
      await failure(
        f.staffY
          .client(StoreBookingModifyService)
          .modifyStoreRemark({ storeId: f.y.storeId, bookingOrderId: id, storeRemark: 'x' }),
      ),
    ).toEqual(notFound);
    // ... and naming store X is refused outright.
    expect(await failure(f.staffY.client(StoreBookingOrderService).getStoreBookingOrder(ref(id)))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(
      (await failure(f.anonymous.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id }))).code,
    ).toBe('Unauthenticated');
    // The owner, merchant staff and administrators do see it.
    expect(
      (await f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: id })).order?.model?.id,
    ).toBe(id);
    expect(
      (await f.merchantStaff.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order?.model?.id,
    ).toBe(id);
    expect((await f.admin.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order?.model?.id).toBe(id);
  });

  it('are listed by status tab and counted by status', async () => {
    const c = f.dinerB.client(DinerBookingOrderService);
    const before = await c.countMyBookingOrdersByStatus({});
    const order = await dinerOrder({}, f.dinerB);
    await c.modifyMyDinerRemark({ bookingOrderId: order.model!.id, dinerRemark: 'quiet corner' });
    const list = await c.queryMyBookingOrders({ statusIn: [Status.WAIT_STORE_CONFIRM], query: { limit: 100 } });
    expect(list.list.map((o) => o.model?.id)).toContain(order.model!.id);
    expect(list.list.every((o) => o.status === Status.WAIT_STORE_CONFIRM)).toBe(true);
    const count = (r: typeof before) => r.list.find((s) => s.status === Status.WAIT_STORE_CONFIRM)?.count ?? 0;
    expect(count(await c.countMyBookingOrdersByStatus({}))).toBe(count(before) + 1);
    // A diner's own party change is held to the store's people limits.
    expect(await failure(c.modifyMyPax({ bookingOrderId: order.model!.id, adultCount: 25 }))).toEqual({
      code: 'InvalidArgument',
      message: 'more people than the store accepts',
    });
  });
});
