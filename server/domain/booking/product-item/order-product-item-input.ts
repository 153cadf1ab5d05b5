import { isCents } from '@common/money';
import { domainError } from '../../errors';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
/** ¥999,999.99: a unit price above it is a typing slip, and the totals stay far inside int64. */
export const UNIT_PRICE_MAX_CENTS = 99_999_999;
export const REMARK_MAX = 200;

export interface ItemValues {
  quantity: number;
  /** Cents. */
  unitPrice: string;
  remark: string;
}

/** Checks what staff typed for an item, before anything is read or written. */
export function checkItemValues(input: { quantity: number; unitPrice: string; remark: string }): ItemValues {
  if (!Number.isInteger(input.quantity) || input.quantity < QUANTITY_MIN || input.quantity > QUANTITY_MAX) {
    throw domainError('invalid', 'productItemQuantityInvalid');
  }
  if (!isCents(input.unitPrice) || Number(input.unitPrice) < 0 || Number(input.unitPrice) > UNIT_PRICE_MAX_CENTS) {
    throw domainError('invalid', 'productItemPriceInvalid');
  }
  const remark = input.remark.trim();
  if ([...remark].length > REMARK_MAX) throw domainError('invalid', 'productItemRemarkTooLong');
  return { quantity: input.quantity, unitPrice: String(Number(input.unitPrice)), remark };
}
