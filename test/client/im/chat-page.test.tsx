import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { type OperatorSchema } from '@/gen/identity/v1/operator_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import {
  type ConversationSchema,
  ConversationType,
  DeliveryStatus,
  type MessageSchema,
  MessageType,
} from '@/gen/im/v1/im_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import UserImDetailPage from '@/pages/sub-user/im-detail/index';
import ImPage from '@/pages/im/index';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, type Init, refusal, timestamp } from '../support/fake-network';
import { DINER_USER, bodyOf } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
const STORE: Init<typeof OperatorSchema> = { type: OperatorType.STORE, id: '11', key: 'STORE:11' };
const ME: Init<typeof OperatorSchema> = { type: OperatorType.USER, id: '7', key: 'USER:7' };
const message = (
  seq: number,
  sender: Init<typeof OperatorSchema>,
  text: string,
  clientMessageId = '',
): Init<typeof MessageSchema> => ({
  messageId: `90${seq}`,
  conversationId: '501',
  seq: String(seq),
  type: MessageType.TEXT,
  sender,
  text,
  clientMessageId,
  createTime: timestamp('2030-02-01T10:00:00Z'),
  deliveryStatus: DeliveryStatus.SUCCESS,
});
const conversation: Init<typeof ConversationSchema> = {
  conversationId: '501',
  type: ConversationType.SINGLE,
  operator: ME,
  member: STORE,
  title: 'Smoke Garden',
  lastMessage: message(2, STORE, '有的，地下二层。'),
  lastSeq: '2',
  readSeq: '1',
  unreadCount: 1,
};

function boot(routes: CannedRoutes) {
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(ImService.method.getImOperatorInfo, { operatorList: [{ operator: ME, unreadCount: 1 }], unreadTotal: 1 }),
    answer(ImService.method.getConversation, { conversation }),
    answer(ImService.method.queryMessages, {
      list: [message(1, ME, '请问有停车位吗？'), message(2, STORE, '有的，地下二层。')],
      lastSeq: '2',
    }),
    answer(ImService.method.readConversation, { readSeq: '2' }),
    answer(ImService.method.queryConversations, { list: [conversation], total: 1, unreadTotal: 1 }),
    ...routes,
  ]);
  return { network, store: createTestStore({ request: network.request }) };
}

describe('the chat page', () => {
  it('shows the conversation, keeps a refused message with its reason, and resends it under the same id', async () => {
    const sent: Array<Record<string, unknown>> = [];
    let refuse = true;
    const { network, store } = boot([
      answer(ImService.method.sendMessage, (request) => {
        const body = bodyOf(request);
        sent.push(body);
        if (refuse) return refusal('invalid_argument', 'sensitive content, message not sent');
        return { message: message(3, ME, String(body.text), String(body.clientMessageId)) };
      }),
    ]);
    await store.session.loadCurrentSession();
    const { container, findByText } = await bootPage(UserImDetailPage, {
      path: '/pages/sub-user/im-detail/index',
      params: { id: '501' },
      store,
    });
    expect(await findByText('有的，地下二层。')).toBeTruthy();
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('Smoke Garden');
    await waitFor(() => expect(network.calls.some((c) => c.url.endsWith('ReadConversation'))).toBe(true));

    // The composer's native input is laid out after the messages: wait for it, as a person would.
    const input = await waitFor(() => {
      const found = container.querySelector('.im-chat__input input, input.im-chat__input');
      expect(found).toBeTruthy();
      return found as HTMLInputElement;
    });
    await act(async () => {
      fireEvent.input(input, { target: { value: '我们私下转账吧' } });
    });
    await act(async () => {
      fireEvent.click(container.querySelector('.im-chat__send')!);
    });
    expect(await findByText(/内容含敏感词，消息未发送/)).toBeTruthy();
    expect(container.querySelector('[data-pending] .im-msg__bubble')?.textContent).toBe('我们私下转账吧');

    refuse = false;
    await act(async () => {
      fireEvent.click(await findByText('重新发送'));
    });
    await waitFor(() => expect(container.querySelector('[data-pending]')).toBeNull());
    expect(await findByText('我们私下转账吧')).toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(sent[1].clientMessageId).toBe(sent[0].clientMessageId);
    expect(sent[0]).toMatchObject({ conversationId: '501', type: 'TEXT', text: '我们私下转账吧' });
  });

  it('the message tab lists conversations with unread counts, and the tab shows the badge', async () => {
    const { store } = boot([]);
    await store.session.loadCurrentSession();
    await store.im.loadOperators();
    const { container, findByText } = await bootPage(ImPage, { path: '/pages/im/index', store });
    expect(await findByText('Smoke Garden')).toBeTruthy();
    expect(container.querySelector('.im-list__badge')?.textContent).toBe('1');
    expect(container.querySelector('.tab-bar__badge')?.textContent).toBe('1');
  });

  it('names the store in the reader’s language in the list and on the chat page', async () => {
    const named = { ...conversation, intlTitle: { zhHans: '烟熏花园', zhHant: '煙燻花園', en: '' } };
    const { store } = boot([
      answer(ImService.method.queryConversations, { list: [named], total: 1, unreadTotal: 1 }),
      answer(ImService.method.getConversation, { conversation: named }),
    ]);
    await store.session.loadCurrentSession();
    await store.im.loadOperators();
    const list = await bootPage(ImPage, { path: '/pages/im/index', store });
    expect(await list.findByText('烟熏花园')).toBeTruthy();
    expect(list.queryByText('Smoke Garden')).toBeNull();
    list.unmount();
    const chat = await bootPage(UserImDetailPage, {
      path: '/pages/sub-user/im-detail/index',
      params: { id: '501' },
      store,
    });
    await waitFor(() => expect(chat.container.querySelector('.nav-bar__title')?.textContent).toBe('烟熏花园'));
  });
});
