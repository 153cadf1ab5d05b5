import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  MallProduct_Status as ProductStatus,
  ProductType,
  SaleMode,
  StockMode,
  type MallProduct,
  type MallProductInputSchema,
} from '@/gen/mall/v1/mall_pb';
import type { UploadedImage } from '@/services/image-upload';
import { intlFieldsOf, trimmedIntlName, type IntlTextFields } from '@/common/intl-text';

/** The server's limits (server/domain/mall/catalogue-input.ts), checked here before the round trip. */
export const PRODUCT_LIMITS = { title: 60, subtitle: 120, description: 5000, quickCode: 32, carousel: 10 } as const;
const MAX_WEIGHT = 1_000_000;

export type ProductProblem = 'titleRequired' | 'titleTooLong' | 'weightInvalid' | null;

/** What the product form holds while it is edited: text as typed, choices as enums. */
export interface ProductDraft {
  title: string;
  subtitle: string;
  description: string;
  /** The same three texts per language; empty ones show the texts above. */
  intlTitle: IntlTextFields;
  intlSubtitle: IntlTextFields;
  intlDescription: IntlTextFields;
  cover: UploadedImage[];
  carousel: UploadedImage[];
  quickCode: string;
  weight: string;
  type: ProductType;
  stockMode: StockMode;
  saleMode: SaleMode;
  status: ProductStatus;
}

const image = (i: { fileId: string; url: string; width: number; height: number; contentType: string }) => ({
  fileId: i.fileId,
  url: i.url,
  width: i.width,
  height: i.height,
  contentType: i.contentType,
});

/** A new product starts unlisted, so nothing half-made is on sale. */
export function draftOf(product?: MallProduct | null): ProductDraft {
  return {
    title: product?.title ?? '',
    subtitle: product?.subtitle ?? '',
    description: product?.description ?? '',
    intlTitle: intlFieldsOf(product?.intlTitle),
    intlSubtitle: intlFieldsOf(product?.intlSubtitle),
    intlDescription: intlFieldsOf(product?.intlDescription),
    cover: product?.cover?.url ? [image(product.cover)] : [],
    carousel: (product?.carouselList ?? []).map(image),
    quickCode: product?.quickCode ?? '',
    weight: String(product?.weight ?? 0),
    type: product?.type || ProductType.ORDER,
    stockMode: product?.stockMode || StockMode.REAL,
    saleMode: product?.saleMode || SaleMode.NORMAL,
    status: product?.status || ProductStatus.UNLISTED,
  };
}

/** What to fix before saving, or null. */
export function productProblem(draft: ProductDraft): ProductProblem {
  const title = draft.title.trim();
  if (!title) return 'titleRequired';
  if (title.length > PRODUCT_LIMITS.title) return 'titleTooLong';
  const weight = draft.weight.trim() === '' ? 0 : Number(draft.weight);
  if (!Number.isInteger(weight) || weight < 0 || weight > MAX_WEIGHT) return 'weightInvalid';
  return null;
}

export function productInput(draft: ProductDraft): MessageInitShape<typeof MallProductInputSchema> {
  return {
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    description: draft.description.trim(),
    intlTitle: trimmedIntlName(draft.intlTitle),
    intlSubtitle: trimmedIntlName(draft.intlSubtitle),
    intlDescription: trimmedIntlName(draft.intlDescription),
    cover: draft.cover[0],
    carouselList: draft.carousel.slice(0, PRODUCT_LIMITS.carousel),
    quickCode: draft.quickCode.trim(),
    weight: draft.weight.trim() === '' ? 0 : Number(draft.weight),
    type: draft.type,
    stockMode: draft.stockMode,
    saleMode: draft.saleMode,
    status: draft.status,
  };
}
