// The payment vocabulary as the database stores it: the proto enums' value
// names (a test checks they match), so the edge maps them by name.

export const TRANSACTION_STATUSES = ['INIT', 'PENDING', 'SUCCESS', 'FAIL', 'WAIT_PAYOUT', 'SETTLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export type TransactionKind = 'PAYMENT' | 'REFUND';

export const PAYMENT_PURPOSES = [
  'DEBUG',
  'BOOKING_ORDER_DEPOSIT',
  'BOOKING_ORDER_FINAL_PAYMENT',
  'FEAST_PARTICIPANT_DEPOSIT',
  'SESSION_CHALLENGE_PAYMENT',
  'MALL_ORDER',
  'TICKETING_EVENT_TICKET_VOUCHER',
] as const;
export type PaymentPurposeName = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_CHANNELS = [
  'BOCPAY',
  'ALIPAY',
  'ALIPAYMO',
  'WECHATPAY',
  'TAIFUNGPAY',
  'ICBCEPAY',
  'MPAY',
  'LUSOPAY',
  'UEPAY',
  'CGBPAY',
  'BNUAPP',
  'ABCM',
  'MPGS',
  'UNIONPAYQR',
  'SANDBOX',
  'IN_STORE',
] as const;
export type PaymentChannelName = (typeof PAYMENT_CHANNELS)[number];

export const PAYMENT_METHODS = [
  'WECHAT_PAY',
  'WECHAT_PARTNER_PAY',
  'ALIPAY_APP_PAY',
  'ACCOUNT_BALANCE',
  'DOUYIN_MINI_PROGRAM_PAY',
  'XHS_MINI_APP_PAY',
  'BANK_APP_PAY',
  'OFFLINE',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

// A store's currency (src/common/currency.ts): payments are in it.
export { CURRENCIES, type Currency } from '@common/currency';

export type OfflineKind = 'CASH' | 'CARD';

export type TransactionAnomaly = 'AMOUNT_MISMATCH' | 'CURRENCY_MISMATCH' | 'PAID_AFTER_CLOSE';

export interface PaymentOption {
  channel: PaymentChannelName;
  method: PaymentMethodName;
}
