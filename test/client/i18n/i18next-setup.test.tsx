import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { applyReservationText, i18n, t } from '@/i18n/i18n';
import { createI18n } from '@/i18n/create-i18n';
import { useTranslation } from '@/i18n/use-translation';
// the messages texts' default language, as their pages load it (the counted text below)
import '@/i18n/im-texts';
// The me page's texts, which the examples below use, as the me page puts them in force.
import '@/i18n/me-texts';

// i18next as the app sets it up (create-i18n.ts): what a person reads for each kind of
// text, in each language.
function translator(language = 'en') {
  const tr = createI18n(language);
  tr.addResourceBundle('zh-Hans', 'translation', {
    greeting: '你好，{{name}}',
    seats: '{{count}} 个座位',
    seats_one: '{{count}} 个座位',
    onlySource: '仅源语言',
    days: ['日', '一'],
    date: { short: 'M月D日', long: 'YYYY年M月D日' },
    myBookings: '我的预订',
  });
  tr.addResourceBundle('en', 'translation', {
    greeting: 'Hello, {{name}}',
    seats: '{{count}} seats',
    seats_one: '{{count}} seat',
    days: ['Sun', 'Mon'],
    date: { short: 'MMM D' },
    myBookings: 'My bookings',
  });
  tr.addResourceBundle('zh-Hant', 'translation', { greeting: '你好，{{name}}' });
  return tr;
}

describe('i18next as the app sets it up', () => {
  it('fills in {{name}} as given, without escaping (React escapes what it draws)', () => {
    const tr = translator();
    expect(tr.t('greeting', { name: 'Tom & <Jerry>' })).toBe('Hello, Tom & <Jerry>');
    expect(tr.t('greeting', { name: 0 })).toBe('Hello, 0');
    // Given as nothing: nothing; not given at all: the placeholder stays.
    expect(tr.t('greeting', { name: undefined })).toBe('Hello, ');
    expect(tr.t('greeting')).toBe('Hello, {{name}}');
  });

  it('says one seat and two seats in English, one form in Chinese', () => {
    const tr = translator();
    expect([0, 1, 2].map((count) => tr.t('seats', { count }))).toEqual(['0 seats', '1 seat', '2 seats']);
    expect(tr.t('seats', { count: 1, lng: 'zh-Hans' })).toBe('1 个座位');
    expect(tr.t('seats', { count: 5, lng: 'zh-Hans' })).toBe('5 个座位');
  });

  it("takes its plural forms from Intl.PluralRules, and i18next's own rule where an engine has no Intl", () => {
    const tr = translator();
    tr.addResourceBundle('en', 'translation', { guests_one: 'one guest', guests_other: '{{count}} guests' });
    expect(tr.t('guests', { count: 1 })).toBe('one guest');
    expect(tr.t('guests', { count: 3 })).toBe('3 guests');
    const intl = globalThis.Intl;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Some mini-program engines ship without Intl: i18next's documented fallback applies.
      (globalThis as { Intl?: typeof Intl }).Intl = undefined;
      const bare = translator();
      bare.addResourceBundle('en', 'translation', { guests_one: 'one guest', guests_other: '{{count}} guests' });
      expect([1, 2].map((count) => bare.t('guests', { count }))).toEqual(['one guest', '2 guests']);
      expect([1, 2].map((count) => bare.t('seats', { count, lng: 'zh-Hans' }))).toEqual(['1 个座位', '2 个座位']);
    } finally {
      globalThis.Intl = intl;
      error.mockRestore();
    }
  });

  it('falls back along the language chain, then to the default value, then shows the key', () => {
    const tr = translator('zh-Hant');
    expect(tr.t('greeting', { name: '小明' })).toBe('你好，小明');
    expect(tr.t('onlySource')).toBe('仅源语言');
    expect(tr.t('onlySource', { lng: 'en' })).toBe('仅源语言');
    expect(tr.t('nowhere', { defaultValue: 'Korean {{x}}', x: 1 })).toBe('Korean 1');
    expect(tr.t('no.such.key')).toBe('no.such.key');
    expect(tr.exists('onlySource', { lng: 'en' })).toBe(true);
    expect(tr.exists('no.such.key')).toBe(false);
    // What a language's own bundle holds, without falling back: whether its texts are in force.
    expect(tr.getResource('en', 'translation', 'onlySource')).toBeUndefined();
    expect(tr.getResource('zh-Hans', 'translation', 'date.short')).toBe('M月D日');
  });

  it('gives lists and groups of texts with returnObjects, each falling back by itself', () => {
    const tr = translator();
    expect(tr.t('days', { returnObjects: true })).toEqual(['Sun', 'Mon']);
    expect(tr.t('date', { returnObjects: true })).toEqual({ short: 'MMM D' });
    expect(tr.t('date', { returnObjects: true, lng: 'zh-Hans' })).toEqual({ short: 'M月D日', long: 'YYYY年M月D日' });
  });

  it('keeps namespaces apart and merges texts added later', () => {
    const tr = translator();
    expect(tr.hasResourceBundle('zh-Hans', 'mall')).toBe(false);
    tr.addResourceBundle('zh-Hans', 'mall', { 'cart.title': '购物车' });
    expect(tr.hasResourceBundle('zh-Hans', 'mall')).toBe(true);
    expect(tr.t('cart.title', { ns: 'mall', keySeparator: false, lng: 'zh-Hans' })).toBe('购物车');
    expect(tr.t('cart.title', { lng: 'zh-Hans' })).toBe('cart.title');

    tr.addResourceBundle('zh-Hans', 'translation', { date: { week: '第w周' } }, true);
    expect(tr.t('date.week', { lng: 'zh-Hans' })).toBe('第w周');
    expect(tr.t('date.long', { lng: 'zh-Hans' })).toBe('YYYY年M月D日');
  });

  it('says "reservation" while the flag is on, in the language asked for', () => {
    const tr = translator();
    applyReservationText(true);
    try {
      expect(tr.t('myBookings')).toBe('My reservations');
      expect(tr.t('myBookings', { lng: 'zh-Hans' })).toBe('我的预约');
    } finally {
      applyReservationText(false);
    }
    expect(tr.t('myBookings')).toBe('My bookings');
  });
});

describe('useTranslation', () => {
  function Title({ onT }: { onT: () => void }) {
    const { t: translate, i18n: instance } = useTranslation();
    useEffect(onT, [translate, onT]);
    return (
      <p>
        {translate('account.me.myBookings')} · {instance.language}
      </p>
    );
  }

  afterEach(() => act(() => void i18n.changeLanguage('zh-Hans')));

  it('draws again, with a new t, when the language or the wording changes', async () => {
    i18n.addResourceBundle('en', 'translation', { account: { me: { myBookings: 'My bookings' } } }, true);
    const onT = jest.fn();
    render(<Title onT={onT} />);
    expect(screen.getByText('我的预订 · zh-Hans')).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('My bookings · en')).toBeTruthy();

    act(() => applyReservationText(true));
    expect(screen.getByText('My reservations · en')).toBeTruthy();
    act(() => applyReservationText(false));
    expect(onT).toHaveBeenCalledTimes(4);
  });

  it('checks keys when typechecking', () => {
    // @ts-expect-error a misspelt key fails typecheck
    expect(t('account.me.myBokings')).toBe('account.me.myBokings');
    // Counted texts are asked for without their form.
    expect(t('im.members', { count: 2 })).toBe('2 位成员');
  });
});
