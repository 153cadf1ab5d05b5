// The mini-program hosts, with Taro's API replaced by an in-memory fake of wx / my.
import type { Platform } from '@/platform';
import { MiniHeaders } from '@/platform/headers-polyfill';

const mockStorage = new Map<string, unknown>();
const mockRequest = jest.fn();
const mockAccountInfo = jest.fn();
const mockHost = {
  login: jest.fn(),
  getLocation: jest.fn(),
  requestPayment: jest.fn(),
  scanCode: jest.fn(),
  setNavigationBarColor: jest.fn(),
};

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (key: string) => (mockStorage.has(key) ? mockStorage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => mockStorage.set(key, value),
    removeStorageSync: (key: string) => mockStorage.delete(key),
    request: (options: unknown) => mockRequest(options),
    getAccountInfoSync: () => mockAccountInfo(),
    getSystemInfoSync: () => ({ language: 'zh_HK', statusBarHeight: 47, windowWidth: 390 }),
    getMenuButtonBoundingClientRect: () => ({ top: 51, left: 296, height: 32 }),
    login: (o: unknown) => mockHost.login(o),
    getLocation: (o: unknown) => mockHost.getLocation(o),
    requestPayment: (o: unknown) => mockHost.requestPayment(o),
    scanCode: (o: unknown) => mockHost.scanCode(o),
    setNavigationBarColor: (o: unknown) => mockHost.setNavigationBarColor(o),
  },
}));

type Host = 'weapp' | 'alipay';

function load(host: Host): Platform {
  let platform!: Platform;
  jest.isolateModules(() => {
    platform = (require(`@/platform/index.${host}`) as { platform: Platform }).platform;
  });
  return platform;
}

const post = {
  url: 'https://api.example.test/grpc/public/x.v1.S/M',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: '{"a":"1"}',
};

beforeEach(() => {
  for (const fn of Object.values(mockHost)) fn.mockReset().mockResolvedValue({});
  mockStorage.clear();
  mockRequest.mockReset();
  mockAccountInfo.mockReset();
});

describe.each<[Host, string]>([
  ['weapp', 'WECHAT_MINI_PROGRAM'],
  ['alipay', 'ALIPAY_MINI_PROGRAM'],
])('%s platform', (host, name) => {
  it(`names itself ${name}`, () => {
    expect(load(host).platformName()).toBe(name);
  });

  it('reports the app id, or web when the host cannot say', () => {
    mockAccountInfo.mockReturnValue({ miniProgram: { appId: 'wx1234567890' } });
    expect(load(host).platformId()).toBe('wx1234567890');
    mockAccountInfo.mockImplementation(() => {
      throw new Error('not supported');
    });
    expect(load(host).platformId()).toBe('web');
  });

  it('keeps the body a raw string and lower-cases response headers', async () => {
    mockRequest.mockResolvedValue({
      statusCode: 200,
      header: { 'Content-Type': 'application/json' },
      data: '{"n":"1"}',
    });
    const res = await load(host).request(post);
    expect(res).toEqual({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"n":"1"}' });
    expect(mockRequest).toHaveBeenCalledWith(
      expect.objectContaining({ url: post.url, method: 'POST', data: '{"a":"1"}', dataType: 'text' }),
    );
  });

  it('keeps the session cookie and sends it on later requests, also after a restart', async () => {
    mockRequest.mockResolvedValueOnce({
      statusCode: 200,
      header: { 'Set-Cookie': 'sid=abc; Path=/; HttpOnly' },
      data: '{}',
    });
    mockRequest.mockResolvedValue({ statusCode: 200, header: {}, data: '{}' });
    const platform = load(host);
    await platform.request(post);
    await platform.request(post);
    expect(mockRequest.mock.calls[1][0].header).toMatchObject({ cookie: 'sid=abc' });
    await load(host).request(post);
    expect(mockRequest.mock.calls[2][0].header).toMatchObject({ cookie: 'sid=abc' });
  });

  it('rejects when no response arrived', async () => {
    mockRequest.mockRejectedValue({ errMsg: 'request:fail timeout' });
    await expect(load(host).request(post)).rejects.toBeTruthy();
  });

  it('stores strings and keeps one device id', () => {
    const platform = load(host);
    platform.storage.set('k', 'v');
    expect(platform.storage.get('k')).toBe('v');
    platform.storage.remove('k');
    expect(platform.storage.get('k')).toBeNull();
    const id = platform.deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(load(host).deviceId()).toBe(id);
  });

  it('installs a Headers global when the host has none', () => {
    const g = globalThis as { Headers?: unknown };
    const original = g.Headers;
    delete g.Headers;
    try {
      load(host);
      // isolateModules loads its own copy of the class, so compare by behaviour.
      const Installed = g.Headers as typeof MiniHeaders;
      expect(Installed.name).toBe(MiniHeaders.name);
      expect(new Installed({ 'Content-Type': 'text/plain' }).get('content-type')).toBe('text/plain');
    } finally {
      g.Headers = original;
    }
  });
});

describe.each<Host>(['weapp', 'alipay'])('%s device services', (host) => {
  it('reads the device language and lines the bar up with the capsule button', () => {
    const platform = load(host);
    expect(platform.deviceLanguage()).toBe('zh_HK');
    expect(platform.navBarMetrics()).toEqual({ statusBarHeight: 47, navBarHeight: 40, capsuleWidth: 94 });
  });

  it('reports a refused location as denied', async () => {
    mockHost.getLocation.mockRejectedValue({ errMsg: 'getLocation:fail auth deny' });
    expect(await load(host).getLocation()).toEqual({ denied: true });
    mockHost.getLocation.mockResolvedValue({ latitude: 22.3, longitude: 114.2 });
    expect(await load(host).getLocation()).toEqual({ denied: false, latitude: 22.3, longitude: 114.2 });
  });

  it('scans with the camera, telling a cancel from a failure', async () => {
    mockHost.scanCode.mockResolvedValue({ result: 'VERIFY-1' });
    expect(await load(host).scanCode()).toEqual({ ok: true, text: 'VERIFY-1' });
    mockHost.scanCode.mockRejectedValue({ errMsg: 'scanCode:fail cancel' });
    expect(await load(host).scanCode()).toEqual({ ok: false, reason: 'cancelled' });
    mockHost.scanCode.mockRejectedValue({ errMsg: 'scanCode:fail' });
    expect(await load(host).scanCode()).toEqual({ ok: false, reason: 'failed' });
  });

  it('colours the status bar for the theme', () => {
    load(host).applyTheme({ text: 'white', background: '#07a35a' }, {});
    expect(mockHost.setNavigationBarColor).toHaveBeenCalledWith({ frontColor: '#ffffff', backgroundColor: '#07a35a' });
  });

  it('has no address to clean', () => {
    expect(load(host).removeQueryParamAndReload('passport_code')).toBe(false);
  });

  it('has no browser to send elsewhere and no web address of its own', () => {
    expect(load(host).leaveTo('https://api.example.test/passport')).toBe(false);
    expect(load(host).appUrl('/pages/me/index')).toBe('');
  });
});

describe('weapp login and payment', () => {
  it('logs in with the chat-app mini-program code', async () => {
    mockHost.login.mockResolvedValue({ code: 'js-code-1' });
    expect(await load('weapp').loginCode()).toEqual({ kind: 'code', code: 'js-code-1' });
  });

  it.each([
    [{ errMsg: 'requestPayment:ok' }, true, 'paid'],
    [{ errMsg: 'requestPayment:fail cancel' }, false, 'cancelled'],
    [{ errMsg: 'requestPayment:fail' }, false, 'failed'],
  ])('pays through the host: %j', async (answer, ok, expected) => {
    if (ok) mockHost.requestPayment.mockResolvedValue(answer);
    else mockHost.requestPayment.mockRejectedValue(answer);
    const wechat = { timeStamp: '1', nonceStr: 'n', package: 'prepay_id=1', signType: 'RSA', paySign: 's' };
    expect(await load('weapp').requestPayment({ wechat, cashierUrl: '' })).toBe(expected);
    expect(mockHost.requestPayment).toHaveBeenCalledWith(expect.objectContaining({ package: 'prepay_id=1' }));
  });
});

describe('alipay login and payment', () => {
  const my = { getAuthCode: jest.fn(), tradePay: jest.fn() };
  beforeEach(() => {
    (globalThis as { my?: unknown }).my = my;
    my.getAuthCode.mockReset();
    my.tradePay.mockReset();
  });
  afterEach(() => {
    delete (globalThis as { my?: unknown }).my;
  });

  it('asks for an auth code with scope auth_user', async () => {
    my.getAuthCode.mockImplementation((o: { success(r: unknown): void }) => o.success({ authCode: 'auth-1' }));
    expect(await load('alipay').loginCode()).toEqual({ kind: 'code', code: 'auth-1', scope: 'auth_user' });
    expect(my.getAuthCode.mock.calls[0][0].scopes).toBe('auth_user');
  });

  it.each([
    ['9000', 'paid'],
    ['8000', 'pending'],
    ['6004', 'pending'],
    ['6001', 'cancelled'],
    ['4000', 'failed'],
  ])('trade pay result %s is %s', async (resultCode, expected) => {
    my.tradePay.mockImplementation((o: { success(r: unknown): void }) => o.success({ resultCode }));
    expect(await load('alipay').requestPayment({ alipayTradeNo: 'T1', cashierUrl: '' })).toBe(expected);
  });
});

describe('weapp platform', () => {
  it('asks for a text response and prefers the separate cookies list', async () => {
    mockRequest.mockResolvedValueOnce({
      statusCode: 200,
      header: { 'Set-Cookie': 'ignored=1' },
      cookies: ['sid=xyz; Path=/', 'lang=en'],
      data: '',
    });
    mockRequest.mockResolvedValue({ statusCode: 200, header: {}, data: '' });
    const platform = load('weapp');
    await platform.request(post);
    await platform.request(post);
    expect(mockRequest.mock.calls[0][0]).toMatchObject({ responseType: 'text' });
    expect(mockRequest.mock.calls[1][0].header.cookie).toBe('sid=xyz; lang=en');
  });
});

describe('alipay platform', () => {
  it('returns an error status that the host reports as a failure', async () => {
    mockRequest.mockRejectedValue({
      error: 19,
      errorMessage: 'http status error',
      status: 401,
      headers: { 'Content-Type': 'application/json' },
      data: '{"code":"unauthenticated","message":"log in"}',
    });
    await expect(load('alipay').request(post)).resolves.toEqual({
      status: 401,
      headers: { 'content-type': 'application/json' },
      body: '{"code":"unauthenticated","message":"log in"}',
    });
  });

  it('rejects with the host message when there is no response', async () => {
    mockRequest.mockRejectedValue({ error: 12, errorMessage: 'network error' });
    await expect(load('alipay').request(post)).rejects.toThrow('network error');
  });
});

describe('every host', () => {
  it('exports the same names as the browser implementation that index.ts re-exports', () => {
    const names = (m: object) => Object.keys(m).sort();
    const browser = names(jest.requireActual('@/platform/index.h5'));
    expect(names(require('@/platform/index.weapp'))).toEqual(browser);
    expect(names(require('@/platform/index.alipay'))).toEqual(browser);
    expect(names(require('@/platform'))).toEqual(browser);
  });
});
