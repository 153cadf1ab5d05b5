import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { type OperatorSchema } from '@/gen/identity/v1/operator_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { ConversationType } from '@/gen/im/v1/im_pb';
import { View } from '@tarojs/components';
import { act, waitFor } from '@testing-library/react';
import { TAB_PATHS } from '@/components/tab-bar';
import { TabPage } from '@/components/tab-page';
import type { Language } from '@/i18n/language';
import ImPage from '@/pages/im/index';
import UserImDetailPage from '@/pages/sub-user/im-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
const ME: Init<typeof OperatorSchema> = { type: OperatorType.USER, id: '7', key: 'USER:7' };
const STORE: Init<typeof OperatorSchema> = { type: OperatorType.STORE, id: '11', key: 'STORE:11' };

const WORDS: Record<Language, { tab: string; login: string; send: string; placeholder: string }> = {
  'zh-Hans': { tab: '消息', login: '登录后查看与门店和平台的消息', send: '发送', placeholder: '输入消息' },
  'zh-Hant': { tab: '訊息', login: '登入後查看與門店和平台的訊息', send: '發送', placeholder: '輸入訊息' },
  en: {
    tab: 'Messages',
    login: 'Log in to see your messages with restaurants and the platform',
    send: 'Send',
    placeholder: 'Type a message',
  },
};
const LANGUAGES = Object.keys(WORDS) as Language[];

function network(loggedIn: boolean) {
  return fakeNetwork([
    answer(ImService.method.openSocket, { ticket: 't', path: '/im/socket' }),
    answer(SessionService.method.currentSessionInfo, loggedIn ? { user: DINER_USER } : {}),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(ImService.method.getImOperatorInfo, { operatorList: [{ operator: ME, unreadCount: 3 }], unreadTotal: 3 }),
    answer(ImService.method.getConversation, {
      conversation: {
        conversationId: '501',
        type: ConversationType.SINGLE,
        operator: ME,
        member: STORE,
        title: 'Smoke Garden',
      },
    }),
    answer(ImService.method.queryMessages, { list: [], lastSeq: '0' }),
    answer(ImService.method.queryConversations, { list: [], total: 0, unreadTotal: 0 }),
  ]);
}

async function storeFor(language: Language, loggedIn: boolean) {
  const store = createTestStore({ language, request: network(loggedIn).request });
  await store.session.loadCurrentSession();
  return store;
}

describe.each(LANGUAGES)('messages in %s', (language) => {
  const words = WORDS[language];

  it("a logged-in diner's tab bar shows the unread badge once the first page is drawn", async () => {
    const store = await storeFor(language, true);
    // Nothing of the messages store before a page is on screen.
    expect(store.imIfLoaded).toBeUndefined();
    const page = await bootPage(
      () => (
        <TabPage path={TAB_PATHS.home} title='home'>
          <View />
        </TabPage>
      ),
      { store },
    );
    await waitFor(() => expect(page.container.querySelector('.tab-bar__badge')?.textContent).toBe('3'));
    const tab = page.container.querySelector('.tab-bar__badge')?.closest('.tab-bar__item');
    expect(tab?.querySelector('.tab-bar__label')?.textContent).toBe(words.tab);
  });

  it('the message tab asks a logged-out person to log in, in words', async () => {
    const store = await storeFor(language, false);
    const { container } = await bootPage(ImPage, { path: '/pages/im/index', store });
    await waitFor(() => expect(container.textContent).toContain(words.login));
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe(words.tab);
    expect(container.textContent).not.toMatch(/\bim\.[a-zA-Z]/);
  });

  it("a chat's composer speaks the person's language", async () => {
    const store = await storeFor(language, true);
    const { container } = await bootPage(UserImDetailPage, {
      path: '/pages/sub-user/im-detail/index',
      params: { id: '501' },
      store,
    });
    await waitFor(() => expect(container.querySelector('.im-chat__send')?.textContent).toBe(words.send));
    // The composer's native input is laid out after the messages: wait for it, as a person would.
    await waitFor(() => {
      const input = container.querySelector('.im-chat__input input, input.im-chat__input');
      expect(input?.getAttribute('placeholder')).toBe(words.placeholder);
    });
    expect(container.textContent).not.toMatch(/\bim\.[a-zA-Z]/);
    // The chat opened the socket; close it rather than leave it retrying after the test.
    act(() => store.im.connection.stop());
  });
});

describe('staff on duty', () => {
  // A guest's message reaches the staff's badge at once: the socket opens with the login in
  // merchant mode, while a diner who never chats opens none.
  it.each([
    ['staff in merchant mode', 'STORE' as const, true],
    ['a diner', 'USER' as const, false],
  ])('%s: the messages socket opens with the first page (%s)', async (_who, type, opens) => {
    const net = network(true);
    const store = createTestStore({ language: 'zh-Hans', request: net.request });
    store.operator.setType(type);
    await store.session.loadCurrentSession();
    await bootPage(
      () => (
        <TabPage path={TAB_PATHS.home} title='home'>
          <View />
        </TabPage>
      ),
      { store },
    );
    const opened = () => net.calls.some((c) => c.url.endsWith('/OpenSocket'));
    await waitFor(() => expect(store.imIfLoaded).toBeDefined());
    if (opens) await waitFor(() => expect(opened()).toBe(true));
    else {
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(opened()).toBe(false);
    }
    store.imIfLoaded?.connection.stop();
  });
});
