import { createMemoryStorage } from '@/platform/memory-storage';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { providerLoginFor, providerRequestFor } from '@/services/platform-login';
import { claimLoginCode, USED_CODES_KEY } from '@/services/used-login-codes';
import { returnMove } from '@/routing/login-return';
import { stackPageOf } from '@/routing/page-stack';
import { passportRedirect } from '@/services/passport-redirect';
import type { PlatformName } from '@/platform';

const host = (name: PlatformName, id = 'app-1') => ({ platformName: () => name, platformId: () => id });

describe('the provider login of each host', () => {
  it('chat-app mini-program: its own app id, the jsCode', () => {
    const provider = providerLoginFor(host('WECHAT_MINI_PROGRAM', 'wx1'))!;
    expect(provider).toMatchObject({
      type: IdentityProviderType.WECHAT_MINI_PROGRAM,
      providerId: 'wx1',
      redirect: false,
    });
    expect(providerRequestFor(provider, { code: 'c' })).toEqual({ jsCode: 'c' });
  });

  it('payment app: scope auth_user', () => {
    const provider = providerLoginFor(host('ALIPAY_MINI_PROGRAM', '2021'))!;
    expect(provider).toMatchObject({ type: IdentityProviderType.ALIPAY, scope: 'auth_user' });
    expect(providerRequestFor(provider, { code: 'a' })).toEqual({ code: 'a', scope: 'auth_user' });
  });

  it('chat-app browser: the official account when the build names one, snsapi_userinfo by default', () => {
    expect(providerLoginFor(host('WECHAT_WEBSITE_APP'), '')).toBeNull();
    const provider = providerLoginFor(host('WECHAT_WEBSITE_APP'), 'wx-oa')!;
    expect(provider).toMatchObject({
      type: IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT,
      providerId: 'wx-oa',
      redirect: true,
    });
    expect(providerRequestFor(provider, { code: 'o', state: 's' })).toEqual({
      code: 'o',
      state: 's',
      scope: 'snsapi_userinfo',
    });
  });

  it.each<PlatformName>(['WEB', 'H5', 'ALIPAY_WEBSITE_APP'])('%s logs in by phone', (name) => {
    expect(providerLoginFor(host(name), 'wx-oa')).toBeNull();
  });
});

describe('official-account codes recorded per day', () => {
  it('refuses a code seen today, forgets yesterday’s', () => {
    const storage = createMemoryStorage();
    const day1 = new Date(2026, 2, 1, 23, 59);
    expect(claimLoginCode(storage, 'c1', day1)).toBe(true);
    expect(claimLoginCode(storage, 'c2', day1)).toBe(true);
    expect(claimLoginCode(storage, 'c1', day1)).toBe(false);
    const day2 = new Date(2026, 2, 2, 0, 1);
    expect(claimLoginCode(storage, 'c1', day2)).toBe(true);
    expect(JSON.parse(storage.get(USED_CODES_KEY)!)).toEqual({ day: '2026-03-02', codes: ['c1'] });
  });

  it('survives a damaged record', () => {
    const storage = createMemoryStorage();
    storage.set(USED_CODES_KEY, '{not json');
    expect(claimLoginCode(storage, 'c1')).toBe(true);
  });
});

describe('where a login returns to', () => {
  const page = (path: string, query: Record<string, string> = {}) => ({ path, query });

  it('back over the login pages to the last other page', () => {
    const stack = [
      page('/pages/home/index'),
      page('/pages/me/index'),
      page('/pages/sub-user/login/index'),
      page('/pages/sub-user/login-code/index'),
    ];
    expect(returnMove(stack, null)).toEqual({ kind: 'back', delta: 2 });
  });

  it('stays when the login finished on an ordinary page', () => {
    expect(returnMove([page('/pages/me/index')], null)).toEqual({ kind: 'stay' });
  });

  it('opens the remembered page, else home, when only login pages are open', () => {
    const stack = [page('/pages/sub-user/login/index'), page('/pages/sub-user/completion-user/index')];
    expect(returnMove(stack, '/pages/sub-user/store-detail/index?storeId=1')).toEqual({
      kind: 'open',
      url: '/pages/sub-user/store-detail/index?storeId=1',
    });
    expect(returnMove(stack, null)).toEqual({ kind: 'open', url: '/pages/home/index' });
  });

  it('reads weapp and H5 pages alike, without the router’s own parameters', () => {
    expect(stackPageOf({ route: 'pages/sub-user/store-detail/index', options: { storeId: '1' } })).toEqual(
      page('/pages/sub-user/store-detail/index', { storeId: '1' }),
    );
    expect(
      stackPageOf({
        path: '/pages/sub-user/store-detail/index?storeId=1&stamp=3',
        route: '/pages/sub-user/store-detail/index',
      }),
    ).toEqual(page('/pages/sub-user/store-detail/index', { storeId: '1' }));
  });
});

describe('the passport redirect a login may follow', () => {
  it.each([
    // Raw from the address (the router does not decode): the passport page's own encoding survives.
    [encodeURIComponent('/passport?redirect=%2Fapp'), '/passport?redirect=%2Fapp'],
    [encodeURIComponent('/passport?redirect=/app/pages/me/index'), '/passport?redirect=/app/pages/me/index'],
    ['/passport', '/passport'],
    ['/passports', null],
    ['//evil.example/passport', null],
    ['https://evil.example/passport', null],
    ['/app/pages/me/index', null],
    [undefined, null],
  ])('%s', (value, expected) => {
    expect(passportRedirect(value)).toBe(expected);
  });
});
