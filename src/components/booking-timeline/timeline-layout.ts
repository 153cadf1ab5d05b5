import type { UsedTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { tableStateOf, type TableState } from '@/stores/staff/order-state';

// The timeline's geometry, apart from drawing it: one row per table item, the day's
// shifts as the time axis, each order a block on every item it holds. Overlapping
// blocks on one item (a finished party still seated, a lock) go to lanes below each
// other. Linear in orders after one sort, so 60 tables and hundreds of orders are
// laid out in well under a frame.

export interface TimelineBlock {
  key: string;
  /** '' for a lock. */
  orderId: string;
  itemId: string;
  state: TableState;
  startSecond: number;
  endSecond: number;
  lane: number;
  /** Percent of the axis. */
  left: number;
  width: number;
  order?: BookingOrder;
}

export interface TimelineRow {
  itemId: string;
  name: string;
  tableName: string;
  seats: number;
  lanes: number;
  blocks: TimelineBlock[];
}

export interface TimelineLayout {
  startSecond: number;
  endSecond: number;
  /** Whole hours on the axis, with their position in percent. */
  ticks: Array<{ second: number; left: number }>;
  rows: TimelineRow[];
}

export interface TimelineInput {
  tables: readonly StoreTable[];
  shifts: readonly StoreShift[];
  orders: readonly BookingOrder[];
  locks?: readonly UsedTableItem[];
}

const HOUR = 3600;
const DEFAULT_WINDOW = { start: 11 * HOUR, end: 22 * HOUR };

function axisOf(shifts: readonly StoreShift[], orders: readonly BookingOrder[]) {
  let start = Infinity;
  let end = -Infinity;
  for (const s of shifts) {
    start = Math.min(start, s.startSecond);
    // The last party of a shift may start just before its end and sit a turn longer.
    end = Math.max(end, s.endSecond + (s.durationSecond || 0));
  }
  for (const o of orders) {
    start = Math.min(start, o.reservationStartSecond);
    end = Math.max(end, o.reservationEndSecond);
  }
  if (!Number.isFinite(start)) return DEFAULT_WINDOW;
  return { start: Math.floor(start / HOUR) * HOUR, end: Math.ceil(end / HOUR) * HOUR };
}

export function layoutTimeline({ tables, shifts, orders, locks = [] }: TimelineInput): TimelineLayout {
  const axis = axisOf(shifts, orders);
  const span = Math.max(axis.end - axis.start, HOUR);
  const pct = (second: number) => ((Math.min(Math.max(second, axis.start), axis.end) - axis.start) / span) * 100;

  const rows: TimelineRow[] = [];
  const rowOf = new Map<string, TimelineRow>();
  for (const table of tables) {
    const items = table.itemList.slice().sort((a, b) => a.sort - b.sort);
    for (const item of items) {
      const id = item.model?.id ?? '';
      const row = {
        itemId: id,
        name: item.name,
        tableName: table.name,
        seats: table.seatCapacity,
        lanes: 1,
        blocks: [],
      };
      rows.push(row);
      rowOf.set(id, row);
    }
  }

  const place = (row: TimelineRow | undefined, block: Omit<TimelineBlock, 'lane' | 'left' | 'width'>) => {
    if (!row || block.endSecond <= axis.start || block.startSecond >= axis.end) return;
    const left = pct(block.startSecond);
    row.blocks.push({ ...block, lane: 0, left, width: pct(block.endSecond) - left });
  };
  for (const order of orders) {
    const id = order.model?.id ?? '';
    for (const itemId of order.storeTableItemIdList) {
      place(rowOf.get(itemId), {
        key: `${id}-${itemId}`,
        orderId: id,
        itemId,
        state: tableStateOf(order),
        startSecond: order.reservationStartSecond,
        endSecond: order.reservationEndSecond,
        order,
      });
    }
  }
  for (const lock of locks) {
    place(rowOf.get(lock.storeTableItemId), {
      key: `lock-${lock.id}`,
      orderId: '',
      itemId: lock.storeTableItemId,
      state: 'locked',
      startSecond: lock.reservationStartSecond,
      endSecond: lock.reservationEndSecond,
    });
  }

  for (const row of rows) {
    row.blocks.sort((a, b) => a.startSecond - b.startSecond || b.endSecond - a.endSecond);
    const laneEnds: number[] = [];
    for (const block of row.blocks) {
      let lane = laneEnds.findIndex((end) => end <= block.startSecond);
      if (lane < 0) lane = laneEnds.length;
      laneEnds[lane] = block.endSecond;
      block.lane = lane;
    }
    row.lanes = Math.max(1, laneEnds.length);
  }

  const ticks: TimelineLayout['ticks'] = [];
  for (let t = axis.start; t <= axis.end; t += HOUR) ticks.push({ second: t, left: pct(t) });
  return { startSecond: axis.start, endSecond: axis.end, ticks, rows };
}
