import { act, fireEvent, waitFor } from '@testing-library/react';
import LoginPage from '@/pages/sub-user/login/index';
import type { Platform } from '@/platform';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, jsonFile, refusal, type CannedRoutes } from '../support/fake-network';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { LoginService } from '@/gen/identity/v1/login_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { DINER_USER } from '../support/identity-network';
import { dialogGone, dialogShown, dialogTitle, openDialog, tapDialogButton } from '../support/nut-dialog';
import { createTestStore } from '../support/test-store';

const LOGIN = '/pages/sub-user/login/index';

function text(container: HTMLElement, selector: string): string {
  return container.querySelector(selector)?.textContent ?? '';
}

async function boot(routes: CannedRoutes = [], platform: Partial<Platform> = {}, params = {}) {
  const network = fakeNetwork(routes);
  const store = createTestStore({ request: network.request, platform });
  const page = await bootPage(LoginPage, { path: LOGIN, params, store });
  return { ...page, network };
}

beforeEach(() => openPages('/pages/me/index', LOGIN));
afterEach(() => jest.restoreAllMocks());

describe('the default login screen', () => {
  it('shows the cover, the logo, the tagline and, on the web, the phone login', async () => {
    const { container } = await boot();
    expect(container.querySelector('.login-screen--default .login-screen__cover')).not.toBeNull();
    expect(container.querySelector('.login-screen__logo')).not.toBeNull();
    expect(text(container, '.login-screen__tagline')).toBe('订座、饭局，一步到位');
    expect(text(container, '.login-buttons__primary')).toBe('手机号登录');
    expect(container.querySelector('.login-buttons__phone')).toBeNull();
    expect(text(container, '.agreement')).toBe('我已阅读并同意《用户协议》和《隐私政策》');
  });

  it('asks for the agreement first: wait stays, agree and login ticks it and goes on', async () => {
    const nav = watchNavigation();
    const { container, store } = await boot();
    fireEvent.click(container.querySelector('.login-buttons__primary')!);
    const dialog = await dialogShown();
    expect(dialogTitle(dialog)).toBe('用户协议与隐私政策');
    expect(text(dialog, '.nut-dialog-footer-cancel')).toBe('再想想');
    expect(text(dialog, '.nut-dialog-footer-ok')).toBe('同意并登录');
    await tapDialogButton(dialog, 'cancel');
    await dialogGone();
    expect(nav.navigateTo).not.toHaveBeenCalled();
    expect(store.login.agreement.agreed).toBe(false);

    fireEvent.click(container.querySelector('.login-buttons__primary')!);
    await tapDialogButton(await dialogShown(), 'ok');
    // Once the dialog's history entry is stepped off (platform/back-closes).
    await waitFor(() =>
      expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login-phone/index?type=agree' }),
    );
    expect(store.login.agreement.agreed).toBe(true);
    expect(container.querySelector('.agreement .tick-box--checked')).not.toBeNull();
  });

  it('with the agreement ticked goes straight to the phone login', async () => {
    const nav = watchNavigation();
    const { container } = await boot();
    fireEvent.click(container.querySelector('.agreement .tick-box')!);
    fireEvent.click(container.querySelector('.login-buttons__primary')!);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login-phone/index?type=agree' });
    expect(openDialog()).toBeNull();
  });

  // Its texts load with the login pages, not at start: every language still has them.
  it.each([
    ['zh-Hans', '订座、饭局，一步到位', '手机号登录', '我已阅读并同意《用户协议》和《隐私政策》'],
    ['zh-Hant', '訂座、飯局，一步到位', '手機號碼登入', '我已閱讀並同意《用戶協議》和《私隱政策》'],
    [
      'en',
      'Tables and feasts, in one place',
      'Log in with phone number',
      'I have read and agree to the User Agreement and Privacy Policy',
    ],
  ] as const)('speaks %s', async (language, tagline, primary, agreement) => {
    const store = createTestStore({ language });
    const { container } = await bootPage(LoginPage, { path: LOGIN, store });
    await waitFor(() => expect(text(container, '.login-screen__tagline')).toBe(tagline));
    expect(text(container, '.login-buttons__primary')).toBe(primary);
    expect(text(container, '.agreement')).toBe(agreement);
    expect(container.textContent).not.toMatch(/login\./);
  });

  it('opens each agreement in the webview page, in the person’s language, without ticking it', async () => {
    const nav = watchNavigation();
    const { container, store } = await boot();
    fireEvent.click(container.querySelector('.agreement__link--user')!);
    fireEvent.click(container.querySelector('.agreement__link--privacy')!);
    const urls = nav.navigateTo.mock.calls.map((call) => (call[0] as { url: string }).url);
    expect(urls).toEqual([
      `/pages/sub-user/webview/index?src=${encodeURIComponent('http://app.test/legal/user-agreement?lang=zh-Hans')}`,
      `/pages/sub-user/webview/index?src=${encodeURIComponent('http://app.test/legal/privacy-policy?lang=zh-Hans')}`,
    ]);
    expect(store.login.agreement.agreed).toBe(false);
  });

  it('in a chat-app mini-program offers the quick login first and the phone as the other way', async () => {
    const loginCode = jest.fn(async () => ({ kind: 'code' as const, code: 'js' }));
    const { container } = await boot(
      [answer(LoginService.method.login, refusal('failed_precondition', 'chat-app login failed', 400))],
      { platformName: () => 'WECHAT_MINI_PROGRAM', platformId: () => 'wx-app', loginCode },
    );
    expect(text(container, '.login-buttons__primary')).toBe('一键登录');
    expect(text(container, '.login-buttons__phone')).toBe('手机号登录');
    fireEvent.click(container.querySelector('.agreement .tick-box')!);
    await act(async () => {
      fireEvent.click(container.querySelector('.login-buttons__primary')!);
    });
    expect(loginCode).toHaveBeenCalledTimes(1);
  });
});

describe('the merchant-branded login screen', () => {
  const brandedConfig = [
    jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
      model: { id: '2' },
      config: {
        common: { appName: 'Jade Garden', merchantId: '5' },
        merchantLanding: {
          logo: { url: 'https://cdn.test/jade-logo.png' },
          logoWidthPx: 200,
          logoHeightPx: 100,
          logoOffsetPx: 40,
          carouselImageList: [{ url: 'https://cdn.test/carousel-1.jpg' }],
        },
      },
    }),
  ];

  it('shows the merchant’s first carousel image, its logo at its size and offset, and "another phone number"', async () => {
    const { container, store } = await boot(brandedConfig, {
      platformName: () => 'WECHAT_MINI_PROGRAM',
      platformId: () => 'wx-jade',
    });
    await act(async () => {
      await store.clientConfig.load();
    });
    const screen = container.querySelector<HTMLElement>('.login-screen--branded')!;
    expect(screen.style.backgroundImage).toBe('url(https://cdn.test/carousel-1.jpg)');
    const logo = screen.querySelector<HTMLElement>('.login-screen__logo')!;
    expect(logo.getAttribute('src')).toBe('https://cdn.test/jade-logo.png');
    // Design units at 750 wide, as the host converts them.
    expect([logo.style.width, logo.style.height, logo.style.marginTop]).toEqual(['5rem', '2.5rem', '1rem']);
    expect(text(container, '.login-buttons__primary')).toBe('一键登录');
    expect(text(container, '.login-buttons__phone')).toBe('使用其他手机号登录');
  });

  it('is the default screen without a merchant landing', async () => {
    const { container, store } = await boot([
      jsonFile('/platform-client-config/1.json', ClientConfigSchema, { config: { common: { merchantId: '5' } } }),
    ]);
    await act(async () => {
      await store.clientConfig.load();
    });
    expect(container.querySelector('.login-screen--default')).not.toBeNull();
  });
});

describe('a browser already logged in', () => {
  it('is sent to the passport page instead of the login screen', async () => {
    const leaveTo = jest.fn(() => true);
    const store = createTestStore({
      request: fakeNetwork([answer(SessionService.method.currentSessionInfo, { user: DINER_USER })]).request,
      platform: { appUrl: (path: string) => `http://app.test/app${path}`, leaveTo },
    });
    await store.session.loadCurrentSession();
    const { container } = await bootPage(LoginPage, { path: LOGIN, store });
    expect(leaveTo).toHaveBeenCalledWith(
      `http://app.test/passport?redirect=${encodeURIComponent('http://app.test/app/pages/me/index')}`,
    );
    expect(text(container, '.login-page__leaving')).toBe('正在前往登录通行证…');
  });
});
