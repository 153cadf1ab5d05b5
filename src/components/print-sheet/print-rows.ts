import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { dinerName, displayPhone, holdsTables, statusKey } from '@/stores/staff/order-state';
import type { PrintField, PrintSettings } from '@/stores/staff/print-settings';
import { formatSecondOfDay } from '@/common/shift-time';

// What the day sheet prints, apart from drawing it: groups (none, by shift, by
// table), rows of the chosen fields, and the free tables when asked for.

export interface PrintRow {
  key: string;
  /** A free table's row: only its name. */
  empty: boolean;
  cells: Partial<Record<PrintField, string>>;
}

export interface PrintGroup {
  key: string;
  title: string;
  rows: PrintRow[];
}

export interface PrintInput {
  orders: readonly BookingOrder[];
  tables: readonly StoreTable[];
  shifts: readonly StoreShift[];
  settings: PrintSettings;
  /** Texts the sheet needs from the language. */
  text: {
    status(order: BookingOrder): string;
    tables(order: BookingOrder): string;
    tags(order: BookingOrder): string;
    taker(order: BookingOrder): string;
    channel(order: BookingOrder): string;
    all: string;
    otherShift: string;
  };
}

function rowOf(order: BookingOrder, { settings, text }: PrintInput): PrintRow {
  const remark = [order.dinerRemark, order.storeRemark, order.dietTaboo].filter(Boolean).join(' / ');
  const all: Record<PrintField, string> = {
    time: formatSecondOfDay(order.reservationStartSecond),
    table: text.tables(order),
    name: dinerName(order),
    phone: displayPhone(order, settings.phone === 'lastFour'),
    people: String(order.peopleCount),
    status: text.status(order),
    tags: text.tags(order),
    remark,
    taker: text.taker(order),
    channel: text.channel(order),
    orderNo: order.orderNo,
    bookingCode: order.bookingCode,
  };
  const cells: Partial<Record<PrintField, string>> = {};
  for (const f of settings.fields) cells[f] = all[f];
  return { key: order.model?.id ?? '', empty: false, cells };
}

function emptyRow(itemId: string, name: string): PrintRow {
  return { key: `free-${itemId}`, empty: true, cells: { table: name } };
}

/** Closed orders are left off the sheet: nobody is expected. */
export function printGroups(input: PrintInput): PrintGroup[] {
  const orders = input.orders
    .filter((o) => statusKey(o.status) !== 'CLOSED')
    .slice()
    .sort((a, b) => a.reservationStartSecond - b.reservationStartSecond);
  const items = input.tables.flatMap((t) =>
    t.itemList
      .slice()
      .sort((a, b) => a.sort - b.sort)
      .map((i) => ({ id: i.model?.id ?? '', name: i.name })),
  );
  const freeRows = (group: readonly BookingOrder[]) => {
    if (!input.settings.emptyTables) return [];
    const used = new Set(group.filter(holdsTables).flatMap((o) => o.storeTableItemIdList));
    return items.filter((i) => !used.has(i.id)).map((i) => emptyRow(i.id, i.name));
  };

  switch (input.settings.grouping) {
    case 'table':
      return items
        .map((item) => {
          const mine = orders.filter((o) => o.storeTableItemIdList.includes(item.id));
          return {
            key: item.id,
            title: item.name,
            rows: mine.length
              ? mine.map((o) => rowOf(o, input))
              : input.settings.emptyTables
                ? [emptyRow(item.id, item.name)]
                : [],
          };
        })
        .filter((g) => g.rows.length > 0);
    case 'shift': {
      const groups: PrintGroup[] = input.shifts.map((s) => {
        const mine = orders.filter((o) => o.storeShiftId === s.model?.id);
        return {
          key: s.model?.id ?? '',
          title: s.name,
          rows: [...mine.map((o) => rowOf(o, input)), ...freeRows(mine)],
        };
      });
      const known = new Set(input.shifts.map((s) => s.model?.id));
      const other = orders.filter((o) => !known.has(o.storeShiftId));
      if (other.length)
        groups.push({ key: 'other', title: input.text.otherShift, rows: other.map((o) => rowOf(o, input)) });
      return groups.filter((g) => g.rows.length > 0);
    }
    default:
      return [
        { key: 'all', title: input.text.all, rows: [...orders.map((o) => rowOf(o, input)), ...freeRows(orders)] },
      ];
  }
}
