import { appUrl, deviceId, platformId, request, storage } from '@/platform';
import { DEVICE_ID_KEY } from '@/platform/device-id';
import { createFallbackStorage } from '@/platform/fallback-storage';

function fakeResponse(status: number, headers: Record<string, string>, body: string) {
  return {
    status,
    headers: {
      forEach: (cb: (value: string, key: string) => void) => Object.entries(headers).forEach(([k, v]) => cb(v, k)),
    },
    text: async () => body,
  };
}

describe('browser platform', () => {
  const originalFetch = global.fetch;

  afterEach(() => {
    global.fetch = originalFetch;
    window.localStorage.clear();
  });

  it('sends the request with the cookie and returns status, lower-case headers and raw body', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(fakeResponse(400, { 'content-type': 'application/json' }, '{"code":"invalid_argument"}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    const res = await request({
      url: 'https://api.example.test/grpc/public/x.v1.S/M',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res).toEqual({
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: '{"code":"invalid_argument"}',
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.example.test/grpc/public/x.v1.S/M');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'include' });
  });

  it('gives up after timeoutMs', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    ) as unknown as typeof fetch;
    await expect(request({ url: '/slow', method: 'GET', headers: {}, timeoutMs: 20 })).rejects.toThrow('aborted');
  });

  it('stores strings in localStorage and reads a missing key as null', () => {
    storage.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('keeps working in memory when the browser refuses to store', () => {
    const refusing = createFallbackStorage({
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('QuotaExceededError');
      },
      erase: () => {
        throw new Error('SecurityError');
      },
    });
    expect(refusing.get('k')).toBeNull();
    refusing.set('k', 'v');
    expect(refusing.get('k')).toBe('v');
    refusing.remove('k');
    expect(refusing.get('k')).toBeNull();
  });

  it('makes one device id and keeps it', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceId()).toBe(id);
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it("reports 'web' as its platform id", () => {
    expect(platformId()).toBe('web');
  });

  it('names app pages by this browser’s address under /app', () => {
    expect(appUrl('/pages/me/index')).toBe('http://localhost/app/pages/me/index');
  });
});
