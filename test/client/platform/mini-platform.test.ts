// The mini-program hosts, with Taro's API replaced by an in-memory fake of wx / my.
import type { Platform } from '@/platform';
import { MiniHeaders } from '@/platform/headers-polyfill';

const mockStorage = new Map<string, unknown>();
const mockRequest = jest.fn();
const mockAccountInfo = jest.fn();

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (key: string) => (mockStorage.has(key) ? mockStorage.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => mockStorage.set(key, value),
    removeStorageSync: (key: string) => mockStorage.delete(key),
    request: (options: unknown) => mockRequest(options),
    getAccountInfoSync: () => mockAccountInfo(),
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
