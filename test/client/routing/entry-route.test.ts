import { resolveEntryRoute, appPath } from '@/routing/entry-route';
import { appendQuery, pickGlobalQuery } from '@/routing/global-query';

describe('addresses that are not pages (spec section 2)', () => {
  it.each([
    ['/app/merchant/7', {}, { kind: 'redirect', url: '/pages/home/index?merchantId=7' }],
    [
      'merchant/7',
      { platformClientConfigId: '2' },
      { kind: 'redirect', url: '/pages/home/index?platformClientConfigId=2&merchantId=7' },
    ],
    ['/app/store/1', {}, { kind: 'redirect', url: '/pages/sub-user/store-detail/index?storeId=1' }],
    [
      '/app/store/1/',
      { ownerOperatorKey: 'USER:3' },
      { kind: 'redirect', url: '/pages/sub-user/store-detail/index?ownerOperatorKey=USER%3A3&storeId=1' },
    ],
    ['/app/mch/jade', {}, { kind: 'shortLink', key: 'jade', query: {} }],
    ['/app/s/bund-poster', {}, { kind: 'link', key: 'bund-poster' }],
    ['/app/mch/jade%20garden', { a: '1' }, { kind: 'shortLink', key: 'jade garden', query: { a: '1' } }],
    ['/app/web/booking', {}, { kind: 'redirect', url: '/pages/web/index?callback=%2Fweb%2Fbooking' }],
    ['/app/web/booking', { x: '1' }, { kind: 'redirect', url: '/pages/web/index?callback=%2Fweb%2Fbooking%3Fx%3D1' }],
    ['/app/pages/webview/index', {}, { kind: 'redirect', url: '/pages/web/index?callback=%2Fpages%2Fwebview%2Findex' }],
    ['/app/web', {}, { kind: 'redirect', url: '/pages/sub/store-home/index' }],
    ['/app/web/index', { merchantId: '2' }, { kind: 'redirect', url: '/pages/sub/store-home/index?merchantId=2' }],
    ['/app/nothing', {}, { kind: 'notFound', url: '/pages/home/index', delayMs: 500 }],
    ['/app/merchant', {}, { kind: 'notFound', url: '/pages/home/index', delayMs: 500 }],
    ['/app/store/1/menu', {}, { kind: 'notFound', url: '/pages/home/index', delayMs: 500 }],
    ['/elsewhere/page', {}, { kind: 'notFound', url: '/pages/home/index', delayMs: 500 }],
  ])('%s %j', (path, query, expected) => {
    expect(resolveEntryRoute(path, query as Record<string, string>)).toEqual(expected);
  });

  it.each([
    ['/app', '/'],
    ['/app/', '/'],
    ['/app/store/1?x=1', '/store/1'],
    ['store/1', '/store/1'],
    ['/application/x', '/application/x'],
  ])('the app path of %s is %s', (path, expected) => {
    expect(appPath(path)).toBe(expected);
  });
});

describe('global query parameters', () => {
  it('picks only the carried parameters', () => {
    expect(
      pickGlobalQuery({
        ownerOperatorKey: 'STORE%3A2',
        platformClientConfigId: '3',
        merchantId: '4',
        storeId: '9',
        stamp: 'x',
      }),
    ).toEqual({ ownerOperatorKey: 'STORE:2', platformClientConfigId: '3', merchantId: '4' });
  });

  it.each([
    ['/pages/me/index', { merchantId: '4' }, '/pages/me/index?merchantId=4'],
    ['/pages/me/index?tab=1', { merchantId: '4' }, '/pages/me/index?tab=1&merchantId=4'],
    ['/pages/me/index?merchantId=5', { merchantId: '4' }, '/pages/me/index?merchantId=5'],
    ['/pages/me/index', { merchantId: undefined }, '/pages/me/index'],
    ['/pages/me/index', { ownerOperatorKey: 'USER:1' }, '/pages/me/index?ownerOperatorKey=USER%3A1'],
  ])('%s with %j is %s', (url, params, expected) => {
    expect(appendQuery(url, params)).toBe(expected);
  });
});
