import { describe, expect, it } from 'vitest';
import { CURRENCIES, MINOR_UNITS } from '../../src/common/currency';
import { LANGUAGES } from '../../src/common/interface-language';
import { currencySign, formatMoney } from '../../src/common/money-display';
import { createI18n } from '../../src/i18n/create-i18n';

// Every currency a store can be in, in every interface language: the sign of
// the store's currency, never another's, and the same text with or without Intl
// (a mini-program engine without Intl gets the fallback digits).

const EXPECTED: Record<string, Record<string, [whole: string, fraction: string, large: string]>> = {
  CNY: {
    'zh-Hans': ['¥450', '¥450.50', '¥1,234,567.89'],
    'zh-Hant': ['¥450', '¥450.50', '¥1,234,567.89'],
    en: ['¥450', '¥450.50', '¥1,234,567.89'],
  },
  HKD: {
    'zh-Hans': ['HK$450', 'HK$450.50', 'HK$1,234,567.89'],
    'zh-Hant': ['HK$450', 'HK$450.50', 'HK$1,234,567.89'],
    en: ['HK$450', 'HK$450.50', 'HK$1,234,567.89'],
  },
  MOP: {
    'zh-Hans': ['澳门元 450', '澳门元 450.50', '澳门元 1,234,567.89'],
    'zh-Hant': ['澳門元 450', '澳門元 450.50', '澳門元 1,234,567.89'],
    en: ['MOP 450', 'MOP 450.50', 'MOP 1,234,567.89'],
  },
};

describe('formatMoney', () => {
  for (const currency of CURRENCIES) {
    for (const language of LANGUAGES) {
      it(`shows ${currency} to a ${language} reader, with Intl and without`, () => {
        for (const intl of [true, false]) {
          const shown = ['45000', '45050', '123456789'].map((a) => formatMoney(a, currency, language, { intl }));
          expect(shown).toEqual(EXPECTED[currency][language]);
        }
      });
    }
  }

  it('knows each currency’s minor units (ISO 4217: two for all three)', () => {
    expect(MINOR_UNITS).toEqual({ CNY: 2, HKD: 2, MOP: 2 });
    expect(formatMoney('5', 'HKD', 'en')).toBe('HK$0.05');
    expect(formatMoney('-12000', 'MOP', 'en')).toBe('-MOP 120');
    expect(formatMoney('0', 'CNY', 'zh-Hans')).toBe('¥0');
  });

  it('keeps every digit of an int64 amount, and refuses what is no whole amount', () => {
    expect(formatMoney('9223372036854775807', 'HKD', 'en')).toBe('HK$92,233,720,368,547,758.07');
    expect(() => formatMoney('12.5', 'HKD', 'en')).toThrow(RangeError);
    expect(() => formatMoney('abc', 'MOP', 'en')).toThrow(RangeError);
  });

  it('gives an input label the sign alone', () => {
    expect([currencySign('MOP', 'zh-Hant'), currencySign('HKD', 'en'), currencySign('CNY', 'en')]).toEqual([
      '澳門元',
      'HK$',
      '¥',
    ]);
  });
});

describe('the i18next formatter `money`', () => {
  const i18n = createI18n('en', {
    'zh-Hans': { translation: { perCapita: '人均 {{amount, money}}' } },
    'zh-Hant': { translation: { perCapita: '人均 {{amount, money}}' } },
    en: { translation: { perCapita: '{{amount, money}} per person' } },
  });

  it('formats the amount in the currency the text is asked with, in the text’s language', () => {
    expect(i18n.t('perCapita', { amount: '45000', currency: 'HKD' })).toBe('HK$450 per person');
    expect(i18n.t('perCapita', { amount: '38000', currency: 'MOP', lng: 'zh-Hant' })).toBe('人均 澳門元 380');
    expect(i18n.t('perCapita', { amount: '38000', currency: 'MOP', lng: 'zh-Hans' })).toBe('人均 澳门元 380');
  });

  it('shows a bare amount, never another currency’s sign, when asked without a currency', () => {
    expect(i18n.t('perCapita', { amount: '45000' })).toBe('450 per person');
  });
});

describe('the i18next formatter currencyUnit', () => {
  const i18n = createI18n('en', {
    'zh-Hans': { translation: { refund: '退款金额（{{currency, currencyUnit}}）' } },
    'zh-Hant': { translation: { refund: '退款金額（{{currency, currencyUnit}}）' } },
    en: { translation: { refund: 'Refund ({{currency, currencyUnit}})' } },
  });

  it('names the unit an amount field is typed in: the word in Chinese, the sign in English', () => {
    expect(i18n.t('refund', { currency: 'CNY', lng: 'zh-Hans' })).toBe('退款金额（元）');
    expect(i18n.t('refund', { currency: 'HKD', lng: 'zh-Hant' })).toBe('退款金額（港元）');
    expect(i18n.t('refund', { currency: 'MOP', lng: 'zh-Hans' })).toBe('退款金额（澳门元）');
    expect(i18n.t('refund', { currency: 'HKD' })).toBe('Refund (HK$)');
    expect(i18n.t('refund', { currency: 'MOP' })).toBe('Refund (MOP)');
  });

  it('leaves the unit out, never naming another currency, when asked without one', () => {
    expect(i18n.t('refund', { currency: '' })).toBe('Refund ()');
  });
});
