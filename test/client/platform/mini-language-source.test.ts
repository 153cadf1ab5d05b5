import { waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { when } from 'mobx';
import { mallText } from '@/components/mall/use-mall-text';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { enBundle } from '@/i18n/locales/en-bundle';
import { zhHantBundle } from '@/i18n/locales/zh-hant-bundle';
import { createMemoryStorage } from '@/platform/memory-storage';
import { createMiniLanguageSource, languageStorageKey } from '@/platform/mini-language-source';
import type { RpcRequestFn } from '@/services/rpc-request';
import { fakeNetwork, uncheckedAnswer, uncheckedRoute } from '../support/fake-network';
import { createTestStore, TEST_BASE } from '../support/test-store';

// A mini-program bundles only Simplified Chinese and fetches the others from our
// server (GET /i18n/{language}.json), keeping them in the host's storage.

const document = (language: 'en' | 'zh-Hant', version: string) => ({
  language,
  version,
  resources: language === 'en' ? enBundle : zhHantBundle,
});

/** A language file is no proto message: the document as the server sends it. */
const languageFile = (path: string, body: ReturnType<typeof document>) =>
  uncheckedRoute(path, uncheckedAnswer({ body }));

const offline: RpcRequestFn = () => Promise.reject(new Error('request:fail network down'));

describe("a mini-program's languages", () => {
  it('fetches a language once from the server and reads it from storage on the next start, even offline', async () => {
    const storage = createMemoryStorage();
    const network = fakeNetwork([languageFile('/i18n/en.json', document('en', 'v1'))]);
    const firstRun = createMiniLanguageSource(
      { request: network.request, storage, apiBase: () => TEST_BASE },
      { versions: { en: 'v1' } },
    );
    const texts = await firstRun.load('en');
    expect(texts.translation.tab.home).toBe('Home');
    expect(texts.mall['page.addresses']).toBe('Delivery addresses');
    // Asked for by its version, on the API's origin.
    expect(network.calls.map((call) => [call.method, call.url])).toEqual([['GET', `${TEST_BASE}/i18n/en.json?v=v1`]]);
    expect(storage.get(languageStorageKey('en'))).toContain('"version":"v1"');

    const nextStart = createMiniLanguageSource(
      { request: offline, storage, apiBase: () => TEST_BASE },
      { versions: { en: 'v1' } },
    );
    expect((await nextStart.load('en')).translation.tab.home).toBe('Home');
  });

  it('a new release never shows the texts an earlier one stored: it fetches its own version', async () => {
    const storage = createMemoryStorage();
    storage.set(languageStorageKey('zh-Hant'), JSON.stringify(document('zh-Hant', 'v1')));
    const stale = {
      ...document('zh-Hant', 'v2'),
      resources: {
        ...zhHantBundle,
        translation: { ...zhHantBundle.translation, tab: { ...zhHantBundle.translation.tab, home: '新首頁' } },
      },
    };
    const network = fakeNetwork([languageFile('/i18n/zh-Hant.json', stale)]);
    const release2 = createMiniLanguageSource(
      { request: network.request, storage, apiBase: () => TEST_BASE },
      { versions: { 'zh-Hant': 'v2' } },
    );
    expect((await release2.load('zh-Hant')).translation.tab.home).toBe('新首頁');
    expect(network.calls).toHaveLength(1);
    expect(JSON.parse(storage.get(languageStorageKey('zh-Hant'))!).version).toBe('v2');

    // Offline with only the earlier release's copy: nothing rather than stale texts.
    storage.set(languageStorageKey('zh-Hant'), JSON.stringify(document('zh-Hant', 'v1')));
    const offlineRelease2 = createMiniLanguageSource(
      { request: offline, storage, apiBase: () => TEST_BASE },
      { versions: { 'zh-Hant': 'v2' } },
    );
    await expect(offlineRelease2.load('zh-Hant')).rejects.toThrow('network down');
  });

  it('a failed fetch stores nothing and fails, so the next try asks again', async () => {
    const storage = createMemoryStorage();
    let status = 503;
    const network = fakeNetwork([
      uncheckedRoute('/i18n/en.json', () =>
        uncheckedAnswer(status === 200 ? { body: document('en', 'v1') } : { status, body: { message: 'down' } }),
      ),
    ]);
    const source = createMiniLanguageSource(
      { request: network.request, storage, apiBase: () => TEST_BASE },
      { versions: { en: 'v1' } },
    );
    await expect(source.load('en')).rejects.toThrow('HTTP 503');
    expect(storage.get(languageStorageKey('en'))).toBeNull();
    status = 200;
    expect((await source.load('en')).translation.tab.home).toBe('Home');
  });

  describe('in the app', () => {
    let toast: jest.SpyInstance;
    beforeEach(() => {
      toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' });
    });
    afterEach(() => {
      toast.mockRestore();
      void i18n.changeLanguage('zh-Hans');
    });

    // jsdom's device language is English, which the app's default store loads at import:
    // these use Traditional Chinese, not yet loaded, the offline case first.
    it('offline at the first use: shows Simplified Chinese and says so once, in the chosen language', async () => {
      const storage = createMemoryStorage();
      const store = createTestStore({
        storage,
        language: 'zh-Hant',
        languageSource: createMiniLanguageSource({ request: offline, storage, apiBase: () => TEST_BASE }),
      });
      await waitFor(() => expect(toast).toHaveBeenCalled());
      expect(store.languageReady).toBe(true);
      expect(i18n.language).toBe('zh-Hans');
      expect(i18n.t('tab.home')).toBe('首页');
      expect(toast.mock.calls[0][0]).toMatchObject({ title: '繁體中文暫時無法載入，先顯示簡體中文' });

      // Choosing it again, still offline: still Simplified, and not told again.
      store.settings.setLanguage('zh-Hans');
      store.settings.setLanguage('zh-Hant');
      // The store's own fetch, the one in flight: its failure is handled before this resumes.
      await expect(loadLanguage('zh-Hant')).rejects.toThrow('network down');
      expect(i18n.language).toBe('zh-Hans');
      expect(toast).toHaveBeenCalledTimes(1);
    });

    it('online: the chosen language arrives from the server, page namespaces included', async () => {
      const storage = createMemoryStorage();
      const network = fakeNetwork([languageFile('/i18n/zh-Hant.json', document('zh-Hant', 'v1'))]);
      const store = createTestStore({
        storage,
        language: 'zh-Hant',
        request: network.request,
        languageSource: createMiniLanguageSource(
          { request: network.request, storage, apiBase: () => TEST_BASE },
          { versions: { 'zh-Hant': 'v1' } },
        ),
      });
      await when(() => store.languageReady && i18n.language === 'zh-Hant');
      expect(i18n.t('tab.home')).toBe('首頁');
      expect(mallText('page.addresses')).toBe('收貨地址');
      expect(toast).not.toHaveBeenCalled();
    });
  });
});
