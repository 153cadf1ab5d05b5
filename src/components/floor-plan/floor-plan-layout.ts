import type { UsedTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { FloorPlanPlacement_Shape as Shape, type StoreFloorPlan } from '@/gen/store/v1/store_day_service_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { tableStateOf, type TableState } from '@/stores/staff/order-state';

// The floor plan's geometry and colours at one moment: each table item placed where
// the store's floor plan puts it (percent of the plan), or, for a store without a
// plan or an item the plan leaves out, in a grid after it; each coloured by what
// holds it at that second, and otherwise showing its next booking of the day.

export interface FloorTile {
  itemId: string;
  name: string;
  seats: number;
  state: TableState;
  /** The order at the moment, or the next one today when the table is free. */
  order?: BookingOrder;
  next?: BookingOrder;
  round: boolean;
  /** Percent of the plan; absent for grid tiles. */
  box?: { left: number; top: number; width: number; height: number; rotation: number };
}

export interface FloorLayout {
  /** Height over width of the plan, for its box; 0 without a plan. */
  aspect: number;
  planTiles: FloorTile[];
  gridTiles: FloorTile[];
}

export interface FloorInput {
  tables: readonly StoreTable[];
  plan?: StoreFloorPlan;
  orders: readonly BookingOrder[];
  locks?: readonly UsedTableItem[];
  /** Seconds from the date's midnight. */
  atSecond: number;
}

export function layoutFloor({ tables, plan, orders, locks = [], atSecond }: FloorInput): FloorLayout {
  // Orders per item, by start: one pass, then each tile looks only at its own.
  const byItem = new Map<string, BookingOrder[]>();
  for (const o of orders) {
    for (const id of o.storeTableItemIdList) {
      const list = byItem.get(id) ?? [];
      list.push(o);
      byItem.set(id, list);
    }
  }
  for (const list of byItem.values()) list.sort((a, b) => a.reservationStartSecond - b.reservationStartSecond);
  const lockedNow = new Set(
    locks
      .filter((l) => l.reservationStartSecond <= atSecond && atSecond < l.reservationEndSecond)
      .map((l) => l.storeTableItemId),
  );
  const placement = new Map((plan?.placementList ?? []).map((p) => [p.storeTableItemId, p]));

  const planTiles: FloorTile[] = [];
  const gridTiles: FloorTile[] = [];
  for (const table of tables) {
    for (const item of table.itemList.slice().sort((a, b) => a.sort - b.sort)) {
      const id = item.model?.id ?? '';
      const list = byItem.get(id) ?? [];
      const now = list.find((o) => o.reservationStartSecond <= atSecond && atSecond < o.reservationEndSecond);
      const next = now ? undefined : list.find((o) => o.reservationStartSecond > atSecond);
      const state: TableState = now ? tableStateOf(now) : lockedNow.has(id) ? 'locked' : 'free';
      const p = placement.get(id);
      const tile: FloorTile = {
        itemId: id,
        name: item.name,
        seats: table.seatCapacity,
        state,
        order: now,
        next,
        round: p ? p.shape === Shape.ROUND : table.seatCapacity <= 2,
      };
      if (p && plan && plan.width > 0 && plan.height > 0) {
        tile.box = {
          left: (p.x / plan.width) * 100,
          top: (p.y / plan.height) * 100,
          width: (p.width / plan.width) * 100,
          height: (p.height / plan.height) * 100,
          rotation: p.rotation,
        };
        planTiles.push(tile);
      } else {
        gridTiles.push(tile);
      }
    }
  }
  const aspect = plan && plan.width > 0 ? plan.height / plan.width : 0;
  return { aspect, planTiles, gridTiles };
}
