import type { Kysely } from 'kysely';
import type { ImageJson } from '../../domain/store/store.tables';
import type { MenuItemJson } from '../../domain/content/content.tables';
import type { Database } from '../schema';

// diner app: what the demo stores show a diner. Images are small
// SVG pictures inside the data itself, so the demo needs no uploaded files.

const PALETTE = [
  ['#8c2f39', '#d4a373'],
  ['#2f4858', '#86bbd8'],
  ['#3a5a40', '#a3b18a'],
  ['#5f0f40', '#fb8b24'],
  ['#264653', '#e9c46a'],
];

const ZH_LABELS: Record<string, string> = {
  'Dining room': '大堂',
  'Private room': '包间',
  Xiaolongbao: '小笼包',
  'Roast goose': '烧鹅',
  'Tasting menu': '品鉴菜单',
  'A la carte': '单点',
  'Hairy crab': '大闸蟹',
  'Two cities': '双城',
  'Since 2008': '始于 2008',
};

/**
 * A 4:3 picture with a label, as an image the API can carry. A picture is
 * the same for every reader, so its label is written in Chinese and English.
 */
export function demoImage(label: string, index: number): ImageJson {
  const [from, to] = PALETTE[index % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/>` +
    `<text x="400" y="290" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${ZH_LABELS[label] ?? ''}</text>` +
    `<text x="400" y="360" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return {
    fileId: '',
    url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    width: 800,
    height: 600,
    contentType: 'image/svg+xml',
  };
}

const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  'Asia/Shanghai': { latitude: 31.2397, longitude: 121.4905 },
  'Asia/Hong_Kong': { latitude: 22.2819, longitude: 114.1586 },
};

/** Chinese (Simplified, Traditional) of the demo menus' and dishes' English texts. */
const ZH_TEXTS: Record<string, [string, string]> = {
  'Jade tasting menu': ['翡翠品鉴菜单', '翡翠品鑒菜單'],
  'Eight courses of the season, for the whole table.': ['八道时令菜，全桌共享。', '八道時令菜，全桌共享。'],
  'A la carte': ['单点', '單點'],
  'Our kitchen’s classics.': ['本店经典菜。', '本店經典菜。'],
  'Drunken chicken': ['醉鸡', '醉雞'],
  'Shaoxing wine, chilled': ['绍兴酒，冰镇', '紹興酒，冰鎮'],
  'Crab roe xiaolongbao': ['蟹粉小笼包', '蟹粉小籠包'],
  'Two pieces': ['两只', '兩隻'],
  'Braised pork belly': ['红烧肉', '紅燒肉'],
  'Eight hours, rock sugar': ['慢炖八小时，冰糖', '慢燉八小時，冰糖'],
  'Osmanthus rice cake': ['桂花糖年糕', '桂花糖年糕'],
  'Sweet, warm': ['香甜，温热', '香甜，溫熱'],
  Xiaolongbao: ['小笼包', '小籠包'],
  'Six pieces': ['六只', '六隻'],
  'Roast goose': ['烧鹅', '燒鵝'],
  Half: ['半只', '半隻'],
  'Wok-fried greens': ['清炒时蔬', '清炒時蔬'],
  Garlic: ['蒜蓉', '蒜蓉'],
};

/** An English text in the three interface languages. */
function intl(en: string) {
  const [zhHans, zhHant] = ZH_TEXTS[en] ?? [en, en];
  return { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en };
}

const item = (name: string, description: string, price: string, image: ImageJson | null = null): MenuItemJson => ({
  name,
  description,
  price,
  image,
  intl: { name: intl(name), description: intl(description) },
});

const menuIntl = (name: string, description: string) =>
  JSON.stringify({ name: intl(name), description: intl(description) });

export async function seedDinerDemo(
  trx: Kysely<Database>,
  merchantId: string,
  stores: Array<{ id: string; timezone: string }>,
): Promise<void> {
  for (const store of stores) {
    await trx
      .updateTable('store')
      .set({
        ...POSITIONS[store.timezone],
        environment_images: JSON.stringify([demoImage('Dining room', 0), demoImage('Private room', 1)]),
        dish_images: JSON.stringify([demoImage('Xiaolongbao', 2), demoImage('Roast goose', 3)]),
        sommelier_service: true,
        wine_pairing: true,
      })
      .where('id', '=', store.id)
      .execute();
    await trx
      .insertInto('store_menu')
      .values([
        {
          store_id: store.id,
          name: 'Jade tasting menu',
          description: 'Eight courses of the season, for the whole table.',
          intl: menuIntl('Jade tasting menu', 'Eight courses of the season, for the whole table.'),
          kind: 'SET_MENU',
          price: '68800',
          cover: JSON.stringify(demoImage('Tasting menu', 4)),
          items: JSON.stringify([
            item('Drunken chicken', 'Shaoxing wine, chilled', '0'),
            item('Crab roe xiaolongbao', 'Two pieces', '0'),
            item('Braised pork belly', 'Eight hours, rock sugar', '0'),
            item('Osmanthus rice cake', 'Sweet, warm', '0'),
          ]),
          sort: 1,
        },
        {
          store_id: store.id,
          name: 'A la carte',
          description: 'Our kitchen’s classics.',
          intl: menuIntl('A la carte', 'Our kitchen’s classics.'),
          kind: 'ORDER',
          price: '0',
          cover: JSON.stringify(demoImage('A la carte', 0)),
          items: JSON.stringify([
            item('Xiaolongbao', 'Six pieces', '6800', demoImage('Xiaolongbao', 2)),
            item('Roast goose', 'Half', '26800', demoImage('Roast goose', 3)),
            item('Wok-fried greens', 'Garlic', '8800'),
          ]),
          sort: 2,
        },
      ])
      .execute();
    await trx
      .insertInto('article')
      .values({
        merchant_id: merchantId,
        store_id: store.id,
        type: 'ARTICLE',
        category: 'NEWS',
        title: 'Hairy crab season is here',
        summary: 'From October, crab dishes join the tasting menu.',
        cover: JSON.stringify(demoImage('Hairy crab', 3)),
        content:
          'From October to December our chefs cook hairy crab from Yangcheng Lake.\n\nBook ahead: tables go fast.',
      })
      .execute();
  }
  // The home page's map card and list of the collection.
  const collection = await trx
    .insertInto('store_collection')
    .values({
      merchant_id: merchantId,
      name: 'Jade Garden in two cities',
      description: 'Shanghai and Hong Kong',
      cover: JSON.stringify(demoImage('Two cities', 4)),
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('store_collection_item')
    .values(stores.map((s, sort) => ({ store_collection_id: collection.id, store_id: s.id, sort })))
    .execute();
  await trx
    .insertInto('article')
    .values({
      merchant_id: merchantId,
      store_id: null,
      type: 'ARTICLE',
      category: 'BRAND_STORY',
      title: 'Our story',
      summary: 'Jade Garden has served Jiangnan cooking since 2008.',
      cover: JSON.stringify(demoImage('Since 2008', 1)),
      content: 'Jade Garden opened on the Bund in 2008 and in Central in 2015.\n\nOne kitchen tradition, two cities.',
      publish_time: new Date(Date.now() - 86_400_000),
    })
    .execute();
}
