import type { Kysely } from 'kysely';
import { addDays } from '@common/business-date';
import { businessDateOf, isoWeekday, zonedInstant } from '@common/zoned-time';
import type { Database } from '../schema';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

interface PastBooking {
  shift: 'Lunch' | 'Dinner';
  start: number;
  adults: number;
  table: string;
  channel: string | null;
  taker: boolean;
  phone: string;
  outcome: 'FINISHED' | 'CANCELLED' | 'NO_SHOW';
  /** Deposit paid, in cents; a cancel refunds it, a no-show forfeits it, a meal deducts it. */
  deposit?: number;
  /** How long before the reservation it was made, in hours. */
  leadHours: number;
}

/**
 * Last week's bookings of each demo store, day by day (0 = Monday), so the
 * report shows a week worth reading on a Monday morning: per store 16
 * bookings and 62 covers, one cancellation, one no-show, 2,200 yuan of
 * deposits (600 refunded, 600 forfeited), three diners who came back.
 */
function lastWeek(day: number): PastBooking[] {
  const list: PastBooking[] = [];
  // Mondays are dinner only (the weekly plan).
  if (day > 0) {
    list.push({
      shift: 'Lunch',
      start: hm(12),
      adults: 2,
      table: 'A1',
      channel: 'Phone',
      taker: true,
      phone: `1380010000${day}`,
      outcome: 'FINISHED',
      leadHours: 26,
    });
  }
  list.push({
    shift: 'Dinner',
    start: hm(18, 30),
    adults: 4,
    table: 'B1',
    channel: 'WeChat',
    taker: false,
    phone: `1380020000${day % 3}`,
    outcome: 'FINISHED',
    leadHours: 5 + day,
  });
  if (day === 2) {
    list.push({
      shift: 'Dinner',
      start: hm(19),
      adults: 6,
      table: 'C1',
      channel: 'Phone',
      taker: true,
      phone: '13800300001',
      outcome: 'CANCELLED',
      deposit: 60000,
      leadHours: 72,
    });
  }
  if (day === 4) {
    list.push({
      shift: 'Dinner',
      start: hm(19, 30),
      adults: 6,
      table: 'C2',
      channel: null,
      taker: false,
      phone: '13800300002',
      outcome: 'NO_SHOW',
      deposit: 60000,
      leadHours: 200,
    });
  }
  if (day === 5) {
    list.push({
      shift: 'Dinner',
      start: hm(18),
      adults: 10,
      table: 'VIP Room',
      channel: 'Phone',
      taker: true,
      phone: '13800300003',
      outcome: 'FINISHED',
      deposit: 100000,
      leadHours: 96,
    });
  }
  return list;
}

/** Last week's finished, cancelled and no-show bookings of the demo stores, for their reports. */
export async function seedReportDemo(
  trx: Kysely<Database>,
  merchantId: string,
  stores: { id: string; timezone: string }[],
  staffUserId: string,
  now: Date,
): Promise<void> {
  for (const store of stores) {
    const today = businessDateOf(now.getTime(), store.timezone);
    const monday = addDays(today, 1 - isoWeekday(today) - 7);
    const shifts = await trx
      .selectFrom('store_shift')
      .select(['id', 'name', 'intl_name'])
      .where('store_id', '=', store.id)
      .execute();
    const items = await trx
      .selectFrom('store_table_item')
      .innerJoin('store_table', 'store_table.id', 'store_table_item.store_table_id')
      .select([
        'store_table_item.id',
        'store_table_item.name',
        'store_table.id as tableId',
        'store_table.seat_capacity',
      ])
      .where('store_table_item.store_id', '=', store.id)
      .execute();
    const channels = await trx
      .selectFrom('booking_channel')
      .select(['id', 'name'])
      .where('store_id', '=', store.id)
      .execute();
    const taker = await trx
      .selectFrom('booking_order_taker')
      .select('id')
      .where('store_id', '=', store.id)
      .executeTakeFirst();
    for (let day = 0; day < 7; day++) {
      const date = addDays(monday, day);
      for (const b of lastWeek(day)) {
        const shift = shifts.find((s) => s.name === b.shift)!;
        const item = items.find((i) => i.name === b.table)!;
        const end = b.start + (b.shift === 'Lunch' ? 5400 : 7200);
        const startTime = zonedInstant(date, b.start, store.timezone);
        const endTime = zonedInstant(date, end, store.timezone);
        const orderTime = new Date(startTime.getTime() - b.leadHours * 3_600_000);
        const deposit = String(b.deposit ?? 0);
        const closed = b.outcome !== 'FINISHED';
        await trx
          .insertInto('booking_order')
          .values({
            store_id: store.id,
            merchant_id: merchantId,
            status: closed ? 'CLOSED' : 'FINISHED',
            close_reason: b.outcome === 'CANCELLED' ? 'CREATOR_CANCEL' : b.outcome === 'NO_SHOW' ? 'ABSENT' : 'NONE',
            diner_last_name: 'Guest',
            diner_phone_region_code: '86',
            diner_phone: b.phone,
            adult_count: b.adults,
            reservation_date: date,
            store_shift_id: shift.id,
            store_shift_name: shift.name,
            store_shift_intl_name: JSON.stringify(shift.intl_name),
            reservation_start_second: b.start,
            reservation_end_second: end,
            start_time: startTime,
            end_time: endTime,
            store_table_id: item.tableId,
            store_table_item_ids: [item.id],
            store_table_item_names: [item.name],
            seat_count: item.seat_capacity,
            channel_id: b.channel ? channels.find((c) => c.name === b.channel)!.id : null,
            taker_id: b.taker && taker ? taker.id : null,
            deposit_amount: deposit,
            paid_amount: deposit,
            refund_amount: b.outcome === 'CANCELLED' ? deposit : '0',
            deposit_forfeit_amount: b.outcome === 'NO_SHOW' ? deposit : '0',
            deposit_discount_amount: b.outcome === 'FINISHED' ? deposit : '0',
            creator_user_id: staffUserId,
            creator_type: 'MERCHANT',
            order_time: orderTime,
            store_confirm_time: orderTime,
            arrival_time: closed ? null : startTime,
            complete_time: closed ? null : endTime,
            close_time: closed ? startTime : null,
            create_time: orderTime,
          })
          .execute();
      }
    }
  }
}
