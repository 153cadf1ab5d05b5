import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { IntlTextJson } from '@common/intl-text';
import type { ProductType, SaleMode, StockMode } from '../../domain/mall/mall.tables';

/** A text in Simplified Chinese, Traditional Chinese and English. */
const tri = (zhHans: string, zhHant: string, en: string): IntlTextJson => ({
  'zh-Hans': zhHans,
  'zh-Hant': zhHant,
  en,
});

interface DemoSku {
  /** Cents. */
  price: number;
  stock: number;
  maxQuantity?: number;
  /** The value of the product's one spec this SKU is. */
  specValue?: string;
}

interface DemoProduct {
  title: string;
  subtitle: string;
  description: string;
  /** The same three texts in each interface language. */
  intl: { title: IntlTextJson; subtitle: IntlTextJson; description: IntlTextJson };
  quickCode: string;
  weight: number;
  type: ProductType;
  stockMode: StockMode;
  saleMode: SaleMode;
  spec?: { name: string; intlName: IntlTextJson; values: Array<{ value: string; intl: IntlTextJson }> };
  skus: DemoSku[];
}

const PRODUCTS: DemoProduct[] = [
  {
    title: 'Mid-Autumn Gift Set',
    subtitle: 'Lotus seed and salted egg yolk mooncakes',
    description: 'Baked in our Bund kitchen the week of the festival, packed in a lacquered box.',
    intl: {
      title: tri('中秋礼盒', '中秋禮盒', 'Mid-Autumn Gift Set'),
      subtitle: tri('莲蓉蛋黄月饼', '蓮蓉蛋黃月餅', 'Lotus seed and salted egg yolk mooncakes'),
      description: tri(
        '中秋当周在外滩厨房现烤，漆盒装。',
        '中秋當週在外灘廚房現烤，漆盒裝。',
        'Baked in our Bund kitchen the week of the festival, packed in a lacquered box.',
      ),
    },
    quickCode: 'MAGS',
    weight: 1200,
    type: 'ORDER',
    stockMode: 'REAL',
    saleMode: 'NORMAL',
    spec: {
      name: 'Box',
      intlName: tri('盒装', '盒裝', 'Box'),
      values: [
        { value: '4 pieces', intl: tri('4个装', '4個裝', '4 pieces') },
        { value: '8 pieces', intl: tri('8个装', '8個裝', '8 pieces') },
      ],
    },
    skus: [
      { price: 26800, stock: 50, specValue: '4 pieces' },
      { price: 46800, stock: 50, specValue: '8 pieces' },
    ],
  },
  {
    title: 'Shaoxing Huadiao, 10 years',
    subtitle: '500 ml',
    description: 'The rice wine our drunken chicken is steeped in, aged ten years in clay jars.',
    intl: {
      title: tri('十年陈酿绍兴花雕', '十年陳釀紹興花雕', 'Shaoxing Huadiao, 10 years'),
      subtitle: tri('500 毫升', '500 毫升', '500 ml'),
      description: tri(
        '本店醉鸡所用的黄酒，陶坛陈酿十年。',
        '本店醉雞所用的黃酒，陶罈陳釀十年。',
        'The rice wine our drunken chicken is steeped in, aged ten years in clay jars.',
      ),
    },
    quickCode: 'HD10',
    weight: 900,
    type: 'ORDER',
    stockMode: 'VIRTUAL',
    saleMode: 'NORMAL',
    skus: [{ price: 18800, stock: 0, maxQuantity: 6 }],
  },
  {
    title: 'Set lunch for two (voucher)',
    subtitle: '20 a day',
    description: 'Four courses and tea for two at lunch, any day; twenty are sold each day.',
    intl: {
      title: tri('双人午市套餐券', '雙人午市套餐券', 'Set lunch for two (voucher)'),
      subtitle: tri('每日限售 20 张', '每日限售 20 張', '20 a day'),
      description: tri(
        '两人份午市四道菜配茶，任何一天可用；每天只售二十张。',
        '兩人份午市四道菜配茶，任何一天可用；每天只售二十張。',
        'Four courses and tea for two at lunch, any day; twenty are sold each day.',
      ),
    },
    quickCode: 'SL2',
    weight: 0,
    type: 'SET_MENU',
    stockMode: 'REAL',
    saleMode: 'DAILY',
    skus: [{ price: 39800, stock: 20, maxQuantity: 2 }],
  },
];

/**
 * A small listed mall for the demo merchant: a gift set with a box spec
 * (real stock), a wine (virtual stock) and a set-lunch voucher sold 20 a day,
 * so checkout, payment and shipping can be tried at once. Every product,
 * spec and value is given in all three languages.
 */
export async function seedMallDemo(trx: Kysely<Database>, merchantId: string): Promise<void> {
  for (const p of PRODUCTS) {
    const product = await trx
      .insertInto('mall_product')
      .values({
        merchant_id: merchantId,
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        intl_title: JSON.stringify(p.intl.title),
        intl_subtitle: JSON.stringify(p.intl.subtitle),
        intl_description: JSON.stringify(p.intl.description),
        cover: JSON.stringify(null),
        carousel: JSON.stringify([]),
        quick_code: p.quickCode,
        weight: p.weight,
        type: p.type,
        stock_mode: p.stockMode,
        sale_mode: p.saleMode,
        status: 'LISTED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const values = new Map<string, string>();
    if (p.spec) {
      const spec = await trx
        .insertInto('mall_spec')
        .values({ product_id: product.id, name: p.spec.name, intl_name: JSON.stringify(p.spec.intlName) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const { value, intl } of p.spec.values) {
        const row = await trx
          .insertInto('mall_spec_value')
          .values({ spec_id: spec.id, value, intl_value: JSON.stringify(intl) })
          .returning('id')
          .executeTakeFirstOrThrow();
        values.set(value, row.id);
      }
    }
    for (const s of p.skus) {
      const sku = await trx
        .insertInto('mall_sku')
        .values({
          product_id: product.id,
          price: s.price,
          status: 'LISTED',
          sale_plan_id: null,
          stock: s.stock,
          min_quantity: 1,
          max_quantity: s.maxQuantity ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (s.specValue) {
        await trx
          .insertInto('mall_sku_spec_value')
          .values({ sku_id: sku.id, spec_value_id: values.get(s.specValue)! })
          .execute();
      }
    }
  }
}
