import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { AccountService } from '@/gen/identity/v1/account_service_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import CompletionUserPage from '@/pages/sub-user/completion-user/index';
import UpdateCellPage from '@/pages/sub-user/update-cell/index';
import UserProfilePage from '@/pages/sub-user/user-profile/index';
import WebviewPage from '@/pages/sub-user/webview/index';
import { bootPage } from '../support/boot-page';
import { answer, fieldsOf, fakeNetwork, type CannedRoutes, refusal } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi, toastText } from '../support/host-ui';
import SelectLanguagePage from '@/pages/sub-user/select-language/index';
import { A_DINER, DINER_USER, RPC, bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

const COMPLETION = '/pages/sub-user/completion-user/index';
const PROFILE = '/pages/sub-user/user-profile/index';
const UPDATE_CELL = '/pages/sub-user/update-cell/index';

function text(container: Element, selector: string): string {
  return container.querySelector(selector)?.textContent ?? '';
}

async function loggedInStore(routes: CannedRoutes, user: unknown = DINER_USER) {
  const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, user ? { user } : {}), ...routes]);
  const store = createTestStore({ request: network.request });
  await store.session.loadCurrentSession();
  return { store, network };
}

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

describe('completion-user', () => {
  beforeEach(() => openPages('/pages/me/index', '/pages/sub-user/login/index', COMPLETION));

  it('needs a name, then records the diner with the account’s phone and goes back', async () => {
    const nav = watchNavigation();
    const { store, network } = await loggedInStore([
      answer(UserDinerService.method.createUserDiner, (_request, input) => ({
        diner: { ...A_DINER, ...fieldsOf(input.diner) },
      })),
    ]);
    const { container } = await bootPage(CompletionUserPage, { path: COMPLETION, store });
    expect(text(container, '.nav-bar__title')).toBe('完善资料');
    expect(text(container, '.completion__phone')).toBe('13800000001');
    fireEvent.click(container.querySelector('.completion__save')!);
    expect(text(container, '.completion__problem')).toBe('请输入用餐人姓名');

    fireEvent.click(
      Array.from(container.querySelectorAll('.title-chips__chip')).find((el) => el.textContent === '女士')!,
    );
    await typeInto(container.querySelector('.completion__last-name'), ' 韩 ');
    await typeInto(container.querySelector('.completion__first-name'), '梅梅');
    await typeInto(container.querySelector('.completion__email'), 'not-an-email');
    fireEvent.click(container.querySelector('.completion__save')!);
    expect(text(container, '.completion__problem')).toBe('邮箱格式错误');
    await typeInto(container.querySelector('.completion__email'), 'meimei@example.com');
    await act(async () => {
      fireEvent.click(container.querySelector('.completion__save')!);
    });
    expect(bodyOf(callsTo(network.calls, RPC.createDiner)[0])).toEqual({
      diner: {
        title: 'MS',
        lastName: '韩',
        firstName: '梅梅',
        email: 'meimei@example.com',
        phoneRegionCode: '86',
        phone: '13800000001',
      },
    });
    await waitFor(() => expect(toastText()).toBe('资料已保存'));
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 2 });
    expect(store.account.currentDiner?.firstName).toBe('梅梅');
  });

  it('asks someone not logged in to log in first', async () => {
    const { store } = await loggedInStore([], null);
    const { container } = await bootPage(CompletionUserPage, { path: COMPLETION, store });
    expect(text(container, '.login-required__text')).toBe('请先登录再完善资料');
  });
});

describe('user-profile', () => {
  beforeEach(() => openPages('/pages/me/index', PROFILE));

  it('shows the nickname, the verified phone that cannot change, and the diner', async () => {
    const nav = watchNavigation();
    const { store } = await loggedInStore([
      answer(UserDinerService.method.listUserDiners, { list: [{ ...A_DINER, email: '' }] }),
    ]);
    const { container } = await bootPage(UserProfilePage, { path: PROFILE, store });
    expect(container.querySelector('.user-profile__nickname')?.textContent).toContain('Demo Diner');
    const phone = container.querySelector('.user-profile__phone')!;
    expect(phone.textContent).toContain('13800000001');
    expect(phone.textContent).toContain('已验证，不可修改');
    await waitFor(() => expect(container.querySelector('.user-profile__last-name')?.textContent).toContain('李'));
    expect(container.querySelector('.user-profile__title')?.textContent).toContain('先生');
    expect(container.querySelector('.user-profile__email')?.textContent).toContain('未填写');
    fireEvent.click(container.querySelector('.user-profile__nickname')!);
    fireEvent.click(container.querySelector('.user-profile__phone')!);
    expect(nav.navigateTo.mock.calls).toEqual([[{ url: `${UPDATE_CELL}?field=nickname` }]]);
  });

  it('offers to complete the diner when there is none', async () => {
    const nav = watchNavigation();
    const { store } = await loggedInStore([answer(UserDinerService.method.listUserDiners, {})]);
    const { container } = await bootPage(UserProfilePage, { path: PROFILE, store });
    await waitFor(() => expect(container.querySelector('.user-profile__complete')).not.toBeNull());
    fireEvent.click(container.querySelector('.user-profile__complete')!);
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: COMPLETION });
  });
});

describe('update-cell', () => {
  beforeEach(() => openPages('/pages/me/index', PROFILE, UPDATE_CELL));

  it('refuses a nickname in use and offers the free one the server suggests', async () => {
    const nav = watchNavigation();
    const { store, network } = await loggedInStore([
      answer(AccountService.method.checkNickname, (_request, input) =>
        input.nickname === 'Ann' ? { exists: true, suggestion: 'Ann2' } : {},
      ),
      answer(AccountService.method.updateUser, (_request, input) => ({
        user: { ...DINER_USER, nickname: input.nickname },
      })),
    ]);
    const { container } = await bootPage(UpdateCellPage, { path: UPDATE_CELL, params: { field: 'nickname' }, store });
    expect(text(container, '.nav-bar__title')).toBe('修改昵称');
    expect(container.querySelector('.update-cell__input taro-input-core')?.getAttribute('value')).toBe('Demo Diner');
    await typeInto(container.querySelector('.update-cell__input'), 'Ann');
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    expect(text(container, '.update-cell__taken')).toBe('昵称“Ann”已被使用使用“Ann2”');
    expect(callsTo(network.calls, RPC.updateUser)).toHaveLength(0);
    fireEvent.click(container.querySelector('.update-cell__suggestion')!);
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    expect(bodyOf(callsTo(network.calls, RPC.updateUser)[0])).toEqual({ nickname: 'Ann2' });
    expect(store.session.user?.nickname).toBe('Ann2');
    expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 1 });
  });

  it('shows the server’s rule when it refuses a nickname', async () => {
    const { store } = await loggedInStore([
      answer(AccountService.method.checkNickname, {}),
      answer(AccountService.method.updateUser, refusal('invalid_argument', 'nickname contains forbidden words')),
    ]);
    const { container } = await bootPage(UpdateCellPage, { path: UPDATE_CELL, params: { field: 'nickname' }, store });
    await typeInto(container.querySelector('.update-cell__input'), 'admin');
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    await waitFor(() => expect(toastText()).toBe('昵称包含违禁词'));
  });

  it('changes one field of the diner, sending the rest as it was', async () => {
    const { store, network } = await loggedInStore([
      answer(UserDinerService.method.listUserDiners, { list: [{ ...A_DINER, email: 'old@example.com' }] }),
      answer(UserDinerService.method.updateUserDiner, (_request, input) => ({
        diner: { ...A_DINER, ...fieldsOf(input.diner) },
      })),
    ]);
    watchNavigation();
    const { container } = await bootPage(UpdateCellPage, { path: UPDATE_CELL, params: { field: 'firstName' }, store });
    await waitFor(() =>
      expect(container.querySelector('.update-cell__input taro-input-core')?.getAttribute('value')).toBe('雷'),
    );
    await typeInto(container.querySelector('.update-cell__input'), '磊');
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    expect(bodyOf(callsTo(network.calls, RPC.updateDiner)[0])).toEqual({
      id: '70',
      diner: {
        lastName: '李',
        firstName: '磊',
        title: 'MR',
        phoneRegionCode: '86',
        phone: '13800000001',
        email: 'old@example.com',
      },
    });
    expect(store.account.currentDiner?.firstName).toBe('磊');
  });

  it('does not empty both names', async () => {
    const { store, network } = await loggedInStore([
      answer(UserDinerService.method.listUserDiners, { list: [{ ...A_DINER, firstName: '' }] }),
    ]);
    const { container } = await bootPage(UpdateCellPage, { path: UPDATE_CELL, params: { field: 'lastName' }, store });
    await waitFor(() => expect(container.querySelector('.update-cell__input')).not.toBeNull());
    await typeInto(container.querySelector('.update-cell__input'), '');
    await act(async () => {
      fireEvent.click(container.querySelector('.update-cell__save')!);
    });
    expect(text(container, '.update-cell__problem')).toBe('请输入用餐人姓名');
    expect(callsTo(network.calls, RPC.updateDiner)).toHaveLength(0);
  });

  it('knows only its fields', async () => {
    const { container } = await bootPage(UpdateCellPage, { path: UPDATE_CELL, params: { field: 'phone' } });
    expect(text(container, '.update-cell__unknown')).toBe('无法修改这一项');
  });
});

describe('webview', () => {
  it('shows the agreement page under its own title', async () => {
    const src = 'http://app.test/legal/user-agreement?lang=zh-Hans';
    const { container } = await bootPage(WebviewPage, {
      path: '/pages/sub-user/webview/index',
      params: { src: encodeURIComponent(src) },
    });
    expect(text(container, '.nav-bar__title')).toBe('用户协议');
    expect(container.querySelector('.webview taro-web-view-core')?.getAttribute('src')).toBe(src);
  });

  it('opens only web addresses', async () => {
    const { container } = await bootPage(WebviewPage, {
      path: '/pages/sub-user/webview/index',
      params: { src: encodeURIComponent('javascript:alert(1)') },
    });
    expect(container.querySelector('taro-web-view-core')).toBeNull();
    expect(text(container, '.webview__missing')).toBe('没有要打开的页面');
  });
});

describe('preferred language', () => {
  beforeEach(() => openPages('/pages/me/index', PROFILE, '/pages/sub-user/select-language/index?for=diner'));

  it('offers Korean and Japanese besides the interface languages, and saves the choice on the diner', async () => {
    watchNavigation();
    const { store, network } = await loggedInStore([
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
      answer(UserDinerService.method.updateUserDiner, (_request, input) => ({
        diner: { ...A_DINER, ...fieldsOf(input.diner) },
      })),
    ]);
    const { container } = await bootPage(SelectLanguagePage, { params: { for: 'diner' }, store });
    await waitFor(() => expect(container.querySelectorAll('.option-list__item')).toHaveLength(6));
    const items = Array.from(container.querySelectorAll<HTMLElement>('.option-list__item'));
    expect(items.map((i) => i.textContent)).toEqual(['未填写✓', '简体中文', '繁體中文', 'English', '한국어', '日本語']);
    await act(async () => fireEvent.click(items[5]));
    expect(bodyOf(callsTo(network.calls, RPC.updateDiner)[0]).diner).toMatchObject({
      lastName: A_DINER.lastName,
      preferredLanguage: 'ja',
    });
    expect(store.account.currentDiner?.preferredLanguage).toBe('ja');
  });
});
