import { PaymentChannel, PaymentPurpose, Transaction_Kind, Transaction_Status } from '@/gen/payment/v1/payment_pb';
import type { TFunction } from '@/i18n/message-keys.types';

// The names staff read for a transaction's enums, from the proto's value names.

type Key = 'purpose' | 'channel' | 'status' | 'kind';
const ENUMS = { purpose: PaymentPurpose, channel: PaymentChannel, status: Transaction_Status, kind: Transaction_Kind };

/** The values a filter offers: every named value but the unspecified one (and the test purpose). */
export function filterValues(key: 'purpose' | 'channel' | 'status'): number[] {
  return Object.values(ENUMS[key])
    .filter((v): v is number => typeof v === 'number' && v !== 0)
    .filter((v) => !(key === 'purpose' && v === PaymentPurpose.DEBUG));
}

/** A value's name in the reader's language; 0 is "all". */
export function labelOf(t: TFunction, key: Key, value: number): string {
  if (!value) return t('transactions.any');
  const name = (ENUMS[key] as Record<number, string>)[value];
  return t(`transactions.${key}.${name}` as 'transactions.any', { defaultValue: name });
}
