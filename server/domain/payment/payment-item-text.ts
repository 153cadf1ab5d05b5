import { localText, intlToFields, type IntlTextJson } from '@common/intl-text';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UserRepository } from '../identity/user.repository';
import type { Payer } from './payment-purpose';

/**
 * What a payment is for, as its purpose says it: the payment service words
 * it in the payer's language for the cashier and the channel's item text
 * ("订金 BK0000000048" to a diner reading Chinese, "Booking deposit
 * BK0000000048" to one reading English).
 */
export type PaymentItem =
  | { kind: 'BOOKING_DEPOSIT' | 'BOOKING_FINAL' | 'FEAST_DEPOSIT' | 'MALL_ORDER'; ref: string }
  | { kind: 'TICKETS'; count: number; title: string; intlTitle: IntlTextJson }
  | { kind: 'ACCOUNT_CHECK' }
  /** The developer's debug payments: their own text, as typed. */
  | { kind: 'TEXT'; text: string };

type Worded = 'BOOKING_DEPOSIT' | 'BOOKING_FINAL' | 'FEAST_DEPOSIT' | 'MALL_ORDER' | 'ACCOUNT_CHECK';

type Language = 'zh-Hans' | 'zh-Hant' | 'en';

const WORDS: Record<Language, Record<Worded | 'ticket' | 'tickets', string>> = {
  'zh-Hans': {
    BOOKING_DEPOSIT: '订金',
    BOOKING_FINAL: '尾款',
    ACCOUNT_CHECK: '账户验证（将退还）',
    FEAST_DEPOSIT: '饭局订金',
    MALL_ORDER: '商城订单',
    ticket: '门票：',
    tickets: '{{count}} 张门票：',
  },
  'zh-Hant': {
    BOOKING_DEPOSIT: '訂金',
    BOOKING_FINAL: '尾款',
    ACCOUNT_CHECK: '帳戶驗證（將退還）',
    FEAST_DEPOSIT: '飯局訂金',
    MALL_ORDER: '商城訂單',
    ticket: '門票：',
    tickets: '{{count}} 張門票：',
  },
  en: {
    BOOKING_DEPOSIT: 'Booking deposit',
    BOOKING_FINAL: 'Booking final payment',
    ACCOUNT_CHECK: 'FeastBook account verification (refunded)',
    FEAST_DEPOSIT: 'Feast deposit',
    MALL_ORDER: 'Mall order',
    ticket: 'Ticket: ',
    tickets: '{{count}} tickets: ',
  },
};

const languageOf = (tag: string): Language => (tag === 'en' || tag === 'zh-Hant' ? tag : 'zh-Hans');

/** The item in a language; channels take at most 120 characters. */
export function paymentItemText(item: PaymentItem, language: string): string {
  const words = WORDS[languageOf(language)];
  if (item.kind === 'TEXT') return item.text.slice(0, 120);
  if (item.kind === 'ACCOUNT_CHECK') return words.ACCOUNT_CHECK;
  if (item.kind !== 'TICKETS') return `${words[item.kind]} ${item.ref}`.slice(0, 120);
  const head = item.count > 1 ? words.tickets.replace('{{count}}', String(item.count)) : words.ticket;
  return `${head}${localText(item.title, intlToFields(item.intlTitle), languageOf(language))}`.slice(0, 120);
}

/**
 * The item in the language its payer reads the app in: an online payer's
 * account's; for a payment staff take at the store, the diner's it is
 * recorded for (they see it among their payments), else the staff member's;
 * Simplified Chinese (the product's first language) with no account to ask.
 */
export async function payerItemText(
  db: Kysely<Database>,
  item: PaymentItem,
  payer: Payer,
  ownerUserId?: string | null,
): Promise<string> {
  const userId = payer.kind === 'online' ? payer.userId : (ownerUserId ?? payer.staffUserId);
  const language = userId ? (await new UserRepository(db).findById(userId))?.language : '';
  return paymentItemText(item, language || 'zh-Hans');
}
