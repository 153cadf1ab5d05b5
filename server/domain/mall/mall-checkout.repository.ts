import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredImage } from '../feast/feast.tables';
import { isId } from './catalogue.repository';
import type { ListingStatus } from './mall.tables';

export interface CheckoutSku {
  id: string;
  productId: string;
  merchantId: string;
  title: string;
  cover: StoredImage | null;
  /** Its spec values in the order of the product's specs, "Box: 8 pieces" style, joined by " / ". */
  specText: string;
  price: string;
  status: ListingStatus;
  productStatus: ListingStatus;
  minQuantity: number;
  maxQuantity: number;
}

/** SQL of what checkout snapshots of a cart's SKUs. */
export class MallCheckoutRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async skus(skuIds: string[]): Promise<Map<string, CheckoutSku>> {
    const ids = skuIds.filter(isId);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('mall_sku as k')
      .innerJoin('mall_product as p', 'p.id', 'k.product_id')
      .select([
        'k.id',
        'k.product_id',
        'p.merchant_id',
        'p.title',
        'p.cover',
        'k.price',
        'k.status',
        'p.status as product_status',
        'k.min_quantity',
        'k.max_quantity',
        sql<string>`coalesce((
          SELECT string_agg(v.value, ' / ' ORDER BY s.id)
          FROM mall_sku_spec_value kv
          JOIN mall_spec_value v ON v.id = kv.spec_value_id
          JOIN mall_spec s ON s.id = v.spec_id
          WHERE kv.sku_id = k.id), '')`.as('spec_text'),
      ])
      .where('k.id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          productId: r.product_id,
          merchantId: r.merchant_id,
          title: r.title,
          cover: r.cover,
          specText: r.spec_text,
          price: r.price,
          status: r.status,
          productStatus: r.product_status,
          minQuantity: r.min_quantity,
          maxQuantity: r.max_quantity,
        },
      ]),
    );
  }
}
