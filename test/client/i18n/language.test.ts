import { languageFromDevice } from '@/i18n/language';
import { en } from '@/i18n/locales/en';
import { zhHans } from '@/i18n/locales/zh-hans';
import { zhHant } from '@/i18n/locales/zh-hant';
import { i18n } from '@/i18n/i18n';
import { SERVER_MESSAGE } from '@/utils/server-messages';

describe('device language mapping (spec section 1)', () => {
  it.each([
    ['zh_CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh_HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh-Hans-HK', 'zh-Hant'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['en-HK', 'en'],
    ['EN', 'en'],
    ['ja-JP', 'zh-Hans'],
    ['ko', 'zh-Hans'],
    ['fr-FR', 'zh-Hans'],
    ['', 'zh-Hans'],
    [undefined, 'zh-Hans'],
  ])('%j is %s', (tag, expected) => {
    expect(languageFromDevice(tag)).toBe(expected);
  });
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('messages', () => {
  it('zh-Hant and en have exactly the keys of zh-Hans, none empty', () => {
    const source = keysOf(zhHans).sort();
    expect(keysOf(zhHant).sort()).toEqual(source);
    expect(keysOf(en).sort()).toEqual(source);
    for (const messages of [zhHans, zhHant, en]) expect(JSON.stringify(messages)).not.toContain('""');
  });

  it.each(['zh-Hans', 'zh-Hant', 'en'] as const)('translates every server message in %s', (lng) => {
    for (const key of Object.keys(SERVER_MESSAGE)) {
      const text = i18n.t(`serverMessage.${key as keyof typeof SERVER_MESSAGE}`, { lng });
      expect(text).not.toBe(`serverMessage.${key}`);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('shows the same key differently per language', () => {
    expect(['zh-Hans', 'zh-Hant', 'en'].map((lng) => i18n.t('error.tooHot', { lng }))).toEqual([
      '太火爆了，请稍后再试',
      '太火爆了，請稍後再試',
      'Too hot, please try again later',
    ]);
  });

  it('falls back along the chain for a key a language lacks', () => {
    i18n.addResource('zh-Hans', 'translation', 'onlyInSource', '仅源语言');
    expect(i18n.t('onlyInSource' as never, { lng: 'zh-Hant' })).toBe('仅源语言');
    expect(i18n.t('onlyInSource' as never, { lng: 'en' })).toBe('仅源语言');
  });
});
