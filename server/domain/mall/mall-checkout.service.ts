import type { Kysely } from 'kysely';
import { addCents, compareCents, isCents, multiplyCents } from '@common/money';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { domainError } from '../errors';
import type { CurrencyOf } from '../store/store-currency';
import { DeliveryAddressRepository } from './delivery-address.repository';
import { MallCheckoutRepository, type CheckoutSku } from './mall-checkout.repository';
import type { MallConfigService, MallStoreConfig } from './mall-config.service';
import type { MallOrderView } from './mall-order.record';
import { MallOrderRepository } from './mall-order.repository';
import { saleDateAt, type StockService } from './stock.service';
import { requireOpenToDiners } from '../org/store-open.rule';

export const MALL_ORDER_PURPOSE = 'MALL_ORDER' as const;
/** An unpaid order holds its stock this long, then closes (PAYMENT_FAIL) and the stock is for sale again. */
export const MALL_PAYMENT_WINDOW_MS = 15 * 60_000;
/** At an order's payment deadline: still unpaid, it closes and its stock returns. */
export const MALL_ORDER_LAPSE_JOB = 'mall.order-lapse';

const MAX_LINES = 50;
const MAX_REMARK = 200;

export interface CartLine {
  skuId: string;
  quantity: number;
  /** Cents each, as the diner saw it. */
  seenUnitPrice: string;
}

export interface PricedLine {
  sku: CheckoutSku;
  quantity: number;
  seenUnitPrice: string;
  /** Current price x quantity, cents. */
  amount: string;
}

export interface MallPreview {
  lines: PricedLine[];
  totalAmount: string;
  priceChanged: boolean;
  currency: string;
  deliveryAvailable: boolean;
  selfPickupAvailable: boolean;
}

/**
 * Checkout: prices a cart at a store as the order would be (preview writes
 * nothing), and creates the order in one transaction with its stock taken,
 * or refuses it whole.
 */
export class MallCheckoutService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly stock: StockService,
    private readonly configs: MallConfigService,
    private readonly currencyOf: CurrencyOf,
    private readonly now: () => Date,
  ) {}

  /** Checks every line against the catalogue of the store's merchant; current prices, no stock taken. */
  private async price(db: Kysely<Database>, storeId: string, lines: CartLine[]) {
    const { store, config } = await this.configs.withStoreIn(db, storeId);
    const ids = lines.map((l) => l.skuId);
    const validLine = (l: CartLine) => Number.isInteger(l.quantity) && l.quantity >= 1;
    if (lines.length === 0 || lines.length > MAX_LINES || new Set(ids).size !== ids.length || !lines.every(validLine)) {
      throw domainError('invalid', 'mallCartInvalid');
    }
    const skus = await new MallCheckoutRepository(db).skus(ids);
    const priced = lines.map((l): PricedLine => {
      const sku = skus.get(l.skuId);
      // Another merchant's SKU answers as missing, exactly like an unknown one.
      if (!sku || sku.merchantId !== store.merchant_id) throw domainError('not_found', 'mallSkuNotFound');
      if (sku.status !== 'LISTED' || sku.productStatus !== 'LISTED')
        throw domainError('precondition', 'mallSkuUnlisted');
      if (l.quantity < sku.minQuantity) throw domainError('invalid', 'mallQuantityBelowMin');
      if (sku.maxQuantity > 0 && l.quantity > sku.maxQuantity) throw domainError('invalid', 'mallQuantityAboveMax');
      return {
        sku,
        quantity: l.quantity,
        seenUnitPrice: l.seenUnitPrice,
        amount: multiplyCents(sku.price, l.quantity),
      };
    });
    return { store, config, priced, saleDate: saleDateAt(this.now(), config.timezone) };
  }

  async preview(storeId: string, lines: CartLine[]): Promise<MallPreview> {
    const { store, config, priced, saleDate } = await this.price(this.db, storeId, lines);
    for (const line of priced) {
      const left = await this.stock.left(line.sku.id, saleDate);
      if (left !== null && left < line.quantity) throw domainError('precondition', 'stockNotEnough');
    }
    return {
      lines: priced,
      totalAmount: addCents(...priced.map((l) => l.amount)),
      priceChanged: priced.some(priceChanged),
      currency: await this.currencyOf(store.id, this.db),
      deliveryAvailable: config.deliveryEnabled,
      selfPickupAvailable: config.selfPickupEnabled,
    };
  }

  /**
   * The order, WAIT_PAYMENT until its deadline, with each line's stock taken
   * (DAILY: the store's business date in the seller config's zone), titles,
   * specs, prices and the address copied as they are now.
   */
  async create(
    userId: string,
    storeId: string,
    lines: CartLine[],
    addressId: string,
    remark: string,
  ): Promise<MallOrderView> {
    const id = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const { store, config, priced, saleDate } = await this.price(trx, storeId, lines);
      await requireOpenToDiners(trx, store.id);
      if (priced.some(priceChanged)) throw domainError('precondition', 'mallPriceChanged');
      if (remark.length > MAX_REMARK) throw domainError('invalid', 'mallRemarkTooLong');
      const address = await new DeliveryAddressRepository(trx).find(userId, addressId);
      if (!address) throw domainError('not_found', 'deliveryAddressNotFound');
      checkHandOver(config, address.selfDelivery);
      // Taken in SKU order, so two carts sharing SKUs never wait on each other's rows in a cycle.
      const reserved = new Map<string, Awaited<ReturnType<StockService['reserveIn']>>>();
      for (const line of [...priced].sort((a, b) => Number(BigInt(a.sku.id) - BigInt(b.sku.id)))) {
        reserved.set(line.sku.id, await this.stock.reserveIn(trx, line.sku.id, line.quantity, saleDate));
      }
      const deadline = new Date(now.getTime() + MALL_PAYMENT_WINDOW_MS);
      const orders = new MallOrderRepository(trx);
      const orderId = await orders.insert({
        merchant_id: store.merchant_id,
        store_id: store.id,
        user_id: userId,
        status: 'WAIT_PAYMENT',
        remark,
        address: JSON.stringify(address),
        self_pickup: address.selfDelivery,
        total_amount: addCents(...priced.map((l) => l.amount)),
        currency: await this.currencyOf(store.id, trx),
        timezone: config.timezone,
        payment_expire_time: deadline,
        create_time: now,
        update_time: now,
      });
      await orders.insertItems(
        priced.map((l) => {
          const r = reserved.get(l.sku.id)!;
          return {
            order_id: orderId,
            product_id: l.sku.productId,
            sku_id: l.sku.id,
            product_title: l.sku.title,
            product_intl_title: JSON.stringify(l.sku.intlTitle),
            cover: JSON.stringify(l.sku.cover),
            spec_text: l.sku.specText,
            spec_intl_text: JSON.stringify(l.sku.specIntlText),
            unit_price: l.sku.price,
            quantity: l.quantity,
            amount: l.amount,
            stock_mode: r.stockMode,
            sale_mode: r.saleMode,
            sale_date: r.saleDate,
          };
        }),
      );
      await new JobRepository(trx).enqueue({
        kind: MALL_ORDER_LAPSE_JOB,
        payload: { orderId },
        runAt: deadline,
        dedupeKey: `${MALL_ORDER_LAPSE_JOB}:${orderId}`,
      });
      return orderId;
    });
    return (await new MallOrderRepository(this.db).view(id))!;
  }
}

/** The diner saw another price than the current one (or none that reads as cents). */
const priceChanged = (l: PricedLine) => !isCents(l.seenUnitPrice) || compareCents(l.sku.price, l.seenUnitPrice) !== 0;

/** A pick-up address needs pick-up on; any other address needs delivery on. */
function checkHandOver(config: MallStoreConfig, selfDelivery: boolean): void {
  if (selfDelivery && !config.selfPickupEnabled) throw domainError('precondition', 'mallPickupUnavailable');
  if (!selfDelivery && !config.deliveryEnabled) throw domainError('precondition', 'mallDeliveryUnavailable');
}
