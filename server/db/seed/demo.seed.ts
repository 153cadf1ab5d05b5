import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ClientConfigRepository } from '../../domain/platform/client-config.repository';
import { merchantClientConfigBody } from './client-config.seed';
import { DEMO_ACCOUNTS, DEMO_REGION } from './demo-accounts';
// booking engine
import { seedBookingDemo } from './booking-demo.seed';
// diner app
import { seedDinerDemo } from './diner-demo.seed';
// diner CRM
import { seedCrmDemo } from './crm-demo.seed';
// notifications and invitations
import { seedNotificationDemo } from './notification-demo.seed';
// the board's floor view
import { seedFloorPlanDemo } from './floor-plan-demo.seed';
// ticketing: an upcoming wine dinner on sale
import { seedTicketingDemo } from './ticketing-demo.seed';
// reports: last week's bookings
import { seedReportDemo } from './report-demo.seed';
// the mall: a gift set, a wine and a daily set-lunch voucher
import { seedMallDemo } from './mall-demo.seed';
// a store in Macau, in MOP
import { seedMacauDemo } from './macau-demo.seed';

export const MERCHANT_CLIENT_CONFIG_ID = '2';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

/**
 * Demo data for a first start: a merchant with three stores (Shanghai in CNY,
 * Hong Kong in HKD, Macau in MOP: three currencies), their shifts and tables, a diner, a staff member
 * of the merchant and an administrator. Runs once: it does nothing when a
 * merchant already exists. Returns whether it seeded.
 */
type Intl3 = [zhHans: string, zhHant: string, en: string];
const intl3 = ([zhHans, zhHant, en]: Intl3) => ({ 'zh-Hans': zhHans, 'zh-Hant': zhHant, en });
/** A store's name and city in the three interface languages (store.intl_info). */
const intlInfo = (name: Intl3, city: Intl3) => JSON.stringify({ name: intl3(name), city: intl3(city) });

export async function seedDemoData(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('merchant').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    const merchant = await trx
      .insertInto('merchant')
      .values({ name: 'Jade Garden', short_key: 'jade' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const stores = await trx
      .insertInto('store')
      .values([
        {
          merchant_id: merchant.id,
          name: 'Jade Garden · The Bund',
          intl_info: intlInfo(
            ['翡翠花园 · 外滩', '翡翠花園 · 外灘', 'Jade Garden · The Bund'],
            ['上海', '上海', 'Shanghai'],
          ),
          timezone: 'Asia/Shanghai',
          currency: 'CNY',
          city: 'Shanghai',
          address: '18 Zhongshan East 1st Road, Huangpu',
          phone: '021-63210000',
        },
        {
          merchant_id: merchant.id,
          name: 'Jade Garden · Central',
          intl_info: intlInfo(
            ['翡翠花园 · 中环', '翡翠花園 · 中環', 'Jade Garden · Central'],
            ['香港', '香港', 'Hong Kong'],
          ),
          timezone: 'Asia/Hong_Kong',
          currency: 'HKD',
          city: 'Hong Kong',
          address: '9 Queen’s Road Central',
          phone: '+852 2810 0000',
        },
      ])
      .returning(['id', 'timezone'])
      .execute();

    for (const store of stores) {
      await trx
        .insertInto('store_shift')
        .values([
          {
            store_id: store.id,
            name: 'Lunch',
            intl_name: JSON.stringify({ 'zh-Hans': '午市', 'zh-Hant': '午市', en: 'Lunch' }),
            start_second: hm(11),
            end_second: hm(14, 30),
            delta_second: 1800,
          },
          {
            store_id: store.id,
            name: 'Dinner',
            intl_name: JSON.stringify({ 'zh-Hans': '晚市', 'zh-Hant': '晚市', en: 'Dinner' }),
            start_second: hm(17, 30),
            end_second: hm(22),
            delta_second: 1800,
          },
        ])
        .execute();
      const tables: Array<[string, number, number]> = [
        ['A1', 2, 10],
        ['A2', 2, 10],
        ['A3', 2, 10],
        ['A4', 2, 10],
        ['B1', 4, 20],
        ['B2', 4, 20],
        ['B3', 4, 20],
        ['C1', 6, 30],
        ['C2', 6, 30],
        ['VIP Room', 12, 50],
      ];
      await trx
        .insertInto('store_table')
        .values(tables.map(([name, seats, weight]) => ({ store_id: store.id, name, seat_capacity: seats, weight })))
        .execute();
    }

    const users: Record<keyof typeof DEMO_ACCOUNTS, string> = { diner: '', staff: '', admin: '' };
    for (const key of Object.keys(DEMO_ACCOUNTS) as Array<keyof typeof DEMO_ACCOUNTS>) {
      const account = DEMO_ACCOUNTS[key];
      const user = await trx
        .insertInto('app_user')
        .values({ phone: account.phone, phone_region_code: DEMO_REGION, nickname: account.nickname })
        .returning('id')
        .executeTakeFirstOrThrow();
      users[key] = user.id;
    }
    // The demo diner has completed their profile, so a booking is prefilled with who books.
    await trx
      .insertInto('user_diner')
      .values({
        user_id: users.diner,
        title: 'MS',
        last_name: '林',
        first_name: '雨',
        phone_region_code: DEMO_REGION,
        phone: DEMO_ACCOUNTS.diner.phone,
        contact_list: JSON.stringify([]),
      })
      .execute();
    await trx
      .insertInto('staff_member')
      .values({ user_id: users.staff, merchant_id: merchant.id, store_id: null, role: 'MANAGER' })
      .execute();
    await trx.insertInto('administrator').values({ user_id: users.admin }).execute();
    // booking engine: bookable stores, table items, rules, tags, bookings for tomorrow
    await seedBookingDemo(trx, merchant.id, stores, users, now);
    // diner app: positions, images, menus, articles
    await seedDinerDemo(trx, merchant.id, stores);
    // diner CRM: membership levels, diners, one blacklisted
    await seedCrmDemo(trx, merchant.id);
    // notifications: local templates, the staff's official-account notifications, default invitations
    await seedNotificationDemo(trx, stores, users.staff);
    // the room: a floor plan with every demo table placed
    await seedFloorPlanDemo(trx, stores);
    // ticketing: an upcoming event at the first store, on sale now
    await seedTicketingDemo(trx, merchant.id, stores[0], now);
    // reports: last week's finished, cancelled and no-show bookings
    await seedReportDemo(trx, merchant.id, stores, users.staff, now);
    // the mall: a small listed catalogue of the merchant
    await seedMallDemo(trx, merchant.id);
    // a third store, in Macau and in patacas, after everything else so no other demo id moves
    const macau = await seedMacauDemo(trx, merchant.id);
    await seedFloorPlanDemo(trx, [{ id: macau }]);

    await new ClientConfigRepository(trx).upsert({
      id: MERCHANT_CLIENT_CONFIG_ID,
      isDefault: false,
      ownerType: 'MERCHANT',
      ownerId: merchant.id,
      body: merchantClientConfigBody('Jade Garden', merchant.id),
    });
    return true;
  });
}
