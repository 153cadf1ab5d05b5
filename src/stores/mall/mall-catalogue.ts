import { makeAutoObservable } from 'mobx';
import type { MallProduct, MallSku } from '../../gen/mall/v1/mall_pb';
import type { MallApi } from '../../services/mall-api';
import { silentCall } from '../../services/silent-call';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';
import type { MallCart, MallCartItem } from './mall-cart.store';
import {
  clampQuantity,
  initialPicks,
  quantityLimits,
  skuFor,
  soldOut,
  skuSpecTexts,
  valueOffered,
  type QuantityLimits,
  type SpecPicks,
} from './sku-choice';

/** A SKU's spec line as the cart keeps it. */
const specLine = ({ text, intl }: ReturnType<typeof skuSpecTexts>) => ({ specText: text, specIntlText: intl });

/**
 * The listed products of a store's merchant, a page at a time (none without
 * a store). `quiet`: a failure shows nothing (the store page's block simply
 * stays hidden).
 */
export function mallProducts(api: MallApi, storeId: string, pageSize = 20, quiet = false): PagedList<MallProduct> {
  return new PagedList(
    async (offset, limit) =>
      storeId
        ? api.products.queryMallProducts({ storeId, query: { offset, limit } }, quiet ? silentCall() : undefined)
        : { list: [], total: 0 },
    pageSize,
  );
}

/** mall-product-detail: the product, the spec picks, the chosen SKU and the quantity. */
export class MallProductView {
  readonly product: Loadable<MallProduct>;
  picks: SpecPicks = {};
  quantity = 1;

  /** `storeId`: the store shopped at, whose currency the prices are in. */
  constructor(api: MallApi, productId: string, storeId = '') {
    this.product = new Loadable(async () => {
      if (!productId) throw new Error('no product');
      return (await api.products.getMallProduct({ productId, storeId: storeId || undefined })).product!;
    });
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    const first = this.product.value === null;
    await this.product.load();
    if (first && this.product.value) {
      this.picks = initialPicks(this.product.value);
      this.quantity = this.limits.min;
    }
  }

  get sku(): MallSku | undefined {
    const p = this.product.value;
    return p ? skuFor(p, this.picks) : undefined;
  }

  get limits(): QuantityLimits {
    const sku = this.sku;
    return sku ? quantityLimits(this.product.value ?? undefined, sku) : { min: 1, max: 1 };
  }

  get soldOut(): boolean {
    const p = this.product.value;
    return Boolean(p && this.sku && soldOut(p, this.sku));
  }

  offered(specId: string, valueId: string): boolean {
    const p = this.product.value;
    return Boolean(p && valueOffered(p, this.picks, specId, valueId));
  }

  /** Picks a value (again: unpicks it); the quantity follows the new SKU's limits. */
  pick(specId: string, valueId: string): void {
    this.picks = { ...this.picks, [specId]: this.picks[specId] === valueId ? '' : valueId };
    if (this.sku) this.quantity = clampQuantity(this.quantity, this.limits);
  }

  setQuantity(quantity: number): void {
    this.quantity = clampQuantity(quantity, this.limits);
  }

  /** The cart line of the chosen SKU, at the price shown. */
  cartItem(): Omit<MallCartItem, 'quantity'> | null {
    const p = this.product.value;
    const sku = this.sku;
    if (!p || !sku || this.soldOut) return null;
    const { min, max } = this.limits;
    return {
      skuId: sku.id,
      productId: p.model?.id ?? sku.productId,
      title: p.title,
      intlTitle: p.intlTitle,
      ...specLine(skuSpecTexts(p, sku)),
      coverUrl: p.cover?.url ?? p.carouselList[0]?.url ?? '',
      seenUnitPrice: sku.price,
      currency: p.currency,
      min,
      max,
    };
  }

  /** Puts the chosen SKU in the cart; whether it went in. */
  addTo(cart: MallCart): boolean {
    const item = this.cartItem();
    if (!item) return false;
    cart.add(item, this.quantity);
    return true;
  }
}
