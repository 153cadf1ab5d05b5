import { preloadScript, withPreloadScript } from '../../../config/page-preload';
import { languageFromDevice } from '@/i18n/language';
import { SETTING_KEYS } from '@/stores/settings.store';

const PAGES = {
  'pages/home/index': ['js/home.1.js', 'css/home.2.css'],
  'pages/sub-user/store-detail/index': ['js/store.3.js'],
};

const LANGUAGES = { 'zh-Hant': ['js/locale-zh-hant.5.js'], en: ['js/locale-en.6.js'] };

function preloadsAt(path: string): string[][] {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  window.history.pushState({}, '', path);
  new Function(preloadScript('/app/', PAGES, LANGUAGES))();
  return [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [
    link.getAttribute('as') ?? '',
    link.getAttribute('href') ?? '',
  ]);
}

describe("index.html's preload hints", () => {
  // The bundled language: only the page's chunks (jsdom's device language is en-US).
  beforeEach(() => window.localStorage.setItem(SETTING_KEYS.language, 'zh-Hans'));
  afterEach(() => window.localStorage.removeItem(SETTING_KEYS.language));

  it('fetch the chunks of the page the address names, with the entry', () => {
    expect(preloadsAt('/app/pages/sub-user/store-detail/index?storeId=1')).toEqual([['script', '/app/js/store.3.js']]);
    expect(preloadsAt('/app/pages/home/index')).toEqual([
      ['script', '/app/js/home.1.js'],
      ['style', '/app/css/home.2.css'],
    ]);
  });

  it("take the app's bare address for home, and ask for nothing on other pages", () => {
    expect(preloadsAt('/app/')).toHaveLength(2);
    expect(preloadsAt('/app')).toHaveLength(2);
    expect(preloadsAt('/app/pages/sub-user/order-history/index')).toEqual([]);
  });
  it('fetch the language the app will show when it is not the bundled one: the stored choice, else the device', () => {
    window.localStorage.removeItem(SETTING_KEYS.language);
    const device = jest.spyOn(window.navigator, 'language', 'get');
    try {
      for (const tag of ['en-US', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'zh_HK', 'en-HK', 'ja-JP', '']) {
        device.mockReturnValue(tag);
        const file = {
          'zh-Hans': [],
          'zh-Hant': [['script', '/app/js/locale-zh-hant.5.js']],
          en: [['script', '/app/js/locale-en.6.js']],
        }[languageFromDevice(tag)];
        expect([tag, preloadsAt('/app/pages/sub-user/store-detail/index').slice(1)]).toEqual([tag, file]);
      }
      device.mockReturnValue('en-US');
      window.localStorage.setItem(SETTING_KEYS.language, 'zh-Hans');
      expect(preloadsAt('/app/pages/sub-user/store-detail/index')).toEqual([['script', '/app/js/store.3.js']]);
      window.localStorage.setItem(SETTING_KEYS.language, 'zh-Hant');
      expect(preloadsAt('/app/pages/sub-user/store-detail/index')).toContainEqual([
        'script',
        '/app/js/locale-zh-hant.5.js',
      ]);
    } finally {
      device.mockRestore();
    }
  });
});

describe("index.html's preload script", () => {
  it('comes before the entry and its stylesheet, which would hold it back until the CSS arrived', () => {
    const built =
      '<html><head><title>Feastbook</title><script>sizeFonts()</script>' +
      '<script defer="defer" src="/app/js/app.1.js"></script><link href="/app/css/app.2.css" rel="stylesheet"></head></html>';
    const html = withPreloadScript(built, '<script>hints()</script>');
    expect(html.indexOf('hints()')).toBeGreaterThan(html.indexOf('sizeFonts()'));
    expect(html.indexOf('hints()')).toBeLessThan(html.indexOf('app.1.js'));
    expect(html.indexOf('hints()')).toBeLessThan(html.indexOf('app.2.css'));
  });

  it('goes at the end of the head when the head loads nothing', () => {
    expect(withPreloadScript('<html><head><title>x</title></head><body></body></html>', '<script>h()</script>')).toBe(
      '<html><head><title>x</title><script>h()</script></head><body></body></html>',
    );
  });
});
