import Taro from '@tarojs/taro';
import { Current } from '@tarojs/runtime';
import { createMemoryStorage } from '@/platform/memory-storage';
import { sessionKeyStorageKey } from '@/services/session-key';
import { LOGIN_DEBOUNCE_MS } from '@/stores/login-flow.store';
import { LAST_PASSPORT_CODE_KEY } from '@/stores/session.store';
import { answer, fakeNetwork } from '../support/fake-network';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { createTestStore } from '../support/test-store';

describe('session', () => {
  beforeEach(() => {
    Current.router = { path: '/pages/me/index', params: {} } as never;
  });
  afterEach(() => jest.restoreAllMocks());

  it('takes the session the server reports and keeps its key per platform and platform id', async () => {
    const storage = createMemoryStorage();
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, {
        sessionKey: 'key-1',
        user: { model: { id: '42' }, phone: '13800000001', nickname: 'Ann' },
      }),
    ]);
    const inApp = (appId: string) => ({ platformName: () => 'H5' as const, platformId: () => appId });
    const store = createTestStore({ storage, request: network.request, platform: inApp('wx-a') });
    expect(store.session.loggedIn).toBe(false);
    await store.session.loadCurrentSession();
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.phoneLoggedIn).toBe(true);
    expect(store.session.userId).toBe('42');
    expect(storage.get(sessionKeyStorageKey('H5', 'wx-a'))).toBe('key-1');
    // Another app id on the same device does not see it.
    expect(createTestStore({ storage, platform: inApp('wx-b') }).session.sessionKey).toBe('');
    expect(createTestStore({ storage, platform: inApp('wx-a') }).session.sessionKey).toBe('key-1');
  });

  it('sends the kept session key on later calls', async () => {
    const storage = createMemoryStorage();
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'key-9', user: { model: { id: '1' } } }),
    ]);
    const store = createTestStore({ storage, request: network.request });
    await store.session.loadCurrentSession();
    await store.session.loadCurrentSession();
    expect(network.calls[0].headers['x-session-key']).toBeUndefined();
    expect(network.calls[1].headers['x-session-key']).toBe('key-9');
  });

  it('a user without a phone is logged in but not phone-logged', async () => {
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: { model: { id: '1' } } }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    expect([store.session.loggedIn, store.session.phoneLoggedIn]).toEqual([true, false]);
  });

  it('startLogin opens the login page once within the debounce, and not from the login page', async () => {
    jest.useFakeTimers();
    try {
      const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
      const store = createTestStore();
      store.session.startLogin();
      store.session.startLogin();
      jest.advanceTimersByTime(LOGIN_DEBOUNCE_MS - 1);
      expect(navigateTo).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(navigateTo).toHaveBeenCalledTimes(1);
      expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' });

      Current.router = { path: '/pages/sub-user/login/index', params: {} } as never;
      store.session.startLogin();
      jest.advanceTimersByTime(LOGIN_DEBOUNCE_MS);
      expect(navigateTo).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('relogin runs once per passport code', async () => {
    const storage = createMemoryStorage();
    const store = createTestStore({ storage });
    expect(await store.session.relogin('code-1')).toBe(true);
    expect(storage.get(LAST_PASSPORT_CODE_KEY)).toBe('code-1');
    expect(await store.session.relogin('code-1')).toBe(false);
    expect(await createTestStore({ storage }).session.relogin('code-1')).toBe(false);
    expect(await store.session.relogin('code-2')).toBe(true);
    expect(await store.session.relogin('')).toBe(false);
  });
});
