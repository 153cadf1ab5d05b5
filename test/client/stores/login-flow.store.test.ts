import { LoginService } from '@/gen/identity/v1/login_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { AccountService } from '@/gen/identity/v1/account_service_pb';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { act, waitFor } from '@testing-library/react';
import type { Platform } from '@/platform';
import { createMemoryStorage } from '@/platform/memory-storage';
import { sessionKeyStorageKey } from '@/services/session-key';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import { LOGIN_DEBOUNCE_MS, RETURN_URL_KEY } from '@/stores/login-flow.store';
import { answer, fakeNetwork, type CannedRoutes, refusal, uncheckedAnswer } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { modalText, resetHostUi, toastText } from '../support/host-ui';
import { A_DINER, DINER_USER, RPC, bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** Long enough for the host to have drawn a toast, had there been one. */
const settled = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
const shows = (text: string) => waitFor(() => expect(toastText() || modalText()).toBe(text));

function weapp(code = 'js-1'): Partial<Platform> {
  return {
    platformName: () => 'WECHAT_MINI_PROGRAM',
    platformId: () => 'wx-app',
    loginCode: jest.fn(async () => ({ kind: 'code' as const, code })),
    appUrl: () => '',
    leaveTo: () => false,
  };
}

function storeWith(routes: CannedRoutes, platform: Partial<Platform> = {}) {
  const network = fakeNetwork(routes);
  const storage = createMemoryStorage();
  const store = createTestStore({ request: network.request, storage, platform });
  return { store, network, storage };
}

beforeEach(() => {
  resetHostUi();
  openPages('/pages/me/index', '/pages/sub-user/login/index');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete process.env.TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID;
});

describe('the login state machine (spec section 4)', () => {
  it('a chat-app mini-program login: attempting while it runs, a second start ignored, then logged in with its key', async () => {
    const nav = watchNavigation();
    let release!: () => void;
    const { store, network, storage } = storeWith(
      [
        answer(
          LoginService.method.login,
          () =>
            new Promise((resolve) => {
              release = () => resolve({ user: DINER_USER, sessionKey: 'mini-key' });
            }),
        ),
        answer(StaffStandingService.method.getMyStaffStanding, {}),
        answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
      ],
      weapp(),
    );
    expect(store.login.state).toBe('loggedOut');
    store.login.start({ relogin: true });
    await flush();
    expect(store.login.state).toBe('attempting');
    store.login.start({ relogin: true });
    await flush();
    expect(callsTo(network.calls, RPC.login)).toHaveLength(1);
    expect(bodyOf(callsTo(network.calls, RPC.login)[0])).toEqual({
      providerType: 'WECHAT_MINI_PROGRAM',
      providerId: 'wx-app',
      providerRequest: { jsCode: 'js-1' },
      // The account keeps the app's language: its messages are written in it.
      language: 'zh-Hans',
    });
    release();
    await flush();
    expect(store.login.state).toBe('loggedIn');
    expect(storage.get(sessionKeyStorageKey('WECHAT_MINI_PROGRAM', 'wx-app'))).toBe('mini-key');
    // Back to the me page it started from.
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 1 });
  });

  it('starts within 200 ms are one login; relogin does not wait', async () => {
    jest.useFakeTimers();
    const platform = weapp();
    const { store } = storeWith(
      [answer(LoginService.method.login, refusal('failed_precondition', 'chat-app login failed'))],
      platform,
    );
    store.session.startLogin();
    store.session.startLogin();
    await act(async () => {
      jest.advanceTimersByTime(LOGIN_DEBOUNCE_MS - 1);
    });
    expect(platform.loginCode).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(platform.loginCode).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    store.login.start({ relogin: true });
    expect(platform.loginCode).toHaveBeenCalledTimes(2);
  });

  it('a failed call on the web opens the login page once (no provider login there)', async () => {
    jest.useFakeTimers();
    openPages('/pages/home/index');
    const nav = watchNavigation();
    const { store } = storeWith([]);
    store.session.startLogin();
    store.session.startLogin();
    await act(async () => {
      jest.advanceTimersByTime(LOGIN_DEBOUNCE_MS);
    });
    expect(nav.navigateTo).toHaveBeenCalledTimes(1);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' });
  });

  it('a provider user without a phone is asked to agree, then goes to login-phone', async () => {
    const nav = watchNavigation();
    const { store } = storeWith(
      [answer(LoginService.method.login, { user: { model: { id: '9' } }, sessionKey: 'k' })],
      weapp(),
    );
    store.login.start({ relogin: true });
    await flush();
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.phoneLoggedIn).toBe(false);
    expect(store.login.agreement.dialogOpen).toBe(true);
    expect(nav.navigateTo).not.toHaveBeenCalled();
    store.login.agreement.agreeAndContinue();
    await flush();
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login-phone/index?type=agree' });
    expect(store.login.bindingPhone).toBe(true);
  });

  it('a provider login without a phone started on another page opens the login page to ask for the agreement', async () => {
    openPages('/pages/sub-user/store-detail/index');
    const nav = watchNavigation();
    const { store } = storeWith(
      [answer(LoginService.method.login, { user: { model: { id: '9' } }, sessionKey: 'k' })],
      weapp(),
    );
    store.login.start({ relogin: true });
    await flush();
    expect(store.login.agreement.dialogOpen).toBe(true);
    expect(nav.opened()).toEqual(['/pages/sub-user/login/index']);
  });

  it('the payment app asks for scope auth_user; its refusal is "payment-app login failed"', async () => {
    const getAuthCode = jest.fn(async () => ({ kind: 'code' as const, code: 'auth-1', scope: 'auth_user' }));
    const alipay = {
      platformName: () => 'ALIPAY_MINI_PROGRAM' as const,
      platformId: () => '2021',
      loginCode: getAuthCode,
    };
    const { store, network } = storeWith(
      [answer(LoginService.method.login, refusal('failed_precondition', 'payment-app login failed'))],
      alipay,
    );
    store.login.start({ relogin: true });
    await flush();
    expect(getAuthCode).toHaveBeenCalledWith({ scope: 'auth_user' });
    expect(bodyOf(callsTo(network.calls, RPC.login)[0])).toEqual({
      providerType: 'ALIPAY',
      providerId: '2021',
      providerRequest: { code: 'auth-1', scope: 'auth_user' },
      language: 'zh-Hans',
    });
    await shows('支付宝登录失败');
    expect(store.login.state).toBe('loggedOut');

    // The host itself refusing (the person declined) says the same.
    resetHostUi();
    getAuthCode.mockRejectedValueOnce(new Error('getAuthCode failed: user cancelled'));
    store.login.start({ relogin: true });
    await flush();
    await shows('支付宝登录失败');
  });

  it('without a provider app on the server (the demo) a started login falls back to the login page', async () => {
    openPages('/pages/home/index');
    const nav = watchNavigation();
    const { store } = storeWith(
      [answer(LoginService.method.login, refusal('failed_precondition', 'this login method is not available'))],
      weapp(),
    );
    store.login.start({ relogin: true });
    await flush();
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' });
    await settled();
    expect(toastText()).toBe('');

    // Pressed on the login page itself, it says so instead.
    openPages('/pages/sub-user/login/index');
    store.login.start({ relogin: true });
    await flush();
    await shows('暂不支持此登录方式');
  });
});

describe('the official account in the chat-app browser', () => {
  const wechatBrowser = (leaveTo = jest.fn(() => true)) => ({
    platformName: () => 'WECHAT_WEBSITE_APP' as const,
    appUrl: (path: string) => `https://app.example.test/app${path}`,
    leaveTo,
  });

  it('gets a state from BeforeLogin and leaves for the authorisation page with snsapi_userinfo', async () => {
    process.env.TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID = 'wx-oa';
    const assign = jest.fn();
    const { store, network } = storeWith(
      [answer(LoginService.method.beforeLogin, { providerResponse: { state: 'state-1' } })],
      {
        ...wechatBrowser(),
        // The host's redirect (h5-login.ts) as the browser would do it.
        loginCode: async (request) => {
          assign(request);
          return { kind: 'redirecting' as const };
        },
      },
    );
    store.login.start({ relogin: true });
    await flush();
    expect(bodyOf(callsTo(network.calls, RPC.beforeLogin)[0])).toEqual({
      providerType: 'WECHAT_OFFICIAL_ACCOUNT',
      providerId: 'wx-oa',
      providerRequest: {
        redirectUri: 'https://app.example.test/app/pages/sub-user/login/index',
        scope: 'snsapi_userinfo',
      },
    });
    expect(assign).toHaveBeenCalledWith({ appId: 'wx-oa', scope: 'snsapi_userinfo', state: 'state-1' });
    expect(callsTo(network.calls, RPC.login)).toHaveLength(0);
  });

  it('logs in with the code it came back with, once: the same code again today is "code already used"', async () => {
    process.env.TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID = 'wx-oa';
    openPages('/pages/sub-user/login/index?code=oa-code&state=s1');
    const nav = watchNavigation();
    const { store, network, storage } = storeWith(
      [
        answer(LoginService.method.login, { user: DINER_USER, sessionKey: '' }),
        answer(StaffStandingService.method.getMyStaffStanding, {}),
        answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
      ],
      wechatBrowser(),
    );
    storage.set(RETURN_URL_KEY, '/pages/me/index');
    await store.login.resumeRedirectLogin({ code: 'oa-code', state: 's1' });
    expect(bodyOf(callsTo(network.calls, RPC.login)[0])).toEqual({
      providerType: 'WECHAT_OFFICIAL_ACCOUNT',
      providerId: 'wx-oa',
      providerRequest: { code: 'oa-code', state: 's1', scope: 'snsapi_userinfo' },
      language: 'zh-Hans',
    });
    // The stack was lost on the round trip: the remembered page opens.
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: '/pages/me/index' });

    await store.login.resumeRedirectLogin({ code: 'oa-code', state: 's1' });
    expect(callsTo(network.calls, RPC.login)).toHaveLength(1);
    await shows('授权码已使用');
  });
});

describe('phone and SMS', () => {
  it('sends a login code once per cooldown and logs in with it', async () => {
    openPages(
      '/pages/me/index',
      '/pages/sub-user/login/index',
      '/pages/sub-user/login-phone/index',
      '/pages/sub-user/login-code/index',
    );
    const nav = watchNavigation();
    const { store, network } = storeWith([
      answer(LoginService.method.sendVerificationCode, { expireSeconds: 300, resendAfterSeconds: 60 }),
      answer(LoginService.method.login, { user: DINER_USER, sessionKey: '' }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    ]);
    expect(await store.login.sendCode('86', '13800000001')).toBe(true);
    expect(await store.login.sendCode('86', '13800000001')).toBe(true);
    expect(callsTo(network.calls, RPC.sendCode)).toHaveLength(1);
    expect(bodyOf(network.calls[0])).toEqual({
      phoneRegionCode: '86',
      phone: '13800000001',
      purpose: 'LOGIN',
      language: 'zh-Hans',
    });
    expect(store.login.codes.resendAt('86', '13800000001')).toBeGreaterThan(Date.now() + 59_000);

    expect(await store.login.submitCode('86', '13800000001', '123456')).toBe(true);
    expect(bodyOf(callsTo(network.calls, RPC.login)[0])).toEqual({
      providerType: 'SMS',
      providerRequest: { phoneRegionCode: '86', phone: '13800000001', verificationCode: '123456' },
      language: 'zh-Hans',
    });
    expect(store.session.user?.nickname).toBe('Demo Diner');
    // Over login-code, login-phone and login, back to the me page.
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 3 });
  });

  it('a wrong code leaves the person logged out, with the server reason shown', async () => {
    const { store } = storeWith([
      answer(LoginService.method.login, refusal('invalid_argument', 'verification code error')),
    ]);
    expect(await store.login.submitCode('86', '13800000001', '000000')).toBe(false);
    expect(store.login.state).toBe('loggedOut');
    await shows('验证码错误');
  });

  it('a diner with no diner record goes to profile completion instead of back', async () => {
    openPages('/pages/me/index', '/pages/sub-user/login/index', '/pages/sub-user/login-code/index');
    const nav = watchNavigation();
    const { store } = storeWith([
      answer(LoginService.method.login, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
      answer(UserDinerService.method.listUserDiners, {}),
    ]);
    await store.login.submitCode('86', '13800000001', '123456');
    expect(nav.redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/completion-user/index' });
    expect(nav.navigateBack).not.toHaveBeenCalled();
  });

  it('an administrator with no diner record goes back where they were, not to profile completion', async () => {
    openPages('/pages/me/index', '/pages/sub-user/login/index', '/pages/sub-user/login-code/index');
    const nav = watchNavigation();
    const { store } = storeWith([
      answer(LoginService.method.login, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, { isAdmin: true }),
      answer(UserDinerService.method.listUserDiners, {}),
    ]);
    await store.login.submitCode('86', '13800000003', '123456');
    expect(nav.opened()).not.toContain('/pages/sub-user/completion-user/index');
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 2 });
  });

  it('binds the phone of a provider login instead of logging in again', async () => {
    const { store, network } = storeWith([
      answer(LoginService.method.sendVerificationCode, { resendAfterSeconds: 60 }),
      answer(AccountService.method.bindPhone, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    ]);
    watchNavigation();
    store.session.setSession('mini-key', { model: { id: '9' } } as never);
    await store.login.sendCode('86', '13800000001');
    expect(bodyOf(callsTo(network.calls, RPC.sendCode)[0]).purpose).toBe('BIND_PHONE');
    await store.login.submitCode('86', '13800000001', '654321');
    expect(bodyOf(callsTo(network.calls, RPC.bindPhone)[0])).toEqual({
      providerType: 'SMS',
      phoneRegionCode: '86',
      phone: '13800000001',
      verificationCode: '654321',
    });
    expect(callsTo(network.calls, RPC.login)).toHaveLength(0);
    expect(store.session.phoneLoggedIn).toBe(true);
    expect(store.session.sessionKey).toBe('mini-key');
  });
});

describe('staff logging in to the diner app', () => {
  const staffRoutes = [
    answer(LoginService.method.login, { user: { ...DINER_USER, model: { id: '8' } } }),
    answer(StaffStandingService.method.getMyStaffStanding, {
      isStaff: true,
      merchantList: [
        {
          merchantId: '1',
          merchantName: 'Jade Garden',
          wholeMerchant: true,
          role: StaffRole.MANAGER,
          storeIdList: ['1', '2'],
        },
      ],
      storeIdList: ['1', '2'],
    }),
    answer(UserDinerService.method.listUserDiners, {}),
  ];

  it('are offered the merchant tools; jumping makes them store staff on home, with no profile completion', async () => {
    const nav = watchNavigation();
    const { store, network } = storeWith(staffRoutes);
    const done = store.login.submitCode('86', '13800000002', '123456');
    await flush();
    expect(store.staffStanding.prompt).toEqual({ merchantName: 'Jade Garden' });
    store.staffStanding.answerPrompt('jump', false);
    await done;
    expect(store.operator.type).toBe('STORE');
    expect(store.operator.storeId).toBe('1');
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation });
    expect(callsTo(network.calls, RPC.listDiners)).toHaveLength(0);
  });

  it('not jumping goes on as a diner; a remembered choice is not asked again', async () => {
    const nav = watchNavigation();
    const { store, storage } = storeWith(staffRoutes);
    const done = store.login.submitCode('86', '13800000002', '123456');
    await flush();
    store.staffStanding.answerPrompt('stay', true);
    await done;
    expect(store.operator.type).toBe('USER');
    expect(nav.redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/completion-user/index' });
    expect(storage.get('staff.promptChoice.8')).toBe('stay');

    store.session.clearSession();
    await store.login.submitCode('86', '13800000002', '123456');
    expect(store.staffStanding.prompt).toBeNull();
    expect(nav.redirectTo).toHaveBeenCalledTimes(2);
  });
});

describe('passports and the web browser', () => {
  const browser = (leaveTo: jest.Mock) => ({
    platformName: () => 'H5' as const,
    appUrl: (path: string) => `http://app.test/app${path}`,
    leaveTo,
  });

  it('a logged-in browser opening the login page is sent to the passport page with the way back', async () => {
    const leaveTo = jest.fn(() => true);
    const { store } = storeWith([], browser(leaveTo));
    store.session.setSession('', DINER_USER as never);
    openPages('/pages/sub-user/setting/index', '/pages/sub-user/login/index');
    store.login.loginPageOpened({});
    expect(store.login.sendLoggedInBrowserToPassport()).toBe(true);
    expect(leaveTo).toHaveBeenCalledWith(
      `http://app.test/passport?redirect=${encodeURIComponent('http://app.test/app/pages/sub-user/setting/index')}`,
    );
  });

  it('a logged-out browser stays on the login page', () => {
    const leaveTo = jest.fn(() => true);
    const { store } = storeWith([], browser(leaveTo));
    store.login.loginPageOpened({});
    expect(store.login.sendLoggedInBrowserToPassport()).toBe(false);
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('a login asked for by the passport page goes back to it; other redirects are ignored', async () => {
    const leaveTo = jest.fn(() => true);
    const { store } = storeWith([answer(LoginService.method.login, { user: DINER_USER })], browser(leaveTo));
    store.login.loginPageOpened({ redirect: encodeURIComponent('/passport?redirect=/app/pages/me/index') });
    await store.login.submitCode('86', '13800000001', '123456');
    expect(leaveTo).toHaveBeenCalledWith('http://app.test/passport?redirect=/app/pages/me/index');

    store.login.loginPageOpened({ redirect: 'https://evil.example/steal' });
    expect(store.login.redirect).toBeNull();
    store.login.loginPageOpened({ redirect: '//evil.example/passport' });
    expect(store.login.redirect).toBeNull();
  });

  it('a passport code logs in with PASSPORT once, and a bad code leaves the person as they were', async () => {
    const { store, network } = storeWith([
      answer(LoginService.method.login, (request) =>
        bodyOf(request).providerRequest &&
        (bodyOf(request).providerRequest as { passportCode: string }).passportCode === 'good'
          ? { user: DINER_USER, sessionKey: '' }
          : refusal('invalid_argument', 'passport code is invalid or expired'),
      ),
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    ]);
    expect(await store.session.relogin('bad')).toBe(true);
    expect(store.session.loggedIn).toBe(false);
    await settled();
    expect(toastText()).toBe('');
    expect(await store.session.relogin('good')).toBe(true);
    expect(bodyOf(callsTo(network.calls, RPC.login)[1])).toEqual({
      providerType: 'PASSPORT',
      providerRequest: { passportCode: 'good' },
    });
    expect(store.session.user?.nickname).toBe('Demo Diner');
  });
});

describe('logging out', () => {
  it('ends the session on the server and here, and shows the me page as a diner', async () => {
    const nav = watchNavigation();
    const { store, network } = storeWith([answer(AccountService.method.logOut, {})]);
    store.session.setSession('k', DINER_USER as never);
    store.operator.setType('STORE');
    expect(await store.login.logOut()).toBe(true);
    expect(callsTo(network.calls, RPC.logOut)).toHaveLength(1);
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.sessionKey).toBe('');
    expect(store.operator.type).toBe('USER');
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: '/pages/me/index' });
  });

  it('a session already ended elsewhere still logs out here, without starting a login', async () => {
    openPages('/pages/me/index');
    const nav = watchNavigation();
    const { store } = storeWith([
      answer(AccountService.method.logOut, refusal('unauthenticated', 'unauthenticated', 401)),
    ]);
    store.session.setSession('k', DINER_USER as never);
    expect(await store.login.logOut()).toBe(true);
    expect(store.session.loggedIn).toBe(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, LOGIN_DEBOUNCE_MS + 50)));
    expect(nav.opened()).toEqual(['/pages/me/index']);
  });

  it('a server failure keeps the person logged in and says so', async () => {
    const { store } = storeWith([answer(AccountService.method.logOut, uncheckedAnswer({ status: 503, body: {} }))]);
    store.session.setSession('k', DINER_USER as never);
    expect(await store.login.logOut()).toBe(false);
    expect(store.session.loggedIn).toBe(true);
    await shows('服务器繁忙，请稍后再试');
  });
});
