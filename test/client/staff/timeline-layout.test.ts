import { create } from '@bufbuild/protobuf';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { UsedTableItemSchema } from '@gen/booking/v1/availability_pb';
import { StoreShiftSchema } from '@gen/store/v1/shift_pb';
import { StoreTableSchema } from '@gen/store/v1/table_pb';
import { layoutTimeline } from '@/components/booking-timeline';

const h = (hours: number) => hours * 3600;
const table = (id: string, name: string, items: string[]) =>
  create(StoreTableSchema, {
    model: { id },
    name,
    seatCapacity: 4,
    itemList: items.map((item, i) => ({ model: { id: item }, name: `${name}-${i + 1}`, sort: items.length - i })),
  });
const order = (id: string, items: string[], start: number, end: number, over: Record<string, unknown> = {}) =>
  create(BookingOrderSchema, {
    model: { id },
    status: Status.WAIT_SERVICE,
    storeTableItemIdList: items,
    reservationStartSecond: start,
    reservationEndSecond: end,
    diner: { lastName: `D${id}` },
    peopleCount: 2,
    ...over,
  });
const shifts = [
  create(StoreShiftSchema, { model: { id: 's1' }, startSecond: h(11), endSecond: h(14), durationSecond: h(1.5) }),
  create(StoreShiftSchema, { model: { id: 's2' }, startSecond: h(17.5), endSecond: h(21.5), durationSecond: h(2) }),
];

describe('timeline layout', () => {
  it('lays the day from the first shift to the last turn, one row per item in item order', () => {
    const layout = layoutTimeline({
      tables: [table('t1', 'A', ['a1', 'a2']), table('t2', 'B', ['b1'])],
      shifts,
      orders: [],
    });
    expect(layout.startSecond).toBe(h(11));
    // The last dinner slot may start just before 21:30 and sit two hours: 23:30, rounded up.
    expect(layout.endSecond).toBe(h(24));
    expect(layout.rows.map((r) => r.itemId)).toEqual(['a2', 'a1', 'b1']);
    expect(layout.ticks[0]).toEqual({ second: h(11), left: 0 });
    expect(layout.ticks.at(-1)).toEqual({ second: h(24), left: 100 });
  });

  it('places each order on every item it holds, at its time, coloured by state', () => {
    const joined = order('1', ['a1', 'a2'], h(18), h(20));
    const arrived = order('2', ['b1'], h(12), h(13.5), { arrivalTime: { seconds: BigInt(1) } });
    const layout = layoutTimeline({
      tables: [table('t1', 'A', ['a1', 'a2']), table('t2', 'B', ['b1'])],
      shifts,
      orders: [joined, arrived],
    });
    const blocks = layout.rows.flatMap((r) => r.blocks.map((b) => ({ item: r.itemId, id: b.orderId, state: b.state })));
    expect(blocks).toEqual([
      { item: 'a2', id: '1', state: 'booked' },
      { item: 'a1', id: '1', state: 'booked' },
      { item: 'b1', id: '2', state: 'seated' },
    ]);
    const block = layout.rows[2].blocks[0];
    // 12:00 to 13:30 of an 11:00-24:00 axis.
    expect(block.left).toBeCloseTo((1 / 13) * 100, 5);
    expect(block.width).toBeCloseTo((1.5 / 13) * 100, 5);
  });

  it('stacks overlapping holds of one table in lanes, and shows locks', () => {
    const finishedStaying = order('1', ['a1'], h(18), h(20), { status: Status.FINISHED });
    const next = order('2', ['a1'], h(19.5), h(21.5));
    const later = order('3', ['a1'], h(21.5), h(23));
    const lock = create(UsedTableItemSchema, {
      id: '9',
      storeTableItemId: 'a1',
      reservationStartSecond: h(12),
      reservationEndSecond: h(13),
      isUsing: true,
    });
    const layout = layoutTimeline({
      tables: [table('t1', 'A', ['a1'])],
      shifts,
      orders: [finishedStaying, next, later],
      locks: [lock],
    });
    const row = layout.rows[0];
    expect(row.lanes).toBe(2);
    expect(row.blocks.map((b) => [b.orderId || 'lock', b.lane, b.state])).toEqual([
      ['lock', 0, 'locked'],
      ['1', 0, 'finished'],
      ['2', 1, 'booked'],
      ['3', 0, 'booked'],
    ]);
  });

  it('lays out a busy day of 60 tables and 400 orders: every order on its table, none hiding another', () => {
    // Order n sits at table n % 60, the n / 60-th of that table's day: a new party every
    // half hour, each staying an hour and a half, so three overlap at a time.
    const tables = Array.from({ length: 60 }, (_, i) => table(`t${i}`, `T${i}`, [`i${i}`]));
    const orders = Array.from({ length: 400 }, (_, n) => {
      const start = h(11) + Math.floor(n / 60) * 1800;
      return order(`${n}`, [`i${n % 60}`], start, start + h(1.5));
    });
    const layout = layoutTimeline({ tables, shifts, orders });
    expect(layout.rows.map((r) => r.itemId)).toEqual(tables.map((_, i) => `i${i}`));
    for (const [i, row] of layout.rows.entries()) {
      expect(row.blocks.map((b) => b.orderId).sort()).toEqual(
        orders
          .filter((_, n) => n % 60 === i)
          .map((o) => o.model!.id)
          .sort(),
      );
      // Blocks sharing a lane never overlap, and no more lanes than the most parties at once.
      for (const block of row.blocks) {
        const sameLane = row.blocks.filter((b) => b !== block && b.lane === block.lane);
        expect(sameLane.filter((b) => b.startSecond < block.endSecond && block.startSecond < b.endSecond)).toEqual([]);
      }
      expect(row.lanes).toBe(Math.min(3, row.blocks.length));
    }
  });
});
