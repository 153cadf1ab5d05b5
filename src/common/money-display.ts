// How an amount is shown to a reader: its store's currency, in the reader's
// language (docs/money.md). One formatter for the whole client and the server's
// texts (notifications, invitations, CSV files). Text work only, no decimal.js.
//
// The currency's sign comes from the table below in every engine, so a diner sees
// the same "HK$450" on H5 and in a mini-program. The digits (grouping, decimal
// mark) come from Intl.NumberFormat with style 'currency' where the engine has
// it (browsers, Node, WeChat's newer base libraries); mini-program engines without
// Intl get the same digits from the fallback below (',' every three digits, '.'
// before the minor units), which is what Intl gives for our three languages.
// As everywhere (spec section 9), a whole amount drops its '.00'.
import { isCurrency, MINOR_UNITS, type Currency } from './currency';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './interface-language';
import { formatCents, type CentsValue } from './money-format';

/** The sign of a currency per language, and whether a space separates it from the digits. */
const SIGNS: Record<Currency, Record<Language, string>> = {
  CNY: { 'zh-Hans': '¥', 'zh-Hant': '¥', en: '¥' },
  HKD: { 'zh-Hans': 'HK$', 'zh-Hant': 'HK$', en: 'HK$' },
  MOP: { 'zh-Hans': '澳门元 ', 'zh-Hant': '澳門元 ', en: 'MOP ' },
};

/** The locale whose digits a language's reader expects. */
const LOCALES: Record<Language, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-HK', en: 'en' };

const INTEGER_TEXT = /^(-?)0*(\d+)$/;

interface Parts {
  negative: boolean;
  units: string;
  fraction: string;
}

function partsOf(amount: CentsValue, minorUnits: number): Parts {
  const match = INTEGER_TEXT.exec(typeof amount === 'string' ? amount.trim() : String(amount));
  if (!match || match[2].length > 19) throw new RangeError(`not a whole number of minor units: ${String(amount)}`);
  const digits = match[2].padStart(minorUnits + 1, '0');
  const units = digits.slice(0, digits.length - minorUnits);
  const fraction = minorUnits > 0 ? digits.slice(-minorUnits) : '';
  return { negative: match[1] === '-' && /[1-9]/.test(digits), units, fraction: /^0*$/.test(fraction) ? '' : fraction };
}

/** Digits without Intl: ',' between groups of three, '.' before the minor units. */
export function fallbackDigits({ units, fraction }: Parts): string {
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Digits from Intl.NumberFormat: every part but the currency sign and the sign of the number. */
function intlDigits(parts: Parts, currency: Currency, language: Language): string | undefined {
  if (typeof Intl === 'undefined' || typeof Intl.NumberFormat !== 'function') return undefined;
  try {
    const decimals = parts.fraction.length;
    const format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    if (typeof format.formatToParts !== 'function') return undefined;
    // A decimal string keeps every digit of an int64 where a number would not (Intl.NumberFormat v3).
    const text = `${parts.units}${decimals ? `.${parts.fraction}` : ''}`;
    return format
      .formatToParts(text as unknown as number)
      .filter((p) => ['integer', 'group', 'decimal', 'fraction'].includes(p.type))
      .map((p) => p.value)
      .join('');
  } catch {
    return undefined; // an engine without this currency or locale
  }
}

export interface MoneyFormatOptions {
  /** false: the fallback digits even where Intl exists (what a mini-program engine without Intl shows). */
  intl?: boolean;
}

/**
 * An amount in minor units of `currency` as `language`'s reader sees it:
 * formatMoney('45000', 'HKD', 'en') -> 'HK$450', ('45050', 'MOP', 'zh-Hant') -> '澳門元 450.50',
 * ('120000', 'CNY', 'zh-Hans') -> '¥1,200'.
 */
export function formatMoney(
  amount: CentsValue,
  currency: Currency,
  language: Language,
  options: MoneyFormatOptions = {},
): string {
  const parts = partsOf(amount, MINOR_UNITS[currency]);
  const digits = (options.intl !== false && intlDigits(parts, currency, language)) || fallbackDigits(parts);
  return `${parts.negative ? '-' : ''}${SIGNS[currency][language]}${digits}`;
}

/** The currency's sign alone, for an input's label ("Deposit (HK$)"). */
export function currencySign(currency: Currency, language: Language): string {
  return SIGNS[currency][language].trim();
}

/**
 * The i18next formatter `money` (i18next's custom formatters, `formatter.add`): a text says
 * `人均 {{amount, money}}` and is asked for with the amount in minor units and its currency,
 * t('diner.store.perCapita', { amount: '45000', currency: 'HKD' }), and reads "人均 HK$450".
 * The server's first screen fills the same texts with it. The currency always comes from the
 * answer that carries the amount; a text asked for without one shows the bare amount, never
 * another currency's sign.
 */
export function moneyFormat(value: unknown, lng: string | undefined, options: Record<string, unknown>): string {
  const amount = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? value : '0';
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  const currency = options.currency;
  return isCurrency(currency) ? formatMoney(amount, currency, language) : formatCents(amount);
}

/**
 * How an amount field's label names its unit: Chinese readers write the currency's
 * word ("金额（元）", "金額（港元）"), English readers its sign ("Amount (HK$)").
 */
const UNITS: Record<Currency, Record<Language, string>> = {
  CNY: { 'zh-Hans': '元', 'zh-Hant': '元', en: '¥' },
  HKD: { 'zh-Hans': '港元', 'zh-Hant': '港元', en: 'HK$' },
  MOP: { 'zh-Hans': '澳门元', 'zh-Hant': '澳門元', en: 'MOP' },
};

/** The unit an amount field is typed in, for its label: currencyUnit('MOP', 'zh-Hant') -> '澳門元'. */
export function currencyUnit(currency: Currency, language: Language): string {
  return UNITS[currency][language];
}

/**
 * The i18next formatter `currencyUnit`: an amount field's label says
 * `退款金额（{{currency, currencyUnit}}）` and is asked for with the answer's currency,
 * t('staffOps.deposit.refundAmount', { currency: 'HKD' }) -> "退款金额（港元）". Without a
 * currency (the store not known yet) the unit is left out, never another currency's.
 */
export function currencyUnitFormat(value: unknown, lng: string | undefined): string {
  const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  return isCurrency(value) ? currencyUnit(value, language) : '';
}
