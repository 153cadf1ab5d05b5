import { looksLikeEmail } from './email';
import type { ServerMessageKey } from './server-messages';

/**
 * A fapiao (invoice) title as a diner keeps it and as an order carries it.
 * The rules are here so the diner's form answers before the round trip and
 * the server checks the same way.
 */
export type FapiaoKind = 'PERSONAL' | 'COMPANY';

export interface FapiaoTitleFields {
  kind: FapiaoKind;
  title: string;
  taxpayerId: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  email: string;
}

export const FAPIAO_LIMITS = {
  title: 100,
  address: 100,
  phone: 30,
  bankName: 50,
  bankAccount: 40,
  email: 100,
  /** Titles one diner may keep: a family and a few employers, not a list to trade. */
  perDiner: 20,
} as const;

/** GB 32100-2015: 31 characters without I, O, S, V and Z. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * A unified social credit code: 18 characters of the code's alphabet, the
 * registering authority and entity type (one character each), the six-digit
 * administrative division, and the check character over the rest.
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{9}[0-9A-HJ-NPQRTUWXY]$/.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}

/** The title as stored: trimmed, the code in capitals, and a personal title without a company's details. */
export function normalizeFapiaoTitle(input: FapiaoTitleFields): FapiaoTitleFields {
  const t = (s: string) => (s ?? '').trim();
  const company = input.kind === 'COMPANY';
  return {
    kind: company ? 'COMPANY' : 'PERSONAL',
    title: t(input.title),
    taxpayerId: company ? t(input.taxpayerId).toUpperCase() : '',
    address: company ? t(input.address) : '',
    phone: company ? t(input.phone) : '',
    bankName: company ? t(input.bankName) : '',
    bankAccount: company ? t(input.bankAccount).replace(/\s+/g, '') : '',
    email: t(input.email),
  };
}

/** The first rule a (normalized) title breaks, as the server's message key; undefined when it is fine. */
export function fapiaoTitleProblem(f: FapiaoTitleFields): ServerMessageKey | undefined {
  if (!f.title) return 'fapiaoTitleRequired';
  if (
    f.title.length > FAPIAO_LIMITS.title ||
    f.address.length > FAPIAO_LIMITS.address ||
    f.bankName.length > FAPIAO_LIMITS.bankName ||
    f.email.length > FAPIAO_LIMITS.email
  ) {
    return 'fapiaoFieldTooLong';
  }
  if (f.kind === 'COMPANY') {
    if (!f.taxpayerId) return 'fapiaoTaxpayerIdRequired';
    if (!isUnifiedSocialCreditCode(f.taxpayerId)) return 'fapiaoTaxpayerIdInvalid';
  }
  if (f.phone && (f.phone.length > FAPIAO_LIMITS.phone || !/^\+?[\d\s-]{5,}$/.test(f.phone))) {
    return 'fapiaoPhoneInvalid';
  }
  if (f.bankAccount && !/^\d{8,30}$/.test(f.bankAccount)) return 'fapiaoBankAccountInvalid';
  if (f.email && !looksLikeEmail(f.email)) return 'fapiaoEmailInvalid';
  return undefined;
}
