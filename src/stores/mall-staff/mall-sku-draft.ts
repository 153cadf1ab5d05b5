import type { MessageInitShape } from '@bufbuild/protobuf';
import { readYuan } from '@/common/amount-input';
import { formatCents } from '@/common/money-format';
import {
  MallSku_Status as SkuStatus,
  type MallProduct,
  type MallSku,
  type MallSkuInputSchema,
} from '@/gen/mall/v1/mall_pb';

/** The server's stock ceiling (server/domain/mall/catalogue-input.ts). */
export const MAX_STOCK = 10_000_000;

export type SkuProblem = 'price' | 'specValues' | 'stock' | 'quantity' | null;

/** The SKU form as typed: the price in yuan, counts as text. */
export interface SkuDraft {
  priceYuan: string;
  status: SkuStatus;
  /** The chosen value per spec id. */
  values: Record<string, string>;
  salePlanId: string;
  stock: string;
  minQuantity: string;
  maxQuantity: string;
}

export function skuDraftOf(product: MallProduct, sku?: MallSku | null): SkuDraft {
  const values: Record<string, string> = {};
  for (const spec of product.specList) {
    const chosen = spec.valueList.find((v) => sku?.specValueIdList.includes(v.id));
    if (chosen) values[spec.id] = chosen.id;
  }
  return {
    priceYuan: sku ? formatCents(sku.price) : '',
    status: sku?.status || SkuStatus.LISTED,
    values,
    salePlanId: sku && sku.salePlanId !== '0' ? sku.salePlanId : '',
    stock: String(sku?.stock ?? 0),
    minQuantity: String(sku?.minQuantity || 1),
    maxQuantity: String(sku?.maxQuantity ?? 0),
  };
}

const whole = (text: string): number | null => {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
};

/** The price in cents through the shared money rules (at most two decimals, more than 0), or null. */
export function skuPriceCents(draft: SkuDraft): string | null {
  const read = readYuan(draft.priceYuan);
  return read.ok ? read.cents : null;
}

/** What to fix before saving, or null: the same rules the server applies. */
export function skuProblem(product: MallProduct, draft: SkuDraft): SkuProblem {
  if (skuPriceCents(draft) === null) return 'price';
  if (product.specList.some((spec) => !draft.values[spec.id])) return 'specValues';
  const stock = whole(draft.stock);
  if (stock === null || stock > MAX_STOCK) return 'stock';
  const min = whole(draft.minQuantity);
  const max = whole(draft.maxQuantity);
  if (min === null || min < 1 || max === null || (max !== 0 && max < min)) return 'quantity';
  return null;
}

export function skuInput(product: MallProduct, draft: SkuDraft): MessageInitShape<typeof MallSkuInputSchema> {
  return {
    productId: product.model?.id ?? '',
    price: skuPriceCents(draft) ?? '0',
    status: draft.status,
    specValueIdList: product.specList.map((spec) => draft.values[spec.id]).filter(Boolean),
    salePlanId: draft.salePlanId || '0',
    stock: whole(draft.stock) ?? 0,
    minQuantity: whole(draft.minQuantity) ?? 1,
    maxQuantity: whole(draft.maxQuantity) ?? 0,
  };
}

/** A SKU's spec values by name, "2015 · Gift box"; '' for a product without specs. */
export function skuLabel(product: MallProduct, sku: MallSku): string {
  return product.specList
    .map((spec) => spec.valueList.find((v) => sku.specValueIdList.includes(v.id))?.value ?? '')
    .filter(Boolean)
    .join(' · ');
}
