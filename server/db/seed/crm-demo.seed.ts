import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The demo merchant's diner list: membership levels, the diners the demo
 * bookings made filled in further, two more, and one blacklisted diner, so
 * the CRM and the risk check have something to show.
 */
export async function seedCrmDemo(trx: Kysely<Database>, merchantId: string): Promise<void> {
  const levels = await trx
    .insertInto('membership_level')
    .values([
      {
        merchant_id: merchantId,
        name: 'Gold',
        description: 'Priority seating, 10% off drinks',
        color: '#C8A063',
        sort: 2,
      },
      { merchant_id: merchantId, name: 'Silver', description: 'Birthday dessert', color: '#A8A9AD', sort: 1 },
    ])
    .returning(['id', 'name'])
    .execute();
  const gold = levels.find((l) => l.name === 'Gold')!.id;
  // Wong booked tomorrow's lunch (demo bookings): a regular with a birthday on file.
  await trx
    .updateTable('merchant_diner')
    .set({ title: 'MR', birthday: '1980-05-20', diet_preference: 'Less oil', membership_level_id: gold })
    .where('merchant_id', '=', merchantId)
    .where('phone', '=', '13900000011')
    .execute();
  await trx
    .insertInto('merchant_diner')
    .values([
      {
        merchant_id: merchantId,
        phone_region_code: '852',
        phone: '91234567',
        title: 'MS',
        last_name: 'Smith',
        first_name: 'Anna',
        language: 'en',
        wedding_anniversary: '2015-10-01',
        diet_taboo: 'Peanuts',
        remark: 'Prefers a window table',
      },
      {
        merchant_id: merchantId,
        phone_region_code: '86',
        phone: '13900000014',
        title: 'MRS',
        last_name: 'Li',
        first_name: 'Mei',
        language: 'zh-Hans',
      },
      {
        merchant_id: merchantId,
        phone_region_code: '86',
        phone: '13900000019',
        title: 'MR',
        last_name: 'Zhao',
        first_name: 'Lei',
        blacklisted: true,
        blacklist_reason: 'Did not come three times without cancelling',
        blacklist_time: new Date(),
      },
    ])
    .execute();
}
