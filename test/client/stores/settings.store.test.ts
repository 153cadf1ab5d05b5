import { waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@/platform/memory-storage';
import { SETTING_KEYS } from '@/stores/settings.store';
import { i18n } from '@/i18n/i18n';
import { createTestStore } from '../support/test-store';

const withDevice = (tag: string) => ({ language: null, platform: { deviceLanguage: () => tag } });

describe('settings', () => {
  it.each([
    ['zh_CN', 'zh-Hans'],
    ['zh_TW', 'zh-Hant'],
    ['en-GB', 'en'],
  ])('without a stored choice follows the device language %s (%s)', async (tag, expected) => {
    const store = createTestStore(withDevice(tag));
    expect(store.settings.language).toBe(expected);
    await waitFor(() => expect(i18n.language).toBe(expected));
    expect(store.languageReady).toBe(true);
  });

  it('a stored choice wins over the device', () => {
    const storage = createMemoryStorage();
    storage.set(SETTING_KEYS.language, 'zh-Hant');
    expect(createTestStore({ storage, ...withDevice('en-US') }).settings.language).toBe('zh-Hant');
  });

  it('ignores a stored value it does not know', () => {
    const storage = createMemoryStorage();
    storage.set(SETTING_KEYS.language, 'ko');
    storage.set(SETTING_KEYS.weekStart, '3');
    storage.set(SETTING_KEYS.timezone, 'Mars/Base');
    storage.set(SETTING_KEYS.theme, 'pink');
    const { settings } = createTestStore({ storage, ...withDevice('zh_CN') });
    expect([settings.language, settings.weekStart, settings.timezone, settings.themeSetting]).toEqual([
      'zh-Hans',
      'system',
      null,
      null,
    ]);
  });

  it('keeps every choice across restarts, and forgets a choice set back to the default', () => {
    const storage = createMemoryStorage();
    const first = createTestStore({ storage });
    first.settings.setLanguage('en');
    first.settings.setWeekStart(1);
    first.settings.setTimezone('Asia/Tokyo');
    first.settings.setTheme('green');
    const again = createTestStore({ storage }).settings;
    expect([again.language, again.weekStart, again.timezone, again.themeSetting]).toEqual([
      'en',
      1,
      'Asia/Tokyo',
      'green',
    ]);
    again.setWeekStart('system');
    again.setTimezone(null);
    again.setTheme(null);
    expect([
      storage.get(SETTING_KEYS.weekStart),
      storage.get(SETTING_KEYS.timezone),
      storage.get(SETTING_KEYS.theme),
    ]).toEqual([null, null, null]);
  });

  it('switching language switches the texts once the language has arrived', async () => {
    const store = createTestStore();
    expect(i18n.t('tab.home')).toBe('首页');
    store.settings.setLanguage('en');
    await waitFor(() => expect(i18n.t('tab.home')).toBe('Home'));
    store.settings.setLanguage('zh-Hant');
    await waitFor(() => expect(i18n.t('tab.home')).toBe('首頁'));
    // Back to a language already here: at once.
    store.settings.setLanguage('en');
    expect(i18n.t('tab.home')).toBe('Home');
  });
});

describe('theme', () => {
  it.each([
    ['USER', null, 'light'],
    ['STORE', null, 'green'],
    ['MERCHANT', null, 'green'],
    ['ADMIN', null, 'green'],
    ['USER', 'dark', 'dark'],
    ['STORE', 'light', 'light'],
  ] as const)('%s with setting %s is %s', (type, setting, expected) => {
    const store = createTestStore();
    store.operator.setType(type);
    store.settings.setTheme(setting);
    expect(store.theme).toBe(expected);
  });
});
