import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { waitFor } from '@testing-library/react';
import ImPage from '@/pages/im/index';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { OperatorInfoService } from '@/gen/identity/v1/operator_info_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ConversationType, MessageType } from '@/gen/im/v1/im_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// A group chat's last line names people by name, looked up from their keys, never
// as the key itself ("USER:1 离开了群聊"); someone the lookup does not know is "a member".
const ME = { type: OperatorType.USER, id: '7', key: 'USER:7' };
const feastGroup = {
  conversationId: '601',
  type: ConversationType.GROUP,
  operator: ME,
  title: 'Hairy crab night',
  memberCount: 5,
  lastMessage: {
    messageId: '9601',
    conversationId: '601',
    seq: '4',
    type: MessageType.EVENT,
    sender: { type: OperatorType.SYSTEM, key: 'SYSTEM' },
    event: { kind: 'MEMBER_LEFT', params: { memberKey: 'USER:1' } },
    createTime: timestampFromDate(new Date('2030-02-01T10:00:00Z')),
  },
  lastSeq: '4',
  readSeq: '4',
};

async function listWith(names: Record<string, string>) {
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(ImService.method.getImOperatorInfo, { operatorList: [{ operator: ME, unreadCount: 0 }], unreadTotal: 0 }),
    answer(ImService.method.queryConversations, { list: [feastGroup], total: 1, unreadTotal: 0 }),
    answer(OperatorInfoService.method.fulfillOperatorInfo, {
      operatorInfoMap: Object.fromEntries(
        Object.entries(names).map(([key, name]) => [key, { operator: { type: OperatorType.USER, key }, name }]),
      ),
    }),
  ]);
  const store = createTestStore({ request: network.request });
  await store.session.loadCurrentSession();
  await store.im.loadOperators();
  const page = await bootPage(ImPage, { path: '/pages/im/index', store });
  return { ...page, network };
}
const preview = (container: HTMLElement) => container.querySelector('.im-list__preview')?.textContent ?? '';

describe('names in the conversation list', () => {
  it('names the member a system line is about', async () => {
    const { container, findByText, network } = await listWith({ 'USER:1': 'Lin Yu' });
    await findByText('Hairy crab night');
    await waitFor(() => expect(preview(container)).toBe('Lin Yu 离开了群聊'));
    const asked = network.calls.filter((c) => c.url.endsWith('/FulfillOperatorInfo'));
    expect(JSON.parse(asked[0]!.body ?? '{}').operatorList).toEqual([{ type: 'USER', id: '1', key: 'USER:1' }]);
  });

  it('says "a member" for someone the lookup does not know, never the key', async () => {
    const { container, findByText, network } = await listWith({});
    await findByText('Hairy crab night');
    await waitFor(() => expect(network.calls.some((c) => c.url.endsWith('/FulfillOperatorInfo'))).toBe(true));
    await waitFor(() => expect(preview(container)).toBe('一位成员 离开了群聊'));
    expect(container.textContent).not.toContain('USER:1');
  });
});
