import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import {
  FloorPlanPlacement_Shape,
  StoreDailyMemoService,
  StoreFloorPlanService,
} from '@gen/store/v1/store_day_service_pb';
import { StoreTable_Status, StoreTableService } from '@gen/store/v1/table_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const shiftInput = (extra: Record<string, unknown> = {}) => ({
  name: 'Late',
  startSecond: hm(21),
  endSecond: hm(23, 59) + 59,
  deltaSecond: 900,
  ...extra,
});

describe('shifts', () => {
  it('rounds an end ending in 9 up one second and lists the slots', async () => {
    const shifts = f.staffX.client(StoreShiftService);
    const made = await shifts.createShift({
      storeId: f.x.storeId,
      shift: shiftInput({
        skippedStartSecondList: [hm(21, 15)],
        hiddenDurationList: [{ startSecond: hm(23), endSecond: hm(24) }],
        intlName: { zhHans: '夜宵', zhHant: '夜宵', en: '' },
      }),
    });
    expect(made.shift?.endSecond).toBe(86_400);
    // Its name per language, an empty one falling back to the name itself.
    expect(made.shift?.intlName).toMatchObject({ zhHans: '夜宵', zhHant: '夜宵', en: '' });
    expect(made.shift?.timeSlotList.slice(0, 3)).toEqual([hm(21), hm(21, 30), hm(21, 45)]);
    expect(made.shift?.timeSlotList.at(-1)).toBe(hm(23, 45));
    const listed = await shifts.queryShifts({ storeId: f.x.storeId });
    expect(listed.list.map((s) => s.name)).toEqual(['Lunch', 'Dinner', 'Late']);
    await shifts.deleteShift({ storeId: f.x.storeId, shiftId: made.shift!.model!.id });
  });

  it('runs past midnight, but never longer than a day', async () => {
    const shifts = f.staffX.client(StoreShiftService);
    const night = await shifts.createShift({
      storeId: f.x.storeId,
      shift: shiftInput({ name: 'Night', startSecond: hm(22), endSecond: hm(26), deltaSecond: 3600 }),
    });
    expect(night.shift?.timeSlotList).toEqual([hm(22), hm(23), hm(24), hm(25)]);
    expect(
      await failure(
        shifts.createShift({ storeId: f.x.storeId, shift: shiftInput({ startSecond: hm(10), endSecond: hm(35) }) }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'shift time is invalid' });
    await shifts.deleteShift({ storeId: f.x.storeId, shiftId: night.shift!.model!.id });
  });

  it("answers the spec's messages for a missing start and an end before the start", async () => {
    const shifts = f.staffX.client(StoreShiftService);
    expect(
      await failure(
        shifts.createShift({ storeId: f.x.storeId, shift: { name: 'No start', endSecond: hm(12), deltaSecond: 900 } }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'please choose a start time first' });
    expect(
      await failure(
        shifts.createShift({ storeId: f.x.storeId, shift: shiftInput({ startSecond: hm(14), endSecond: hm(12) }) }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'shift time is invalid' });
    expect(
      await failure(
        shifts.createShift({ storeId: f.x.storeId, shift: shiftInput({ openTableIdList: [f.y.tables.two] }) }),
      ),
    ).toEqual({ code: 'NotFound', message: 'table does not exist' });
  });

  it('refuses deleting a shift with orders (disable it instead), and another store’s shift', async () => {
    const shifts = f.staffX.client(StoreShiftService);
    await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Wang' },
      reservationDate: f.date(3),
      adultCount: 2,
      storeShiftId: f.x.lunchId,
      reservationStartSecond: hm(12),
    });
    expect(await failure(shifts.deleteShift({ storeId: f.x.storeId, shiftId: f.x.lunchId }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this shift has orders and cannot be deleted, disable it instead',
    });
    expect(await failure(shifts.deleteShift({ storeId: f.x.storeId, shiftId: f.y.lunchId }))).toEqual({
      code: 'NotFound',
      message: 'shift does not exist',
    });
    expect(await failure(f.staffY.client(StoreShiftService).queryShifts({ storeId: f.x.storeId }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
  });
});

describe('tables and items', () => {
  it('makes items to the table count and follows count changes', async () => {
    const tables = f.staffY.client(StoreTableService);
    const made = await tables.createTable({
      storeId: f.y.storeId,
      table: { name: 'Booth', seatCapacity: 6, tableCount: 2, fixedTableCount: 1, weight: 5, minSeatsPerOrder: 3 },
    });
    const id = made.table!.model!.id;
    expect(made.table?.itemList.map((i) => [i.name, i.isFixed])).toEqual([
      ['Booth-1', true],
      ['Booth-2', false],
    ]);
    expect(made.table?.status).toBe(StoreTable_Status.NORMAL);
    const grown = await tables.updateTable({
      storeId: f.y.storeId,
      storeTableId: id,
      table: { name: 'Booth', seatCapacity: 6, tableCount: 3, status: StoreTable_Status.HIDDEN },
    });
    expect(grown.table?.itemList.map((i) => i.name)).toEqual(['Booth-1', 'Booth-2', 'Booth-3']);
    expect(grown.table?.status).toBe(StoreTable_Status.HIDDEN);
    const shrunk = await tables.updateTable({
      storeId: f.y.storeId,
      storeTableId: id,
      table: { name: 'Booth', seatCapacity: 6, tableCount: 1 },
    });
    expect(shrunk.table?.itemList).toHaveLength(1);
    await tables.deleteTable({ storeId: f.y.storeId, storeTableId: id });
    const left = await tables.queryTables({ storeId: f.y.storeId });
    expect(left.list.map((t) => t.name)).toEqual(['Ten', 'Four', 'Two']);
  });

  it('refuses bad counts with the spec wording', async () => {
    const tables = f.staffY.client(StoreTableService);
    expect(
      await failure(
        tables.createTable({ storeId: f.y.storeId, table: { name: 'Bad', seatCapacity: 2000, tableCount: 1 } }),
      ),
    ).toEqual({
      code: 'InvalidArgument',
      message: 'seat count is invalid',
    });
    expect(
      await failure(
        tables.createTable({
          storeId: f.y.storeId,
          table: { name: 'Bad', seatCapacity: 4, tableCount: 2, fixedTableCount: 3 },
        }),
      ),
    ).toEqual({ code: 'InvalidArgument', message: 'table count is invalid' });
  });

  it('refuses deleting a table with orders: hide it instead', async () => {
    const tables = f.staffX.client(StoreTableService);
    const order = await f.dinerB.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Li' },
      reservationDate: f.date(4),
      adultCount: 9,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(19),
    });
    expect(order.order?.storeTableId).toBe(f.x.tables.ten);
    expect(await failure(tables.deleteTable({ storeId: f.x.storeId, storeTableId: f.x.tables.ten }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this table has orders and cannot be deleted, hide it instead',
    });
    // Eight people at the same time: the ten-seat table is taken, so two four-seat items are joined.
    const joined = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Zhao' },
      reservationDate: f.date(4),
      adultCount: 8,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(19),
    });
    expect(joined.order?.storeTableItemIdList).toEqual(f.x.items.four.slice(0, 2));
    expect(
      await failure(
        tables.updateTable({
          storeId: f.x.storeId,
          storeTableId: f.x.tables.four,
          table: { name: 'Four', seatCapacity: 4, tableCount: 1 },
        }),
      ),
    ).toEqual({ code: 'FailedPrecondition', message: 'this table has orders and cannot be deleted, hide it instead' });
    const hidden = await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.ten,
      table: { name: 'Ten', seatCapacity: 10, tableCount: 1, status: StoreTable_Status.HIDDEN, weight: 30 },
    });
    expect(hidden.table?.status).toBe(StoreTable_Status.HIDDEN);
    await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.ten,
      table: { name: 'Ten', seatCapacity: 10, tableCount: 1, weight: 30 },
    });
  });

  it('sorts items and renames one', async () => {
    const tables = f.staffX.client(StoreTableService);
    const all = [...f.x.items.ten, ...f.x.items.four, ...f.x.items.two];
    const reversed = [...all].reverse();
    await tables.sortTableItems({ storeId: f.x.storeId, storeTableItemIdList: reversed });
    const listed = await tables.queryTables({ storeId: f.x.storeId });
    const sorted = listed.list
      .flatMap((t) => t.itemList)
      .sort((a, b) => a.sort - b.sort)
      .map((i) => i.model?.id);
    expect(sorted).toEqual(reversed);
    expect(
      await failure(tables.sortTableItems({ storeId: f.x.storeId, storeTableItemIdList: reversed.slice(1) })),
    ).toEqual({
      code: 'InvalidArgument',
      message: 'the list must name each item once',
    });
    const renamed = await tables.updateTableItem({
      storeId: f.x.storeId,
      storeTableItemId: f.x.items.two[0],
      name: 'Window 1',
    });
    expect(renamed.item?.name).toBe('Window 1');
    expect(
      await failure(
        tables.updateTableItem({ storeId: f.x.storeId, storeTableItemId: f.y.items.two[0], name: 'Stolen' }),
      ),
    ).toEqual({
      code: 'NotFound',
      message: 'table item does not exist',
    });
  });

  it('locks an item for a time range, refuses a lock over an order, and unlocks', async () => {
    const tables = f.staffX.client(StoreTableService);
    const date = f.date(5);
    const lock = await tables.lockTableItem({
      storeId: f.x.storeId,
      storeTableItemId: f.x.items.four[0],
      reservationDate: date,
      startSecond: hm(17),
      endSecond: hm(20),
      remark: 'repair',
    });
    expect(lock.lock).toMatchObject({
      reservationDate: date,
      startSecond: hm(17),
      endSecond: hm(20),
      remark: 'repair',
    });
    expect(
      await failure(
        tables.lockTableItem({
          storeId: f.x.storeId,
          storeTableItemId: f.x.items.four[0],
          reservationDate: date,
          startSecond: hm(19),
          endSecond: hm(21),
        }),
      ),
    ).toEqual({ code: 'Aborted', message: 'the table is occupied at that time' });
    const listed = await tables.queryTableItemLocks({ storeId: f.x.storeId, startDate: date, endDate: date });
    expect(listed.list.map((l) => l.id)).toEqual([lock.lock!.id]);
    expect(
      await failure(
        f.staffY.client(StoreTableService).unlockTableItem({ storeId: f.y.storeId, lockId: lock.lock!.id }),
      ),
    ).toEqual({
      code: 'NotFound',
      message: 'lock does not exist',
    });
    await tables.unlockTableItem({ storeId: f.x.storeId, lockId: lock.lock!.id });
    expect((await tables.queryTableItemLocks({ storeId: f.x.storeId, startDate: date, endDate: date })).list).toEqual(
      [],
    );
  });
});

describe('daily memos and floor plans', () => {
  it('keeps one memo per date and removes it when blank', async () => {
    const memos = f.staffX.client(StoreDailyMemoService);
    const saved = await memos.setDailyMemo({
      storeId: f.x.storeId,
      date: '2030-05-01',
      content: 'Wedding in the hall',
    });
    expect(saved.memo).toMatchObject({
      date: '2030-05-01',
      content: 'Wedding in the hall',
      updaterUserId: f.staffX.userId,
    });
    await memos.setDailyMemo({ storeId: f.x.storeId, date: '2030-05-01', content: 'Wedding, 12 tables' });
    expect(
      (await memos.queryDailyMemos({ storeId: f.x.storeId, startDate: '2030-05-01', endDate: '2030-05-31' })).list,
    ).toEqual([expect.objectContaining({ content: 'Wedding, 12 tables' })]);
    await memos.setDailyMemo({ storeId: f.x.storeId, date: '2030-05-01', content: ' ' });
    expect(
      (await memos.queryDailyMemos({ storeId: f.x.storeId, startDate: '2030-05-01', endDate: '2030-05-31' })).list,
    ).toEqual([]);
  });

  it('places the store’s own items on a plan, each once', async () => {
    const plans = f.staffX.client(StoreFloorPlanService);
    const made = await plans.createFloorPlan({
      storeId: f.x.storeId,
      floorPlan: {
        name: 'Main hall',
        width: 800,
        height: 600,
        placementList: [
          {
            storeTableItemId: f.x.items.ten[0],
            x: 10,
            y: 20,
            width: 100,
            height: 100,
            shape: FloorPlanPlacement_Shape.ROUND,
          },
          { storeTableItemId: f.x.items.two[0], x: 200, y: 20, width: 40, height: 40 },
        ],
      },
    });
    expect(made.floorPlan?.placementList).toHaveLength(2);
    expect(made.floorPlan?.placementList.find((p) => p.storeTableItemId === f.x.items.two[0])?.shape).toBe(
      FloorPlanPlacement_Shape.RECTANGLE,
    );
    const id = made.floorPlan!.model!.id;
    expect(
      await failure(
        plans.updateFloorPlan({
          storeId: f.x.storeId,
          floorPlanId: id,
          floorPlan: {
            name: 'Main hall',
            width: 800,
            height: 600,
            placementList: [{ storeTableItemId: f.y.items.two[0], x: 1, y: 1, width: 1, height: 1 }],
          },
        }),
      ),
    ).toEqual({ code: 'NotFound', message: 'table item does not exist' });
    await plans.updateFloorPlan({
      storeId: f.x.storeId,
      floorPlanId: id,
      floorPlan: { name: 'Hall', width: 800, height: 600 },
    });
    expect(
      (await plans.queryFloorPlans({ storeId: f.x.storeId })).list.map((p) => [p.name, p.placementList.length]),
    ).toEqual([['Hall', 0]]);
    expect(
      await failure(f.staffY.client(StoreFloorPlanService).deleteFloorPlan({ storeId: f.y.storeId, floorPlanId: id })),
    ).toEqual({
      code: 'NotFound',
      message: 'floor plan does not exist',
    });
    await plans.deleteFloorPlan({ storeId: f.x.storeId, floorPlanId: id });
  });
});
