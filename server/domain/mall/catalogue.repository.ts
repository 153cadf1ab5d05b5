import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { toProduct, toSalePlan, toSku, type ProductRecord, type SalePlanRecord, type SpecRecord } from './mall.record';
import type { MallProductRow, MallSalePlanRow, MallSkuRow } from './mall.tables';

export const isId = (id: string) => /^\d{1,18}$/.test(id);

export interface ProductFilter {
  merchantId: string;
  /** Only listed products, with only their listed SKUs (what diners see). */
  listedOnly?: boolean;
}

/** SQL of a merchant's catalogue: products, specs and values, SKUs, sale plans. */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async assemble(rows: Array<Selectable<MallProductRow>>, listedOnly: boolean): Promise<ProductRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const specs = await this.db
      .selectFrom('mall_spec')
      .selectAll()
      .where('product_id', 'in', ids)
      .orderBy('id')
      .execute();
    const values = specs.length
      ? await this.db
          .selectFrom('mall_spec_value')
          .selectAll()
          .where(
            'spec_id',
            'in',
            specs.map((s) => s.id),
          )
          .orderBy('id')
          .execute()
      : [];
    let skuQuery = this.db.selectFrom('mall_sku').selectAll().where('product_id', 'in', ids);
    if (listedOnly) skuQuery = skuQuery.where('status', '=', 'LISTED');
    const skus = await skuQuery.orderBy('id').execute();
    const links = skus.length
      ? await this.db
          .selectFrom('mall_sku_spec_value')
          .selectAll()
          .where(
            'sku_id',
            'in',
            skus.map((s) => s.id),
          )
          .orderBy('spec_value_id')
          .execute()
      : [];
    return rows.map((row) => {
      const productSpecs: SpecRecord[] = specs
        .filter((s) => s.product_id === row.id)
        .map((s) => ({
          id: s.id,
          productId: s.product_id,
          name: s.name,
          intlName: s.intl_name ?? {},
          values: values
            .filter((v) => v.spec_id === s.id)
            .map((v) => ({ id: v.id, specId: v.spec_id, value: v.value, intlValue: v.intl_value ?? {} })),
        }));
      const productSkus = skus
        .filter((s) => s.product_id === row.id)
        .map((s) =>
          toSku(
            s,
            links.filter((l) => l.sku_id === s.id).map((l) => l.spec_value_id),
          ),
        );
      return toProduct(row, productSpecs, productSkus);
    });
  }

  async findProduct(id: string, listedOnly = false): Promise<ProductRecord | undefined> {
    if (!isId(id)) return undefined;
    let q = this.db.selectFrom('mall_product').selectAll().where('id', '=', id);
    if (listedOnly) q = q.where('status', '=', 'LISTED');
    const row = await q.executeTakeFirst();
    return row ? (await this.assemble([row], listedOnly))[0] : undefined;
  }

  /** The merchant a store belongs to and the currency it sells in; undefined for no such store. */
  async findSeller(storeId: string): Promise<{ merchantId: string; currency: string } | undefined> {
    if (!isId(storeId)) return undefined;
    const row = await this.db
      .selectFrom('store')
      .select(['merchant_id', 'currency'])
      .where('id', '=', storeId)
      .executeTakeFirst();
    return row && { merchantId: row.merchant_id, currency: row.currency };
  }

  /** The product row locked for the rest of the transaction: edits of one product queue here. */
  async lockProduct(id: string): Promise<{ id: string; merchant_id: string } | undefined> {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('mall_product')
      .select(['id', 'merchant_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async listProducts(filter: ProductFilter, limit: number, offset: number) {
    let q = this.db.selectFrom('mall_product').where('merchant_id', '=', filter.merchantId);
    if (filter.listedOnly) q = q.where('status', '=', 'LISTED');
    const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    return { list: await this.assemble(rows, filter.listedOnly ?? false), total };
  }

  async insertProduct(values: Insertable<MallProductRow>): Promise<string> {
    const row = await this.db.insertInto('mall_product').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateProduct(id: string, values: Partial<Insertable<MallProductRow>>, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_product')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  /** The spec with its product's merchant, or undefined. */
  async findSpec(id: string) {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('mall_spec as s')
      .innerJoin('mall_product as p', 'p.id', 's.product_id')
      .select(['s.id', 's.product_id', 'p.merchant_id'])
      .where('s.id', '=', id)
      .executeTakeFirst();
  }

  async insertSpec(productId: string, name: string, intlName: IntlTextJson): Promise<void> {
    await this.db
      .insertInto('mall_spec')
      .values({ product_id: productId, name, intl_name: JSON.stringify(intlName) })
      .execute();
  }

  async renameSpec(id: string, name: string, intlName: IntlTextJson): Promise<void> {
    await this.db
      .updateTable('mall_spec')
      .set({ name, intl_name: JSON.stringify(intlName) })
      .where('id', '=', id)
      .execute();
  }

  async countSpecValues(specId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('mall_spec_value')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('spec_id', '=', specId)
      .executeTakeFirstOrThrow();
    return n;
  }

  async deleteSpec(id: string): Promise<void> {
    await this.db.deleteFrom('mall_spec').where('id', '=', id).execute();
  }

  /** The spec value with its spec's product and merchant, or undefined. */
  async findSpecValue(id: string) {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('mall_spec_value as v')
      .innerJoin('mall_spec as s', 's.id', 'v.spec_id')
      .innerJoin('mall_product as p', 'p.id', 's.product_id')
      .select(['v.id', 'v.spec_id', 's.product_id', 'p.merchant_id'])
      .where('v.id', '=', id)
      .executeTakeFirst();
  }

  async insertSpecValue(specId: string, value: string, intlValue: IntlTextJson): Promise<void> {
    await this.db
      .insertInto('mall_spec_value')
      .values({ spec_id: specId, value, intl_value: JSON.stringify(intlValue) })
      .execute();
  }

  async updateSpecValue(id: string, value: string, intlValue: IntlTextJson): Promise<void> {
    await this.db
      .updateTable('mall_spec_value')
      .set({ value, intl_value: JSON.stringify(intlValue) })
      .where('id', '=', id)
      .execute();
  }

  async specValueInUse(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('mall_sku_spec_value')
      .select('sku_id')
      .where('spec_value_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteSpecValue(id: string): Promise<void> {
    await this.db.deleteFrom('mall_spec_value').where('id', '=', id).execute();
  }

  /** The SKU row locked, with its product's merchant and modes. */
  async lockSku(id: string) {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('mall_sku as k')
      .innerJoin('mall_product as p', 'p.id', 'k.product_id')
      .selectAll('k')
      .select(['p.merchant_id', 'p.stock_mode', 'p.sale_mode', 'p.status as product_status'])
      .where('k.id', '=', id)
      .forUpdate('k')
      .executeTakeFirst();
  }

  async insertSku(values: Insertable<MallSkuRow>, specValueIds: string[]): Promise<string> {
    const { id } = await this.db.insertInto('mall_sku').values(values).returning('id').executeTakeFirstOrThrow();
    await this.linkSpecValues(id, specValueIds);
    return id;
  }

  async updateSku(
    id: string,
    values: Partial<Insertable<MallSkuRow>>,
    specValueIds: string[],
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('mall_sku')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .execute();
    await this.db.deleteFrom('mall_sku_spec_value').where('sku_id', '=', id).execute();
    await this.linkSpecValues(id, specValueIds);
  }

  private async linkSpecValues(skuId: string, specValueIds: string[]): Promise<void> {
    if (!specValueIds.length) return;
    await this.db
      .insertInto('mall_sku_spec_value')
      .values(specValueIds.map((v) => ({ sku_id: skuId, spec_value_id: v })))
      .execute();
  }

  async listSalePlans(merchantId: string, id?: string): Promise<SalePlanRecord[]> {
    let q = this.db
      .selectFrom('mall_sale_plan as sp')
      .selectAll('sp')
      .select((eb) =>
        eb
          .selectFrom('mall_sku as k')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('k.sale_plan_id', '=', 'sp.id')
          .as('sku_count'),
      )
      .where('sp.merchant_id', '=', merchantId);
    if (id !== undefined) q = q.where('sp.id', '=', id);
    const rows = await q.orderBy('sp.id').execute();
    return rows.map((r) => toSalePlan({ ...r, sku_count: r.sku_count ?? 0 }));
  }

  async lockSalePlan(id: string): Promise<{ id: string; merchant_id: string } | undefined> {
    if (!isId(id)) return undefined;
    return this.db
      .selectFrom('mall_sale_plan')
      .select(['id', 'merchant_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async insertSalePlan(values: Insertable<MallSalePlanRow>): Promise<string> {
    const row = await this.db.insertInto('mall_sale_plan').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateSalePlan(id: string, values: Partial<Insertable<MallSalePlanRow>>, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_sale_plan')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async deleteSalePlan(id: string): Promise<void> {
    await this.db.deleteFrom('mall_sale_plan').where('id', '=', id).execute();
  }
}
