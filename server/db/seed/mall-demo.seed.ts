import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { ProductType, SaleMode, StockMode } from '../../domain/mall/mall.tables';

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
  /** The Chinese name beside an English line: products carry one title, no translations. */
  subtitle: string;
  description: string;
  quickCode: string;
  weight: number;
  type: ProductType;
  stockMode: StockMode;
  saleMode: SaleMode;
  spec?: { name: string; values: string[] };
  skus: DemoSku[];
}

const PRODUCTS: DemoProduct[] = [
  {
    title: 'Mid-Autumn Gift Set',
    subtitle: '中秋礼盒 · 中秋禮盒 · Lotus seed and salted egg yolk mooncakes',
    description: 'Baked in our Bund kitchen the week of the festival, packed in a lacquered box.',
    quickCode: 'MAGS',
    weight: 1200,
    type: 'ORDER',
    stockMode: 'REAL',
    saleMode: 'NORMAL',
    spec: { name: 'Box', values: ['4 pieces', '8 pieces'] },
    skus: [
      { price: 26800, stock: 50, specValue: '4 pieces' },
      { price: 46800, stock: 50, specValue: '8 pieces' },
    ],
  },
  {
    title: 'Shaoxing Huadiao, 10 years',
    subtitle: '十年花雕 · 十年花雕 · 500 ml',
    description: 'The rice wine our drunken chicken is steeped in, aged ten years in clay jars.',
    quickCode: 'HD10',
    weight: 900,
    type: 'ORDER',
    stockMode: 'VIRTUAL',
    saleMode: 'NORMAL',
    skus: [{ price: 18800, stock: 0, maxQuantity: 6 }],
  },
  {
    title: 'Set lunch for two (voucher)',
    subtitle: '双人午市套餐券 · 雙人午市套餐券 · 20 a day',
    description: 'Four courses and tea for two at lunch, any day; twenty are sold each day.',
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
 * so checkout, payment and shipping can be tried at once.
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
        .values({ product_id: product.id, name: p.spec.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const value of p.spec.values) {
        const row = await trx
          .insertInto('mall_spec_value')
          .values({ spec_id: spec.id, value })
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
