import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { BookingOrderProductItemRow } from './order-product-item.tables';

const isId = (id: string) => /^\d{1,18}$/.test(id);

export interface OrderProductItemRecord {
  id: string;
  orderId: string;
  productId: string;
  skuId: string;
  productTitle: string;
  skuSpecText: string;
  quantity: number;
  /** Cents. */
  unitPrice: string;
  remark: string;
  createTime: Date;
}

/** A SKU of the catalogue as an order item copies it. */
export interface SkuChoice {
  skuId: string;
  productId: string;
  merchantId: string;
  productTitle: string;
  specText: string;
  /** Cents. */
  price: string;
  listed: boolean;
}

export interface ProductChoice {
  productId: string;
  title: string;
  quickCode: string;
  setMenu: boolean;
  listed: boolean;
  skus: SkuChoice[];
}

const toItem = (r: Selectable<BookingOrderProductItemRow>): OrderProductItemRecord => ({
  id: r.id,
  orderId: r.booking_order_id,
  productId: r.product_id,
  skuId: r.sku_id,
  productTitle: r.product_title,
  skuSpecText: r.sku_spec_text,
  quantity: r.quantity,
  unitPrice: r.unit_price,
  remark: r.remark,
  createTime: r.create_time,
});

/** SQL of a booking order's product items, and the catalogue reads they need. */
export class OrderProductItemRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(orderId: string): Promise<OrderProductItemRecord[]> {
    const rows = await this.db
      .selectFrom('booking_order_product_item')
      .selectAll()
      .where('booking_order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map(toItem);
  }

  /** One item of the order; another order's item does not exist here. */
  async find(orderId: string, itemId: string): Promise<OrderProductItemRecord | undefined> {
    if (!isId(itemId)) return undefined;
    const row = await this.db
      .selectFrom('booking_order_product_item')
      .selectAll()
      .where('id', '=', itemId)
      .where('booking_order_id', '=', orderId)
      .executeTakeFirst();
    return row && toItem(row);
  }

  async insert(
    orderId: string,
    sku: SkuChoice,
    values: { quantity: number; unitPrice: string; remark: string },
    now: Date,
  ): Promise<OrderProductItemRecord> {
    const row = await this.db
      .insertInto('booking_order_product_item')
      .values({
        booking_order_id: orderId,
        product_id: sku.productId,
        sku_id: sku.skuId,
        product_title: sku.productTitle,
        sku_spec_text: sku.specText,
        quantity: values.quantity,
        unit_price: values.unitPrice,
        remark: values.remark,
        create_time: now,
        update_time: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toItem(row);
  }

  async update(itemId: string, values: { quantity: number; unitPrice: string; remark: string }, now: Date) {
    await this.db
      .updateTable('booking_order_product_item')
      .set({ quantity: values.quantity, unit_price: values.unitPrice, remark: values.remark, update_time: now })
      .where('id', '=', itemId)
      .execute();
  }

  async remove(itemId: string): Promise<void> {
    await this.db.deleteFrom('booking_order_product_item').where('id', '=', itemId).execute();
  }

  /** The spec values of each SKU, in spec order, joined as staff read them ("2015 · Gift box"). */
  private async specTexts(skuIds: string[]): Promise<Map<string, string>> {
    if (!skuIds.length) return new Map();
    const rows = await this.db
      .selectFrom('mall_sku_spec_value as l')
      .innerJoin('mall_spec_value as v', 'v.id', 'l.spec_value_id')
      .select(['l.sku_id', 'v.value'])
      .where('l.sku_id', 'in', skuIds)
      .orderBy('l.sku_id')
      .orderBy('v.spec_id')
      .execute();
    const texts = new Map<string, string[]>();
    for (const r of rows) texts.set(r.sku_id, [...(texts.get(r.sku_id) ?? []), r.value]);
    return new Map([...texts].map(([id, values]) => [id, values.join(' · ')]));
  }

  /** A SKU with its product, listed or not. */
  async findSku(skuId: string): Promise<SkuChoice | undefined> {
    if (!isId(skuId)) return undefined;
    const row = await this.db
      .selectFrom('mall_sku as s')
      .innerJoin('mall_product as p', 'p.id', 's.product_id')
      .select(['s.id', 's.price', 's.status', 'p.id as product_id', 'p.merchant_id', 'p.title', 'p.status as ps'])
      .where('s.id', '=', skuId)
      .executeTakeFirst();
    if (!row) return undefined;
    const specs = await this.specTexts([row.id]);
    return {
      skuId: row.id,
      productId: row.product_id,
      merchantId: row.merchant_id,
      productTitle: row.title,
      specText: specs.get(row.id) ?? '',
      price: row.price,
      listed: row.status === 'LISTED' && row.ps === 'LISTED',
    };
  }

  /** A merchant's products whose title or quick code holds the keyword (any case), newest first. */
  async searchProducts(merchantId: string, keyword: string, limit: number): Promise<ProductChoice[]> {
    let q = this.db
      .selectFrom('mall_product')
      .select(['id', 'merchant_id', 'title', 'quick_code', 'type', 'status'])
      .where('merchant_id', '=', merchantId);
    if (keyword) {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('quick_code', 'ilike', pattern)]));
    }
    const products = await q.orderBy('id', 'desc').limit(limit).execute();
    if (!products.length) return [];
    const skus = await this.db
      .selectFrom('mall_sku')
      .select(['id', 'product_id', 'price', 'status'])
      .where(
        'product_id',
        'in',
        products.map((p) => p.id),
      )
      .orderBy('id')
      .execute();
    const specs = await this.specTexts(skus.map((s) => s.id));
    return products.map((p) => ({
      productId: p.id,
      title: p.title,
      quickCode: p.quick_code,
      setMenu: p.type === 'SET_MENU',
      listed: p.status === 'LISTED',
      skus: skus
        .filter((s) => s.product_id === p.id)
        .map((s) => ({
          skuId: s.id,
          productId: p.id,
          merchantId: p.merchant_id,
          productTitle: p.title,
          specText: specs.get(s.id) ?? '',
          price: s.price,
          listed: s.status === 'LISTED' && p.status === 'LISTED',
        })),
    }));
  }

  /** The merchant of a store, or undefined for none. */
  async merchantOfStore(storeId: string): Promise<string | undefined> {
    if (!isId(storeId)) return undefined;
    const row = await this.db.selectFrom('store').select('merchant_id').where('id', '=', storeId).executeTakeFirst();
    return row?.merchant_id;
  }
}
