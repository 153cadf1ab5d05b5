import type { IntlTextJson } from '@common/intl-text';
import { domainError } from '../errors';
import type { StoredImage } from '../feast/feast.tables';
import type { SpecRecord } from './mall.record';
import type { ListingStatus, ProductType, SaleMode, StockMode } from './mall.tables';

// What staff may write into the catalogue, checked before anything is stored.
export interface ProductInput {
  title: string;
  subtitle: string;
  description: string;
  /** The same texts per language (trimmed, empty ones left out). */
  intlTitle: IntlTextJson;
  intlSubtitle: IntlTextJson;
  intlDescription: IntlTextJson;
  cover: StoredImage | null;
  carousel: StoredImage[];
  quickCode: string;
  weight: number;
  /** undefined: the client sent none (an unspecified enum). */
  type?: ProductType;
  stockMode?: StockMode;
  saleMode?: SaleMode;
  status?: ListingStatus;
}

export interface SkuInput {
  productId: string;
  /** Cents, as digits. */
  price: string;
  status?: ListingStatus;
  specValueIds: string[];
  /** '' or '0': none. */
  salePlanId: string;
  stock: number;
  minQuantity: number;
  maxQuantity: number;
}

export const MAX_STOCK = 10_000_000;
const MAX_TEXT = { title: 60, subtitle: 120, description: 5000, quickCode: 32 };
const MAX_CAROUSEL = 10;

export interface CheckedProduct extends ProductInput {
  type: ProductType;
  stockMode: StockMode;
  saleMode: SaleMode;
  status: ListingStatus;
}

export function checkProductInput(input: ProductInput): CheckedProduct {
  const title = input.title.trim();
  if (!title) throw domainError('invalid', 'mallTitleRequired');
  const { type, stockMode, saleMode, status } = input;
  const tooLong =
    title.length > MAX_TEXT.title ||
    input.subtitle.length > MAX_TEXT.subtitle ||
    input.description.length > MAX_TEXT.description ||
    longest(input.intlTitle) > MAX_TEXT.title ||
    longest(input.intlSubtitle) > MAX_TEXT.subtitle ||
    longest(input.intlDescription) > MAX_TEXT.description ||
    input.quickCode.length > MAX_TEXT.quickCode ||
    input.carousel.length > MAX_CAROUSEL;
  const badNumber = !Number.isInteger(input.weight) || input.weight < 0 || input.weight > 1_000_000;
  if (!type || !stockMode || !saleMode || !status || tooLong || badNumber) {
    throw domainError('invalid', 'mallProductInvalid');
  }
  return {
    ...input,
    title,
    subtitle: input.subtitle.trim(),
    quickCode: input.quickCode.trim(),
    type,
    stockMode,
    saleMode,
    status,
  };
}

/** The longest of a text's translations, in characters. */
const longest = (intl: IntlTextJson) => Math.max(0, ...Object.values(intl).map((t) => [...(t ?? '')].length));

export function checkName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw domainError('invalid', 'mallNameRequired');
  return trimmed;
}

/** A spec's name or value per language: as long as the name itself may be (40). */
export function checkIntlName(intl: IntlTextJson): IntlTextJson {
  if (longest(intl) > 40) throw domainError('invalid', 'mallProductInvalid');
  return intl;
}

export function checkSkuInput(input: SkuInput): SkuInput & { status: ListingStatus } {
  const { status } = input;
  const ok =
    status !== undefined &&
    /^\d{1,15}$/.test(input.price) &&
    Number.isInteger(input.stock) &&
    input.stock >= 0 &&
    input.stock <= MAX_STOCK &&
    Number.isInteger(input.minQuantity) &&
    input.minQuantity >= 1 &&
    Number.isInteger(input.maxQuantity) &&
    (input.maxQuantity === 0 || input.maxQuantity >= input.minQuantity);
  if (!ok) throw domainError('invalid', 'mallSkuInvalid');
  return { ...input, status };
}

/** A SKU names exactly one value of each spec of its product, and nothing else. */
export function checkSkuSpecValues(specs: SpecRecord[], specValueIds: string[]): string[] {
  const unique = [...new Set(specValueIds)];
  const chosen = specs.map((s) => s.values.filter((v) => unique.includes(v.id)));
  const onePerSpec = chosen.every((values) => values.length === 1);
  if (!onePerSpec || unique.length !== specs.length) throw domainError('invalid', 'mallSkuSpecValuesInvalid');
  return unique;
}
