import { specTexts } from '../../common/mall-spec-text';
import { MallSku_Status, SaleMode, StockMode, type MallProduct, type MallSku } from '../../gen/mall/v1/mall_pb';

// What the product detail offers: one value per spec picks the SKU. Only
// listed SKUs are offered; a value no listed SKU carries is not offered.

/** The spec id -> chosen value id. */
export type SpecPicks = Record<string, string>;

/** Quantities with no maximum set stop here on the stepper (the server checks stock). */
export const NO_MAX_QUANTITY = 999;

export function listedSkus(product: MallProduct): MallSku[] {
  return product.skuList.filter((s) => s.status === MallSku_Status.LISTED);
}

/** The SKU whose values are exactly the picks, once every spec has one. */
export function skuFor(product: MallProduct, picks: SpecPicks): MallSku | undefined {
  const chosen = product.specList.map((spec) => picks[spec.id]);
  if (chosen.some((v) => !v)) return undefined;
  return listedSkus(product).find((sku) => chosen.every((v) => sku.specValueIdList.includes(v!)));
}

/**
 * Whether a value can be picked with the other specs' picks: some listed SKU
 * carries it and every other pick. A product's only SKU is picked up front.
 */
export function valueOffered(product: MallProduct, picks: SpecPicks, specId: string, valueId: string): boolean {
  const others = Object.entries(picks).filter(([s, v]) => s !== specId && v);
  return listedSkus(product).some(
    (sku) => sku.specValueIdList.includes(valueId) && others.every(([, v]) => sku.specValueIdList.includes(v)),
  );
}

/** The picks at first: each spec's value when only one is offered, so a product without choices is ready. */
export function initialPicks(product: MallProduct): SpecPicks {
  const picks: SpecPicks = {};
  for (const spec of product.specList) {
    const offered = spec.valueList.filter((v) => valueOffered(product, {}, spec.id, v.id));
    if (offered.length === 1) picks[spec.id] = offered[0].id;
  }
  return picks;
}

/** The chosen SKU's values in spec order, "Lotus / 8 pieces", and the same per language where given. */
export function skuSpecTexts(product: MallProduct, sku: MallSku) {
  const values = product.specList
    .map((spec) => spec.valueList.find((v) => sku.specValueIdList.includes(v.id)))
    .filter((v) => v !== undefined)
    .map((v) => ({ value: v.value, intl: v.intlValue }));
  return specTexts(values);
}

export type StockState = { kind: 'unlimited' } | { kind: 'left'; count: number } | { kind: 'daily'; count: number };

/** What the page says of a SKU's stock (the server counts; a sale plan may stock it otherwise). */
export function stockState(product: MallProduct, sku: MallSku): StockState {
  if (product.stockMode === StockMode.VIRTUAL) return { kind: 'unlimited' };
  if (product.saleMode === SaleMode.DAILY) return { kind: 'daily', count: sku.stock };
  return { kind: 'left', count: Math.max(0, sku.stock - sku.soldCount) };
}

export function soldOut(product: MallProduct, sku: MallSku): boolean {
  const state = stockState(product, sku);
  return state.kind !== 'unlimited' && state.count <= 0;
}

export interface QuantityLimits {
  min: number;
  max: number;
}

/** The SKU's per-order limits (max 0: none) and, for counted stock, what is left. */
export function quantityLimits(
  product: MallProduct | undefined,
  sku: Pick<MallSku, 'minQuantity' | 'maxQuantity'> & Partial<MallSku>,
): QuantityLimits {
  const min = Math.max(1, sku.minQuantity);
  let max = sku.maxQuantity > 0 ? sku.maxQuantity : NO_MAX_QUANTITY;
  if (product && sku.id !== undefined) {
    const state = stockState(product, sku as MallSku);
    if (state.kind !== 'unlimited') max = Math.min(max, state.count);
  }
  return { min, max: Math.max(min, max) };
}

export function clampQuantity(quantity: number, limits: QuantityLimits): number {
  return Math.min(limits.max, Math.max(limits.min, Math.round(quantity)));
}
