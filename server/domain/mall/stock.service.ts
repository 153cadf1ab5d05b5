import type { Kysely } from 'kysely';
import { businessDateOf } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { SaleMode, StockMode } from './mall.tables';
import { StockRepository } from './stock.repository';

/** What a reservation took, enough to give it back exactly even if the product's modes change later. */
export interface StockReservation {
  skuId: string;
  quantity: number;
  stockMode: StockMode;
  saleMode: SaleMode;
  /** The business date whose stock was taken (DAILY); null for NORMAL. */
  saleDate: string | null;
  /** The SKU's price when reserved, cents. */
  price: string;
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The business date a daily-sold SKU is sold for at an instant: the store's own calendar day. */
export function saleDateAt(instant: Date, storeTimezone: string): string {
  return businessDateOf(instant.getTime(), storeTimezone);
}

/**
 * Stock of the mall's SKUs (spec sections 3 and 5). VIRTUAL stock is
 * unlimited; REAL stock is one count (sale mode NORMAL) or a count per
 * business date (DAILY). Orders reserve inside their own transaction
 * (`reserveIn`) so stock and order commit or roll back together.
 */
export class StockService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  reserve(skuId: string, quantity: number, saleDate: string): Promise<StockReservation> {
    return this.db.transaction().execute((trx) => this.reserveIn(trx, skuId, quantity, saleDate));
  }

  /**
   * Takes `quantity` of a listed SKU for `saleDate` (the store's business
   * date; used by DAILY sale mode only). Refused with the spec's 'stock not
   * enough' when not that many are left, whatever the concurrency.
   */
  async reserveIn(trx: Kysely<Database>, skuId: string, quantity: number, saleDate: string): Promise<StockReservation> {
    const repo = new StockRepository(trx);
    const sku = await repo.findSku(skuId);
    if (!sku) throw domainError('not_found', 'mallSkuNotFound');
    if (sku.status !== 'LISTED' || sku.product_status !== 'LISTED')
      throw domainError('precondition', 'mallSkuUnlisted');
    if (!Number.isInteger(quantity) || quantity < sku.min_quantity)
      throw domainError('invalid', 'mallQuantityBelowMin');
    if (sku.max_quantity > 0 && quantity > sku.max_quantity) throw domainError('invalid', 'mallQuantityAboveMax');
    const daily = sku.sale_mode === 'DAILY';
    if (daily && !isDate(saleDate)) throw domainError('invalid', 'invalidDate');
    const reservation: StockReservation = {
      skuId: sku.id,
      quantity,
      stockMode: sku.stock_mode,
      saleMode: sku.sale_mode,
      saleDate: daily ? saleDate : null,
      price: sku.price,
    };
    if (sku.stock_mode === 'VIRTUAL') return reservation;
    const taken = daily
      ? await repo.takeOfDay(sku.id, saleDate, sku.stock, quantity)
      : await repo.take(sku.id, quantity, this.now());
    if (!taken) throw domainError('precondition', 'stockNotEnough');
    return reservation;
  }

  release(reservation: StockReservation): Promise<void> {
    return this.db.transaction().execute((trx) => this.releaseIn(trx, reservation));
  }

  /** Gives a reservation back (an unpaid order lapsed, an order was cancelled before shipping). */
  async releaseIn(trx: Kysely<Database>, r: StockReservation): Promise<void> {
    if (r.stockMode === 'VIRTUAL') return;
    const repo = new StockRepository(trx);
    if (r.saleDate) await repo.giveBackOfDay(r.skuId, r.saleDate, r.quantity);
    else await repo.giveBack(r.skuId, r.quantity, this.now());
  }

  /** What is left to sell of a SKU (on `saleDate` for DAILY); null: unlimited. */
  async left(skuId: string, saleDate: string): Promise<number | null> {
    const repo = new StockRepository(this.db);
    const sku = await repo.findSku(skuId);
    if (!sku) throw domainError('not_found', 'mallSkuNotFound');
    if (sku.stock_mode === 'VIRTUAL') return null;
    if (sku.sale_mode === 'DAILY') return (await repo.leftOfDay(sku.id, saleDate)) ?? sku.stock;
    return sku.stock - sku.sold_count;
  }
}
