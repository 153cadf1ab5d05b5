import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { demoImage } from './diner-demo.seed';

const hm = (h: number, m = 0) => h * 3600 + m * 60;
const intl3 = (zhHans: string, zhHant: string, en: string) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });

const TABLES: Array<[name: string, seats: number, weight: number]> = [
  ['A1', 2, 10],
  ['A2', 2, 10],
  ['B1', 4, 20],
  ['B2', 4, 20],
  ['C1', 6, 30],
  ['VIP Room', 12, 50],
];

/**
 * The merchant's Macau store, in patacas (MOP): seeded after every other demo
 * row, so the ids of the Shanghai and Hong Kong stores and of everything of
 * theirs stay as they were. Bookable like them (shifts, tables, a deposit for
 * dinner parties of six or more), with its texts in the three languages.
 * Returns its id.
 */
export async function seedMacauDemo(trx: Kysely<Database>, merchantId: string): Promise<string> {
  const store = await trx
    .insertInto('store')
    .values({
      merchant_id: merchantId,
      name: 'Jade Garden · Senado Square',
      intl_info: JSON.stringify({
        name: intl3('翡翠花园 · 议事亭前地', '翡翠花園 · 議事亭前地', 'Jade Garden · Senado Square'),
        city: intl3('澳门', '澳門', 'Macau'),
      }),
      timezone: 'Asia/Macau',
      currency: 'MOP',
      city: 'Macau',
      address: '3 Largo do Senado · 議事亭前地3號',
      phone: '+853 2833 0000',
      min_advance_booking_day: 0,
      max_advance_booking_day: 60,
      latest_cancel_day: 1,
      auto_accept_minute: 15,
      deposit_expiry_minute: 30,
      opening_year: 2015,
      hours: '11:00-14:30, 17:30-22:00',
      main_cuisine: 'Chinese',
      sub_cuisine: 'Macanese',
      ordering_type: 'ORDER_AND_SET_MENU',
      per_capita_price: '38000',
      chef: 'Chef Lam',
      latitude: 22.1937,
      longitude: 113.5399,
      notice_text: 'Tables are held for 15 minutes past the booking time.',
      // the pictures the other demo stores show, so the Macau card is not an empty box
      environment_images: JSON.stringify([demoImage('Dining room', 1), demoImage('Private room', 0)]),
      dish_images: JSON.stringify([demoImage('Minchi', 3), demoImage('Portuguese egg tart', 2)]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shifts = await trx
    .insertInto('store_shift')
    .values([
      {
        store_id: store.id,
        name: 'Lunch',
        intl_name: JSON.stringify(intl3('午市', '午市', 'Lunch')),
        start_second: hm(11),
        end_second: hm(14, 30),
        delta_second: 1800,
        duration_second: 5400,
      },
      {
        store_id: store.id,
        name: 'Dinner',
        intl_name: JSON.stringify(intl3('晚市', '晚市', 'Dinner')),
        start_second: hm(17, 30),
        end_second: hm(22),
        delta_second: 1800,
        duration_second: 7200,
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const tables = await trx
    .insertInto('store_table')
    .values(TABLES.map(([name, seats, weight]) => ({ store_id: store.id, name, seat_capacity: seats, weight })))
    .returning(['id', 'name'])
    .execute();
  await trx
    .insertInto('store_table_item')
    .values(tables.map((t, i) => ({ store_id: store.id, store_table_id: t.id, name: t.name, sort: i + 1 })))
    .execute();
  await trx.insertInto('store_booking_rule').values({ store_id: store.id, min_people: 1, max_people: 12 }).execute();
  await trx
    .insertInto('store_deposit_policy')
    .values({
      store_id: store.id,
      store_shift_id: shifts.find((s) => s.name === 'Dinner')!.id,
      min_people: 6,
      mode: 'PER_PERSON',
      amount: '10000',
    })
    .execute();
  return store.id;
}
