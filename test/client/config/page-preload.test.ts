import { preloadScript } from '../../../config/page-preload';

const PAGES = {
  'pages/home/index': ['js/home.1.js', 'css/home.2.css'],
  'pages/sub-user/store-detail/index': ['js/store.3.js'],
};

function preloadsAt(path: string): string[][] {
  document.head.querySelectorAll('link[rel=preload]').forEach((link) => link.remove());
  window.history.pushState({}, '', path);
  new Function(preloadScript('/app/', PAGES))();
  return [...document.head.querySelectorAll('link[rel=preload]')].map((link) => [
    link.getAttribute('as') ?? '',
    link.getAttribute('href') ?? '',
  ]);
}

describe("index.html's preload hints", () => {
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
});
