import { copyText, getLocation, loginCode, requestPayment, scanCode as platformScan } from '@/platform';
import { authorizeUrl, h5LoginCode } from '@/platform/h5-login';
import { scanCode } from '@/services/scan';
import { waitFor } from '@testing-library/react';
import { createTestStore } from '../support/test-store';
import { resetHostUi, toastText } from '../support/host-ui';

describe('browser device services', () => {
  afterEach(() => jest.restoreAllMocks());

  it('scanning on the web answers not supported, and the person is told so', async () => {
    resetHostUi();
    createTestStore({ language: 'en' });
    expect(await platformScan()).toEqual({ ok: false, reason: 'notSupported' });
    expect(await scanCode({ scanCode: platformScan })).toBeNull();
    // 45 characters: a modal by the display rule.
    await waitFor(() =>
      expect(document.querySelector('.taro-modal__text')?.textContent).toBe(
        'Scanning is not supported on the web version',
      ),
    );
    createTestStore({ language: 'zh-Hans' });
    await scanCode({ scanCode: platformScan });
    await waitFor(() => expect(toastText()).toBe('网页版不支持扫码'));
  });

  it('reports a refused location as denied', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1 }) },
    });
    expect(await getLocation()).toEqual({ denied: true });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 31.2, longitude: 121.5 } }),
      },
    });
    expect(await getLocation()).toEqual({ denied: false, latitude: 31.2, longitude: 121.5 });
  });

  it('copies through the clipboard API', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    expect(await copyText('abc')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('builds the OAuth authorise address with the default scope and comes back with the code', () => {
    expect(authorizeUrl('wx123', 'https://app.example/app/pages/me/index?a=1', 'snsapi_userinfo', 's1')).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123&redirect_uri=https%3A%2F%2Fapp.example%2Fapp%2Fpages%2Fme%2Findex%3Fa%3D1&response_type=code&scope=snsapi_userinfo&state=s1#wechat_redirect',
    );
    const leaving = { search: '', href: 'https://app.example/app/pages/me/index' } as Location;
    expect(h5LoginCode({ appId: 'wx123', state: 's1' }, leaving)).toEqual({ kind: 'redirecting' });
    expect(leaving.href).toContain('appid=wx123');
    const back = { search: '?code=c-9&state=s1', href: '' } as Location;
    expect(h5LoginCode({ appId: 'wx123' }, back)).toEqual({
      kind: 'code',
      code: 'c-9',
      state: 's1',
      scope: 'snsapi_userinfo',
    });
  });

  it('login without an app id and no code in the address is an error', async () => {
    await expect(loginCode()).rejects.toThrow('official account app id');
  });

  it('pays on the server cashier page', async () => {
    // jsdom cannot navigate; the attempt is what matters.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await requestPayment({ cashierUrl: 'http://localhost/cashier?t=1' })).toBe('redirecting');
  });
});
