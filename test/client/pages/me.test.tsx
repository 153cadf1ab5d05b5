import { UserMembershipService } from '@/gen/crm/v1/user_membership_service_pb';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserSessionService, type ListSessionsResponseSchema } from '@/gen/identity/v1/user_session_service_pb';
import { IdentityProviderType } from '@/gen/identity/v1/identity_provider_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import {
  StaffStandingService,
  type GetMyStaffStandingResponseSchema,
} from '@/gen/identity/v1/staff_standing_service_pb';
import { AccountService } from '@/gen/identity/v1/account_service_pb';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import MePage from '@/pages/me/index';
import ManagementTabPage from '@/pages/sub-store/management-tab/index';
import { ADMIN_ROUTES } from '@/routing/admin-routes';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import type { Platform } from '@/platform';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, type Init, jsonFile, timestamp } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { cancelModal, confirmModal, modalButtons, modalText, resetHostUi, toastText } from '../support/host-ui';
import { A_DINER, DINER_USER, RPC, bodyOf, callsTo } from '../support/identity-network';
import { dialogShown, dialogTitle, tapDialogButton } from '../support/nut-dialog';
import { createTestStore } from '../support/test-store';

const ME = '/pages/me/index';

const SESSIONS: Init<typeof ListSessionsResponseSchema> = {
  list: [
    {
      id: '11',
      clientPlatform: 'H5',
      loginProvider: IdentityProviderType.SMS,
      lastSeenTime: timestamp('2026-03-02T08:30:00Z'),
      current: true,
    },
    {
      id: '12',
      clientPlatform: 'WECHAT_MINI_PROGRAM',
      loginProvider: IdentityProviderType.PASSPORT,
      lastSeenTime: timestamp('2026-03-01T02:00:00Z'),
      current: false,
    },
  ],
};

const STAFF: Init<typeof GetMyStaffStandingResponseSchema> = {
  isStaff: true,
  merchantList: [
    {
      merchantId: '1',
      merchantName: 'Jade Garden',
      wholeMerchant: true,
      role: StaffRole.MANAGER,
      storeIdList: ['3', '4'],
    },
  ],
  storeIdList: ['3', '4'],
};

function text(container: Element, selector: string): string {
  return container.querySelector(selector)?.textContent ?? '';
}

async function bootMe(routes: CannedRoutes = [], user: unknown = DINER_USER, platform: Partial<Platform> = {}) {
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, user ? { user } : {}),
    answer(UserSessionService.method.listSessions, SESSIONS),
    answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    ...routes,
  ]);
  const store = createTestStore({ request: network.request, platform });
  await store.session.loadCurrentSession();
  const page = await bootPage(MePage, { path: ME, store });
  return { ...page, network, store };
}

beforeEach(() => {
  resetHostUi();
  openPages(ME);
});
afterEach(() => jest.restoreAllMocks());

describe('the me page, logged out', () => {
  it('says so and offers to log in, which opens the login page at once', async () => {
    const nav = watchNavigation();
    const { container } = await bootMe([], null);
    expect(text(container, '.user-card__name')).toBe('未登录');
    expect(container.querySelector('.session-list')).toBeNull();
    expect(container.querySelector('.me__log-out')).toBeNull();
    expect(container.querySelector('.me__bookings')).toBeNull();
    fireEvent.click(container.querySelector('.user-card__login')!);
    await waitFor(() => expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' }));
  });
});

describe('the me page, logged in', () => {
  it('shows the memberships restaurants gave the diner, and nothing when there are none', async () => {
    const MEMBERSHIPS = '/grpc/operator-user/crm.v1.UserMembershipService/QueryMyMemberships';
    const { container } = await bootMe([
      answer(UserMembershipService.method.queryMyMemberships, {
        list: [{ merchantId: '1', merchantName: 'Jade Garden', levelName: 'Gold', levelDescription: 'Free corkage' }],
      }),
    ]);
    await waitFor(() => expect(text(container, '.me-memberships__level')).toBe('Gold'));
    expect(text(container, '.me-memberships__title')).toBe('我的会员');
    expect(text(container, '.me-memberships__merchant')).toBe('Jade Garden');
    expect(text(container, '.me-memberships__description')).toBe('Free corkage');
    const none = await bootMe([answer(UserMembershipService.method.queryMyMemberships, { list: [] })]);
    await waitFor(() => expect(callsTo(none.network.calls, MEMBERSHIPS)).toHaveLength(1));
    expect(none.container.querySelector('.me-memberships')).toBeNull();
  });

  it('shows the nickname and the phone’s last four digits, and opens the profile', async () => {
    const nav = watchNavigation();
    const { container } = await bootMe();
    expect(text(container, '.user-card__name')).toBe('Demo Diner');
    expect(text(container, '.user-card__phone')).toBe('138****0001');
    fireEvent.click(container.querySelector('.user-card')!);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/user-profile/index' });
  });

  it("has an entry to the person's bookings", async () => {
    const nav = watchNavigation();
    const { container } = await bootMe();
    expect(text(container, '.me__bookings')).toContain('我的预订');
    fireEvent.click(container.querySelector('.me__bookings')!);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/order-history/index' });
  });

  it('offers contact as a cell, not the floating button over its rows (the mode switch among them)', async () => {
    const nav = watchNavigation();
    const CONFIG = '/platform-client-config/1.json';
    const contactOn = [
      jsonFile(CONFIG, ClientConfigSchema, { model: { id: '1' }, config: { common: { globalContactEnabled: true } } }),
    ];
    const { container, store } = await bootMe(contactOn);
    await act(() => store.clientConfig.load());
    await waitFor(() => expect(text(container, '.me__contact')).toContain('联系我们'));
    expect(container.querySelector('.contact-button')).toBeNull();
    fireEvent.click(container.querySelector('.me__contact')!);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/contact-store/index' });

    const off = [
      jsonFile(CONFIG, ClientConfigSchema, { model: { id: '1' }, config: { common: { globalContactEnabled: false } } }),
    ];
    const without = await bootMe(off);
    await act(() => without.store.clientConfig.load());
    expect(without.container.querySelector('.me__contact')).toBeNull();
  });

  it('names a person without a nickname by their diner name', async () => {
    const { container } = await bootMe([], { ...DINER_USER, nickname: '' });
    await waitFor(() => expect(text(container, '.user-card__name')).toBe('李雷'));
  });

  it('lists the devices, this one marked, the others with a log-out', async () => {
    const { container } = await bootMe();
    await waitFor(() => expect(container.querySelectorAll('.session-list__item')).toHaveLength(2));
    const [current, other] = Array.from(container.querySelectorAll('.session-list__item'));
    expect(text(current, '.session-list__title')).toBe('手机网页本机');
    expect(current.textContent).toContain('短信验证码登录 · 最近使用：');
    expect(current.querySelector('.session-list__kick')).toBeNull();
    expect(text(other, '.session-list__title')).toBe('微信小程序');
    expect(other.textContent).toContain('通行码登录');
  });

  it('logs another device out after asking, and not when the person cancels', async () => {
    const { container, network } = await bootMe([answer(UserSessionService.method.kickOutSession, {})]);
    await waitFor(() => expect(container.querySelector('.session-list__kick')).not.toBeNull());
    fireEvent.click(container.querySelector('.session-list__kick')!);
    await waitFor(() => expect(modalText()).toBe('确定让这台设备下线吗？它需要重新登录。'));
    expect(modalButtons()).toEqual(['取消', '下线']);
    await act(async () => cancelModal());
    expect(callsTo(network.calls, RPC.kickOut)).toHaveLength(0);

    fireEvent.click(container.querySelector('.session-list__kick')!);
    await waitFor(() => expect(modalText()).toBe('确定让这台设备下线吗？它需要重新登录。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(container.querySelectorAll('.session-list__item')).toHaveLength(1));
    expect(bodyOf(callsTo(network.calls, RPC.kickOut)[0])).toEqual({ sessionId: '12' });
    await waitFor(() => expect(toastText()).toBe('已下线'));
  });

  it('makes a one-time link for another device, with its expiry and a copy button', async () => {
    const copyText = jest.fn(async () => true);
    const { container } = await bootMe(
      [answer(UserSessionService.method.createSessionPassportCode, { passportCode: 'pass-1', expireSeconds: 120 })],
      DINER_USER,
      { copyText, appUrl: (path: string) => `http://app.test/app${path}` },
    );
    await act(async () => {
      fireEvent.click(container.querySelector('.passport-share__open')!);
    });
    const dialog = await dialogShown('passport-share');
    expect(dialogTitle(dialog)).toBe('在其他设备登录');
    expect(text(dialog, '.passport-share__link')).toBe('http://app.test/app/pages/me/index?passport_code=pass-1');
    expect(text(dialog, '.passport-share__expiry')).toMatch(/^(120|119) 秒后失效$/);
    await act(async () => {
      fireEvent.click(dialog.querySelector('.passport-share__copy')!);
    });
    expect(copyText).toHaveBeenCalledWith('http://app.test/app/pages/me/index?passport_code=pass-1');
    await waitFor(() => expect(toastText()).toBe('已复制'));
  });

  it('logs out after asking', async () => {
    const nav = watchNavigation();
    const { container, network, store } = await bootMe([answer(AccountService.method.logOut, {})]);
    fireEvent.click(container.querySelector('.me__log-out')!);
    await waitFor(() => expect(modalText()).toBe('确定退出登录吗？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(store.session.loggedIn).toBe(false));
    expect(callsTo(network.calls, RPC.logOut)).toHaveLength(1);
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: ME });
    expect(text(container, '.user-card__name')).toBe('未登录');
  });
});

describe('the mode switcher', () => {
  it('is not there for a diner who is nobody’s staff', async () => {
    const { container, network } = await bootMe();
    await waitFor(() => expect(callsTo(network.calls, RPC.staffStanding)).toHaveLength(1));
    expect(container.querySelector('.mode-switch')).toBeNull();
  });

  it('offers diner and merchant to staff, and merchant mode acts for their first store on home', async () => {
    const nav = watchNavigation();
    const { container, store } = await bootMe([answer(StaffStandingService.method.getMyStaffStanding, STAFF)]);
    await waitFor(() => expect(container.querySelector('.mode-switch')).not.toBeNull());
    const options = Array.from(container.querySelectorAll('.mode-switch__option')).map((el) => el.textContent);
    expect(options).toEqual(['用户', '商家']);
    expect(text(container, '.mode-switch__option--current')).toBe('用户');
    await act(async () => {
      fireEvent.click(container.querySelector('.mode-switch__option--merchant')!);
    });
    expect(store.operator.type).toBe('STORE');
    expect(store.operator.storeId).toBe('3');
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation });
  });

  it('platform admin mode opens the administrator’s home (over the management tab), not a store’s operation tab', async () => {
    const nav = watchNavigation();
    const { container, store } = await bootMe([
      answer(StaffStandingService.method.getMyStaffStanding, { ...STAFF, isAdmin: true }),
    ]);
    await waitFor(() => expect(container.querySelector('.mode-switch__option--admin')).not.toBeNull());
    await act(async () => {
      fireEvent.click(container.querySelector('.mode-switch__option--admin')!);
    });
    expect(store.operator.type).toBe('ADMIN');
    expect(nav.opened()).toEqual([MERCHANT_TAB_ROUTES.management, ADMIN_ROUTES.adminHome]);
    expect(nav.reLaunch).not.toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation });
  });

  it('offers admin to administrators, and back to diner from the management tab', async () => {
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, { isAdmin: true }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    store.operator.setType('ADMIN');
    const { container } = await bootPage(ManagementTabPage, { path: MERCHANT_TAB_ROUTES.management, store });
    await waitFor(() => expect(container.querySelector('.mode-switch')).not.toBeNull());
    expect(Array.from(container.querySelectorAll('.mode-switch__option')).map((el) => el.textContent)).toEqual([
      '用户',
      '管理员',
    ]);
    expect(text(container, '.mode-switch__option--current')).toBe('管理员');
    await act(async () => {
      fireEvent.click(container.querySelector('.mode-switch__option--diner')!);
    });
    expect(store.operator.type).toBe('USER');
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });
});

describe('the store-manager prompt', () => {
  it('asks staff on the page they are on, remembers the choice when asked to, and jumps', async () => {
    const nav = watchNavigation();
    const { store } = await bootMe([answer(StaffStandingService.method.getMyStaffStanding, STAFF)]);
    let jumped!: Promise<boolean>;
    await act(async () => {
      jumped = store.staffStanding.offerMerchantTools();
    });
    const dialog = await dialogShown('staff-prompt');
    expect(dialogTitle(dialog)).toBe('前往商家工具');
    expect(text(dialog, '.staff-prompt__body')).toContain('您是「Jade Garden」的门店员工');
    expect(text(dialog, '.nut-dialog-footer-cancel')).toBe('暂不前往');
    fireEvent.click(dialog.querySelector('.staff-prompt__remember')!);
    expect(text(dialog, '.staff-prompt__remember')).toBe('✓记住我的选择');
    await tapDialogButton(dialog, 'ok');
    expect(await jumped).toBe(true);
    expect(store.operator.type).toBe('STORE');
    expect(nav.reLaunch).toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation });
    expect(store.platform.storage.get('staff.promptChoice.7')).toBe('jump');
  });
});
