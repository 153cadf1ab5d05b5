import type { Kysely } from 'kysely';
import { addDays } from '@common/business-date';
import { cancelDeadlineMs } from '@common/cancel-deadline';
import { businessDateOf, isoWeekday, zonedInstant } from '@common/zoned-time';
import { scheduleOrderTimers } from '../../domain/booking/booking-timers';
import { OrderBatchRepository } from '../../domain/booking/order-batch.repository';
import type { Database } from '../schema';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

interface DemoStore {
  id: string;
  timezone: string;
}

interface DemoBooking {
  shift: 'Lunch' | 'Dinner';
  start: number;
  adults: number;
  table: string;
  byStaff: boolean;
  lastName: string;
  phone: string;
  /** The store's labels (below) the booking carries, as staff see them on the board. */
  tags?: string[];
}

const BOOKINGS: DemoBooking[] = [
  { shift: 'Lunch', start: hm(12), adults: 6, table: 'C1', byStaff: true, lastName: 'Wong', phone: '13900000011' },
  { shift: 'Dinner', start: hm(18), adults: 2, table: 'A1', byStaff: false, lastName: 'Zhou', phone: '' },
  { shift: 'Dinner', start: hm(18, 30), adults: 4, table: 'B1', byStaff: true, lastName: 'Chan', phone: '13900000012' },
  {
    shift: 'Dinner',
    start: hm(19),
    adults: 10,
    table: 'VIP Room',
    byStaff: true,
    lastName: 'Lau',
    phone: '13900000013',
    tags: ['VIP', 'Birthday'],
  },
];

const AUTO_ACCEPT_MINUTE = 15;
const LATEST_CANCEL_DAY = 1;

/**
 * The diner whose app booking waits for the store in the demo. Not the demo
 * diner: their pending booking would refuse the demo diner's first booking at
 * the same time ("you have a booking waiting for confirmation").
 */
const APP_GUEST = { phone: '13900000015', nickname: 'Zhou' };

/** The demo stores open for dinner only on this ISO weekday (Monday). */
const DINNER_ONLY_WEEKDAY = 1;

/** A demo lunch falls on a dinner-only day: it becomes an early dinner, so no order sits in a closed shift. */
function servedShift(booking: DemoBooking, weekday: number): DemoBooking {
  if (booking.shift !== 'Lunch' || weekday !== DINNER_ONLY_WEEKDAY) return booking;
  return { ...booking, shift: 'Dinner', start: hm(17, 30) };
}

/**
 * The booking side of the demo (runs inside the demo seed's transaction):
 * each store bookable from today to 60 days ahead with a 1-day cancel
 * deadline, auto-accept after 15 minutes, a 30-minute deposit window and a
 * deposit for dinner parties of 6 or more; one item per demo table, turn
 * times, tags, takers, channels, and a few bookings for tomorrow. A demo
 * booking waiting for the store gets its auto-accept timer as a booking made
 * through the app would, or it would wait for ever.
 */
export async function seedBookingDemo(
  trx: Kysely<Database>,
  merchantId: string,
  stores: DemoStore[],
  users: { staff: string },
  now: Date,
): Promise<void> {
  const guest = await trx
    .insertInto('app_user')
    .values({ phone: APP_GUEST.phone, phone_region_code: '86', nickname: APP_GUEST.nickname })
    .returning(['id', 'phone'])
    .executeTakeFirstOrThrow();
  for (const store of stores) {
    await trx
      .updateTable('store')
      .set({
        notice_text: 'Tables are held for 15 minutes past the booking time. Smart casual, please.',
        min_advance_booking_day: 0,
        max_advance_booking_day: 60,
        latest_cancel_day: LATEST_CANCEL_DAY,
        auto_accept_minute: AUTO_ACCEPT_MINUTE,
        deposit_expiry_minute: 30,
        opening_year: 2008,
        hours: '11:00-14:30, 17:30-22:00',
        main_cuisine: 'Chinese',
        sub_cuisine: store.timezone === 'Asia/Hong_Kong' ? 'Cantonese' : 'Shanghai',
        ordering_type: 'ORDER_AND_SET_MENU',
        per_capita_price: '45000',
        chef: 'Chef Lam',
      })
      .where('id', '=', store.id)
      .execute();
    await trx.insertInto('store_booking_rule').values({ store_id: store.id, min_people: 1, max_people: 12 }).execute();
    const shifts = await trx
      .selectFrom('store_shift')
      .select(['id', 'name'])
      .where('store_id', '=', store.id)
      .execute();
    const shiftId = (name: string) => shifts.find((s) => s.name === name)!.id;
    await trx.updateTable('store_shift').set({ duration_second: 5400 }).where('id', '=', shiftId('Lunch')).execute();
    await trx.updateTable('store_shift').set({ duration_second: 7200 }).where('id', '=', shiftId('Dinner')).execute();
    // Mondays: dinner only.
    await trx
      .insertInto('store_weekly_plan')
      .values({ store_id: store.id, weekday: DINNER_ONLY_WEEKDAY, shift_ids: [shiftId('Dinner')] })
      .execute();
    await trx
      .insertInto('store_deposit_policy')
      .values({
        store_id: store.id,
        store_shift_id: shiftId('Dinner'),
        min_people: 6,
        mode: 'PER_PERSON',
        amount: '10000',
      })
      .execute();

    const tables = await trx
      .selectFrom('store_table')
      .select(['id', 'name', 'seat_capacity'])
      .where('store_id', '=', store.id)
      .orderBy('weight', 'desc')
      .execute();
    const items = await trx
      .insertInto('store_table_item')
      .values(tables.map((t, i) => ({ store_id: store.id, store_table_id: t.id, name: t.name, sort: i + 1 })))
      .returning(['id', 'name', 'store_table_id'])
      .execute();
    // The four-seat tables may be joined in pairs for larger parties.
    await trx
      .updateTable('store_table')
      .set({ max_tables_per_booking: 2 })
      .where('store_id', '=', store.id)
      .where('seat_capacity', '=', 4)
      .execute();

    const tags = await trx
      .insertInto('booking_order_tag')
      .values(['VIP', 'Birthday', 'Window seat'].map((content, sort) => ({ store_id: store.id, content, sort })))
      .returning(['id', 'content'])
      .execute();
    await trx
      .insertInto('booking_order_taker')
      .values([{ store_id: store.id, name: 'Manager Wu', sort: 1 }])
      .execute();
    await trx
      .insertInto('booking_channel')
      .values(['Phone', 'Walk-in', 'WeChat'].map((name, sort) => ({ store_id: store.id, name, sort })))
      .execute();

    const tomorrow = addDays(businessDateOf(now.getTime(), store.timezone), 1);
    const orders = new OrderBatchRepository(trx);
    for (const b of BOOKINGS.map((booking) => servedShift(booking, isoWeekday(tomorrow)))) {
      const item = items.find((i) => i.name === b.table)!;
      const table = tables.find((t) => t.id === item.store_table_id)!;
      const duration = b.shift === 'Lunch' ? 5400 : 7200;
      const [order] = await orders.insertWithHolds([
        {
          order: {
            storeId: store.id,
            merchantId,
            status: b.byStaff ? 'WAIT_SERVICE' : 'WAIT_STORE_CONFIRM',
            source: 'MANUAL',
            userId: b.byStaff ? null : guest.id,
            diner: {
              title: 'UNKNOWN',
              lastName: b.lastName,
              firstName: '',
              phoneRegionCode: '86',
              phone: b.phone || guest.phone,
              language: '',
            },
            adultCount: b.adults,
            childCount: 0,
            reservationDate: tomorrow,
            shiftId: shiftId(b.shift),
            shiftName: b.shift,
            startSecond: b.start,
            endSecond: b.start + duration,
            startTime: zonedInstant(tomorrow, b.start, store.timezone),
            endTime: zonedInstant(tomorrow, b.start + duration, store.timezone),
            tableId: table.id,
            itemIds: [item.id],
            itemNames: [item.name],
            seatCount: table.seat_capacity,
            channelId: null,
            takerId: null,
            platformTags: [],
            tagIds: (b.tags ?? []).map((name) => String(tags.find((tag) => tag.content === name)!.id)),
            dinerRemark: '',
            storeRemark: '',
            dietPreference: '',
            dietTaboo: '',
            serviceRequirement: '',
            extendedJson: '',
            inviteCode: '',
            depositAmount: '0',
            creatorUserId: b.byStaff ? users.staff : guest.id,
            creatorType: b.byStaff ? 'MERCHANT' : 'USER',
            idempotencyKey: null,
            orderTime: now,
            storeConfirmTime: b.byStaff ? now : null,
            depositExpireTime: null,
            cancelDeadlineTime: new Date(cancelDeadlineMs(tomorrow, b.start, LATEST_CANCEL_DAY, store.timezone)),
          },
          log: {
            operatorType: b.byStaff ? 'MERCHANT' : 'USER',
            operatorUserId: b.byStaff ? users.staff : guest.id,
            after: { seed: true },
          },
        },
      ]);
      if (order.status === 'WAIT_STORE_CONFIRM') {
        const autoAcceptAt = new Date(now.getTime() + AUTO_ACCEPT_MINUTE * 60_000);
        await scheduleOrderTimers(trx, [{ orderId: order.id, depositExpiry: null, autoAcceptAt }]);
      }
    }
  }
}
