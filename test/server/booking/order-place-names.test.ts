import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason } from '@gen/booking/v1/booking_order_pb';
import {
  DinerBookingOrderShareService,
  PublicBookingOrderShareService,
} from '@gen/booking/v1/diner_booking_extra_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// An order names its shift and tables, so the diner's order detail can show
// "Dinner · Four-1+Four-2" without the store's catalog (spec section 3).
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
async function book(date: string, adults: number, who = f.dinerA) {
  const { order } = await who.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Gao' },
    reservationDate: date,
    adultCount: adults,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
  });
  return order!;
}
const names = (o: { storeShiftName: string; storeTableItemNameList: string[] } | undefined) => ({
  shift: o?.storeShiftName,
  tables: o?.storeTableItemNameList,
});

describe('the names an order carries', () => {
  it('names the shift and the tables it was given, for the diner as for the store', async () => {
    const order = await book(f.date(2), 2);
    expect(names(order)).toEqual({ shift: 'Dinner', tables: ['Two-1'] });
    const mine = await f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: order.model!.id });
    expect(names(mine.order)).toEqual({ shift: 'Dinner', tables: ['Two-1'] });
  });

  it('follows the order when it moves, is joined onto more tables, or swaps', async () => {
    const date = f.date(3);
    const a = await book(date, 2);
    const b = await book(date, 10, f.dinerB);
    expect(names(b).tables).toEqual(['Ten']);
    const modify = f.staffX.client(StoreBookingModifyService);
    const joined = await modify.modifyTableAllocation({
      ...ref(a.model!.id),
      storeTableItemIdList: [f.x.items.four[1], f.x.items.four[2]],
    });
    expect(names(joined.order).tables).toEqual(['Four-2', 'Four-3']);
    const lunch = await modify.modifyTableAllocation({
      ...ref(a.model!.id),
      storeShiftId: f.x.lunchId,
      reservationStartSecond: hm(12),
      storeTableItemIdList: [],
    });
    expect(names(lunch.order)).toEqual({ shift: 'Lunch', tables: ['Two-1'] });
    await modify.modifyTableAllocation({
      ...ref(a.model!.id),
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
      storeTableItemIdList: [],
    });
    const swapped = await f.staffX
      .client(StoreBookingActionService)
      .swapTables({ ...ref(a.model!.id), otherBookingOrderId: b.model!.id });
    expect(names(swapped.order).tables).toEqual(['Ten']);
    expect(names(swapped.otherOrder).tables).toEqual(['Two-1']);
  });

  it('takes a renamed table or shift on open orders, while closed ones keep the old names', async () => {
    const date = f.date(4);
    const open = await book(date, 4);
    const closed = await book(date, 4, f.dinerB);
    expect(names(open).tables).toEqual(['Four-1']);
    expect(names(closed).tables).toEqual(['Four-2']);
    await f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(closed.model!.id), closeReason: Reason.STORE_CANCEL });

    await f.staffX.client(StoreTableService).updateTableItem({
      storeId: f.x.storeId,
      storeTableItemId: f.x.items.four[0],
      name: 'Window 1',
    });
    await f.staffX.client(StoreTableService).updateTableItem({
      storeId: f.x.storeId,
      storeTableItemId: f.x.items.four[1],
      name: 'Window 2',
    });
    await f.staffX.client(StoreShiftService).updateShift({
      storeId: f.x.storeId,
      shiftId: f.x.dinnerId,
      shift: { name: 'Evening', startSecond: hm(17), endSecond: hm(22), deltaSecond: 1800, durationSecond: 7200 },
    });

    const read = async (id: string) =>
      (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order;
    expect(names(await read(open.model!.id))).toEqual({ shift: 'Evening', tables: ['Window 1'] });
    expect(names(await read(closed.model!.id))).toEqual({ shift: 'Dinner', tables: ['Four-2'] });
    // A new booking takes the new names.
    expect(names(await book(f.date(5), 2))).toEqual({ shift: 'Evening', tables: ['Two-1'] });
  });

  it("carries the shift's name in each language, for the diner, the invitation and the store", async () => {
    const dinner = { startSecond: hm(17), endSecond: hm(22), deltaSecond: 1800, durationSecond: 7200 };
    const shifts = f.staffX.client(StoreShiftService);
    await shifts.updateShift({
      storeId: f.x.storeId,
      shiftId: f.x.dinnerId,
      shift: { ...dinner, name: 'Evening', intlName: { zhHans: '晚市', zhHant: '晚市', en: 'Evening' } },
    });
    const open = await book(f.date(6), 2);
    expect(open.storeShiftIntlName).toMatchObject({ zhHans: '晚市', zhHant: '晚市', en: 'Evening' });
    const mine = await f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: open.model!.id });
    expect(mine.order!.storeShiftIntlName!.zhHans).toBe('晚市');

    const done = await book(f.date(6), 4, f.dinerB);
    await f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(done.model!.id), closeReason: Reason.STORE_CANCEL });
    // A translation changed alone (the store's own name kept) reaches the open order only.
    await shifts.updateShift({
      storeId: f.x.storeId,
      shiftId: f.x.dinnerId,
      shift: { ...dinner, name: 'Evening', intlName: { zhHans: '晚餐', zhHant: '晚餐', en: 'Evening' } },
    });
    const read = async (id: string) =>
      (await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id))).order!;
    expect((await read(open.model!.id)).storeShiftIntlName!.zhHant).toBe('晚餐');
    expect((await read(done.model!.id)).storeShiftIntlName!.zhHant).toBe('晚市');

    // A friend opening the invitation reads the names in their own language.
    const { shareToken } = await f.dinerA
      .client(DinerBookingOrderShareService)
      .createBookingOrderShare({ bookingOrderId: open.model!.id });
    const shared = (await f.anonymous.client(PublicBookingOrderShareService).getSharedBookingOrder({ shareToken }))
      .order!;
    expect(shared.storeShiftName).toBe('Evening');
    expect(shared.storeShiftIntlName!.zhHans).toBe('晚餐');
  });
});
