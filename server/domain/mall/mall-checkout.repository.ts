import { sql, type Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import type { StoredImage } from '../feast/feast.tables';
import { isId } from './catalogue.repository';
import type { ListingStatus } from './mall.tables';
import { intlToFields } from '@common/intl-text';
import { specIntlJson } from '@common/mall-spec-text';

export interface CheckoutSku {
  id: string;
  productId: string;
  merchantId: string;
  title: string;
  /** The title per language, empty where staff gave none. */
  intlTitle: IntlTextJson;
  cover: StoredImage | null;
  /** Its spec values in the order of the product's specs, joined by " / ": "Lotus / 8 pieces". */
  specText: string;
  /** The same per language (mall-spec-text.ts); empty where no value has a translation. */
  specIntlText: IntlTextJson;
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
        'p.intl_title',
        'p.cover',
        'k.price',
        'k.status',
        'p.status as product_status',
        'k.min_quantity',
        'k.max_quantity',
        sql<Array<{ value: string; intl: IntlTextJson | null }>>`coalesce((
          SELECT json_agg(json_build_object('value', v.value, 'intl', v.intl_value) ORDER BY s.id)
          FROM mall_sku_spec_value kv
          JOIN mall_spec_value v ON v.id = kv.spec_value_id
          JOIN mall_spec s ON s.id = v.spec_id
          WHERE kv.sku_id = k.id), '[]'::json)`.as('spec_values'),
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
          intlTitle: r.intl_title ?? {},
          cover: r.cover,
          ...specIntlJson(r.spec_values.map((v) => ({ value: v.value, intl: intlToFields(v.intl) }))),
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
