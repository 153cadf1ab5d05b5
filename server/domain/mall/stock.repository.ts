import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isId } from './catalogue.repository';
import type { StockMode } from './mall.tables';

/**
 * SQL of real stock. Each take is one conditional UPDATE (sold_count +
 * quantity <= stock), and the tables' CHECK constraints refuse an oversold
 * count too, so concurrent takes can never sell more than there is: the row
 * lock of the UPDATE makes them queue, and each rechecks the condition on
 * the row as the previous one left it.
 */
export class StockRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The SKU with what a reservation needs of its product and sale plan. */
  async findSku(skuId: string) {
    if (!isId(skuId)) return undefined;
    return this.db
      .selectFrom('mall_sku as k')
      .innerJoin('mall_product as p', 'p.id', 'k.product_id')
      .leftJoin('mall_sale_plan as sp', 'sp.id', 'k.sale_plan_id')
      .select([
        'k.id',
        'k.price',
        'k.status',
        'k.stock',
        'k.sold_count',
        'k.min_quantity',
        'k.max_quantity',
        'p.status as product_status',
        // A SKU in a sale plan is stocked as the plan says; otherwise as its product.
        sql<StockMode>`coalesce(sp.stock_mode, p.stock_mode)`.as('stock_mode'),
        'p.sale_mode',
        'p.merchant_id',
      ])
      .where('k.id', '=', skuId)
      .executeTakeFirst();
  }

  /** Takes `quantity` of a SKU's one stock; false when not that many are left. */
  async take(skuId: string, quantity: number, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('mall_sku')
      .set({ sold_count: sql`sold_count + ${quantity}`, update_time: now })
      .where('id', '=', skuId)
      .where(sql<boolean>`sold_count + ${quantity} <= stock`)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async giveBack(skuId: string, quantity: number, now: Date): Promise<void> {
    await this.db
      .updateTable('mall_sku')
      .set({ sold_count: sql`sold_count - ${quantity}`, update_time: now })
      .where('id', '=', skuId)
      .execute();
  }

  /** Takes `quantity` of one day's stock, opening the day with the SKU's daily count on its first sale. */
  async takeOfDay(skuId: string, saleDate: string, dailyStock: number, quantity: number): Promise<boolean> {
    await this.db
      .insertInto('mall_sku_day_stock')
      .values({ sku_id: skuId, sale_date: saleDate, stock: dailyStock })
      .onConflict((oc) => oc.columns(['sku_id', 'sale_date']).doNothing())
      .execute();
    const row = await this.db
      .updateTable('mall_sku_day_stock')
      .set({ sold_count: sql`sold_count + ${quantity}` })
      .where('sku_id', '=', skuId)
      .where('sale_date', '=', saleDate)
      .where(sql<boolean>`sold_count + ${quantity} <= stock`)
      .returning('sku_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async giveBackOfDay(skuId: string, saleDate: string, quantity: number): Promise<void> {
    await this.db
      .updateTable('mall_sku_day_stock')
      .set({ sold_count: sql`sold_count - ${quantity}` })
      .where('sku_id', '=', skuId)
      .where('sale_date', '=', saleDate)
      .execute();
  }

  /** What is left of one day's stock: the SKU's daily count when the day has no sale yet. */
  async leftOfDay(skuId: string, saleDate: string): Promise<number | undefined> {
    const day = await this.db
      .selectFrom('mall_sku_day_stock')
      .select(['stock', 'sold_count'])
      .where('sku_id', '=', skuId)
      .where('sale_date', '=', saleDate)
      .executeTakeFirst();
    return day ? day.stock - day.sold_count : undefined;
  }
}
