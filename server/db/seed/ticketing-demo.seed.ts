import type { Kysely } from 'kysely';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { Database } from '../schema';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

/**
 * One upcoming ticketed event at the first demo store, on sale from the seed's
 * clock for two weeks, its session ten days later: a wine dinner with two
 * kinds of ticket, so buying, paying and checking in at the door can be tried.
 * Its title, description and ticket names are given in all three languages.
 * Diners may cancel a paid ticket for a refund until a week from the seed's
 * clock (three days before the session).
 */
export async function seedTicketingDemo(
  trx: Kysely<Database>,
  merchantId: string,
  store: { id: string; timezone: string },
  now: Date,
): Promise<void> {
  const day = addDays(businessDateOf(now.getTime(), store.timezone), 10);
  const event = await trx
    .insertInto('ticketing_event')
    .values({
      merchant_id: merchantId,
      store_id: store.id,
      title: 'Burgundy Wine Dinner',
      description: 'Six courses paired with six wines from the Côte de Nuits, hosted by our sommelier.',
      intl_title: JSON.stringify({
        'zh-Hans': '勃艮第葡萄酒晚宴',
        'zh-Hant': '勃艮第葡萄酒晚宴',
        en: 'Burgundy Wine Dinner',
      }),
      intl_description: JSON.stringify({
        'zh-Hans': '六道菜配六款夜丘产区葡萄酒，由我们的侍酒师主持。',
        'zh-Hant': '六道菜配六款夜丘產區葡萄酒，由我們的侍酒師主持。',
        en: 'Six courses paired with six wines from the Côte de Nuits, hosted by our sommelier.',
      }),
      images: JSON.stringify([]),
      sale_start_time: new Date(now.getTime() - 3600_000),
      sale_end_time: new Date(now.getTime() + 14 * 86400_000),
      per_diner_limit: 4,
      diner_refundable: true,
      diner_refund_deadline: new Date(now.getTime() + 7 * 86400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('ticketing_event_ticket')
    .values([
      {
        event_id: event.id,
        name: 'Dinner seat',
        intl_name: JSON.stringify({ 'zh-Hans': '晚宴席位', 'zh-Hant': '晚宴席位', en: 'Dinner seat' }),
        session_date: day,
        session_start_second: hm(19),
        price: 88800,
        quantity: 40,
      },
      {
        event_id: event.id,
        name: "Chef's table",
        intl_name: JSON.stringify({ 'zh-Hans': '主厨餐桌', 'zh-Hant': '主廚餐桌', en: "Chef's table" }),
        session_date: day,
        session_start_second: hm(19),
        price: 168800,
        quantity: 8,
      },
    ])
    .execute();
}
