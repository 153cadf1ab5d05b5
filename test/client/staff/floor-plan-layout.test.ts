import { create } from '@bufbuild/protobuf';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { UsedTableItemSchema } from '@gen/booking/v1/availability_pb';
import { FloorPlanPlacement_Shape as Shape, StoreFloorPlanSchema } from '@gen/store/v1/store_day_service_pb';
import { StoreTableSchema } from '@gen/store/v1/table_pb';
import { layoutFloor } from '@/components/floor-plan';

const h = (hours: number) => hours * 3600;
const tables = [
  create(StoreTableSchema, {
    model: { id: 't2' },
    name: 'Two',
    seatCapacity: 2,
    itemList: [
      { model: { id: 'a1' }, name: 'A1', sort: 1 },
      { model: { id: 'a2' }, name: 'A2', sort: 2 },
    ],
  }),
  create(StoreTableSchema, {
    model: { id: 't6' },
    name: 'Six',
    seatCapacity: 6,
    itemList: [{ model: { id: 'c1' }, name: 'C1', sort: 1 }],
  }),
];
const order = (id: string, item: string, start: number, over: Record<string, unknown> = {}) =>
  create(BookingOrderSchema, {
    model: { id },
    status: Status.WAIT_SERVICE,
    storeTableItemIdList: [item],
    reservationStartSecond: start,
    reservationEndSecond: start + h(2),
    ...over,
  });

describe('floor plan layout', () => {
  it('places items where the plan puts them, in percent of the plan, and the rest in the grid', () => {
    const plan = create(StoreFloorPlanSchema, {
      width: 1000,
      height: 500,
      placementList: [
        { storeTableItemId: 'a1', x: 100, y: 50, width: 100, height: 100, shape: Shape.ROUND },
        { storeTableItemId: 'c1', x: 500, y: 250, width: 200, height: 100, rotation: 90, shape: Shape.RECTANGLE },
      ],
    });
    const layout = layoutFloor({ tables, plan, orders: [], atSecond: h(12) });
    expect(layout.aspect).toBe(0.5);
    expect(layout.planTiles.map((t) => [t.name, t.box, t.round])).toEqual([
      ['A1', { left: 10, top: 10, width: 10, height: 20, rotation: 0 }, true],
      ['C1', { left: 50, top: 50, width: 20, height: 20, rotation: 90 }, false],
    ]);
    expect(layout.gridTiles.map((t) => t.name)).toEqual(['A2']);
  });

  it('without a plan, every item is in the grid; small tables are round', () => {
    const layout = layoutFloor({ tables, orders: [], atSecond: h(12) });
    expect(layout.aspect).toBe(0);
    expect(layout.gridTiles.map((t) => [t.name, t.round])).toEqual([
      ['A1', true],
      ['A2', true],
      ['C1', false],
    ]);
  });

  it('colours each table by what holds it at the moment, else names the next booking', () => {
    const orders = [
      order('1', 'a1', h(11)),
      order('2', 'a2', h(11.5), { arrivalTime: { seconds: BigInt(1) } }),
      order('3', 'c1', h(18), { status: Status.WAIT_STORE_CONFIRM }),
      order('4', 'a1', h(18)),
    ];
    const lock = create(UsedTableItemSchema, {
      storeTableItemId: 'c1',
      reservationStartSecond: h(12),
      reservationEndSecond: h(13),
      isUsing: true,
    });
    const at = (second: number) =>
      layoutFloor({ tables, orders, locks: [lock], atSecond: second }).gridTiles.map((t) => [
        t.name,
        t.state,
        t.order?.model?.id ?? '',
        t.next?.model?.id ?? '',
      ]);
    expect(at(h(12))).toEqual([
      ['A1', 'booked', '1', ''],
      ['A2', 'seated', '2', ''],
      ['C1', 'locked', '', '3'],
    ]);
    expect(at(h(16))).toEqual([
      ['A1', 'free', '', '4'],
      ['A2', 'free', '', ''],
      ['C1', 'free', '', '3'],
    ]);
    // The end of a hold is free again (end exclusive).
    expect(at(h(20))[2]).toEqual(['C1', 'free', '', '']);
    expect(at(h(18.5))[2]).toEqual(['C1', 'waiting', '3', '']);
  });
});
