import { act, fireEvent, waitFor } from '@testing-library/react';
import SharedUpdateCellPage from '@/pages/sub/update-cell/index';
import WelcomeUsePage from '@/pages/sub-user/welcome-use/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { launchApp } from '@/routing/app-launch';
import { shouldWelcome, WELCOME_SEEN_KEY } from '@/routing/welcome';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { AccountService } from '@/gen/identity/v1/account_service_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { DINER_USER, RPC, bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

const WELCOME = '/pages/sub-user/welcome-use/index';

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

describe('the first-open welcome', () => {
  it('is for a visitor opening the app at home on a device that has not seen it', () => {
    const storage = createMemoryStorage();
    const at = (launchPath: string | undefined, more: Partial<Parameters<typeof shouldWelcome>[0]> = {}) =>
      shouldWelcome({ storage, operatorType: 'USER', loggedIn: false, launchPath, ...more });
    expect(at('pages/home/index')).toBe(true);
    expect(at('/pages/home/index?merchantId=3')).toBe(true);
    // a link to a store, a logged-in person, staff: never interrupted
    expect(at('pages/sub-user/store-detail/index')).toBe(false);
    expect(at('pages/home/index', { loggedIn: true })).toBe(false);
    expect(at('pages/home/index', { operatorType: 'STORE' })).toBe(false);
    storage.set(WELCOME_SEEN_KEY, '1');
    expect(at('pages/home/index')).toBe(false);
  });

  it('opens once over home at launch, and not at the next launch', async () => {
    openPages('/pages/home/index');
    const nav = watchNavigation();
    const storage = createMemoryStorage();
    const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, {})]);
    const store = createTestStore({ request: network.request, storage });
    await launchApp(store, {}, 'pages/home/index');
    expect(nav.navigateTo).toHaveBeenCalledTimes(1);
    expect(nav.opened()[0]).toMatch(/^\/pages\/sub-user\/welcome-use\/index/);

    await bootPage(WelcomeUsePage, { path: WELCOME, store });
    await launchApp(createTestStore({ request: network.request, storage }), {}, 'pages/home/index');
    expect(nav.navigateTo).toHaveBeenCalledTimes(1);
  });

  it('says what the app does, switches the language at once, and goes on to home', async () => {
    openPages('/pages/home/index', WELCOME);
    const nav = watchNavigation();
    const { container, store } = await bootPage(WelcomeUsePage, { path: WELCOME });
    expect(container.querySelectorAll('.welcome-use__point')).toHaveLength(3);
    expect(container.textContent).toContain('欢迎使用订座与饭局');
    await act(async () => {
      fireEvent.click(
        Array.from(container.querySelectorAll('.nut-cell')).find((c) => c.textContent?.includes('English'))!,
      );
    });
    await waitFor(() => expect(container.textContent).toContain('Welcome to table booking and feasts'));
    expect(store.settings.language).toBe('en');
    await act(async () => {
      fireEvent.click(container.querySelector('.welcome-use__start')!);
    });
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 1 });
  });
});

describe('the shared update-cell', () => {
  it('lets staff in merchant mode change their nickname with the diner’s editor', async () => {
    openPages('/pages/admin/index', '/pages/sub/update-cell/index');
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(AccountService.method.checkNickname, {}),
      answer(AccountService.method.updateUser, (_request, { nickname }) => ({ user: { ...DINER_USER, nickname } })),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    store.operator.setStoreId('7');
    store.operator.setType('STORE');
    const { container } = await bootPage(SharedUpdateCellPage, {
      path: '/pages/sub/update-cell/index',
      params: { field: 'nickname' },
      store,
    });
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('修改昵称');
    await typeInto(container.querySelector('.update-cell__input'), 'Chef Wong');
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    expect(bodyOf(callsTo(network.calls, RPC.updateUser)[0])).toEqual({ nickname: 'Chef Wong' });
    expect(store.operator.mode).toBe('merchant');
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 1 });
  });
});
