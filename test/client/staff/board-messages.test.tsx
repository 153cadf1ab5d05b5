import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { answer } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { staffNetwork, tomorrow } from '../support/staff-fixtures';

// The host stand's board has no tab bar: guests' unread messages to the store on screen show
// on the board itself, and another store's do not.
const operators = (unread: number) => ({
  operatorList: [
    { operator: { type: OperatorType.USER, id: '7', key: 'USER:7' }, unreadCount: 4 },
    { operator: { type: OperatorType.STORE, id: '11', key: 'STORE:11' }, unreadCount: unread },
    { operator: { type: OperatorType.STORE, id: '12', key: 'STORE:12' }, unreadCount: 9 },
  ],
  unreadTotal: unread + 13,
});

async function boot(unread: number, language: Language = 'zh-Hans') {
  const network = staffNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(ImService.method.getImOperatorInfo, operators(unread)),
    answer(ImService.method.openSocket, { ticket: 't', path: '/im/socket' }),
  ]);
  const store = createTestStore({ request: network.request, language });
  store.operator.setType('STORE');
  await store.session.loadCurrentSession();
  const page = await bootPage(BookingHomePage, {
    path: '/pages/sub-store/booking-home/index',
    params: { date: tomorrow() },
    store,
  });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  return { ...page, store };
}

describe('unread messages on the board', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each<[Language, number, string]>([
    ['zh-Hans', 2, '2 条客人消息未读 ›'],
    ['zh-Hant', 2, '2 則客人訊息未讀 ›'],
    ['en', 1, '1 unread message from a guest ›'],
  ])('in %s, this store’s unread messages show on the board', async (language, unread, text) => {
    const { container, store } = await boot(unread, language);
    await waitFor(() => expect(container.querySelector('.booking-home__messages')?.textContent).toBe(text));
    store.imIfLoaded?.connection.stop();
  });

  it('shows nothing when this store has none, whatever other stores have', async () => {
    const { container, store } = await boot(0);
    await waitFor(() => expect(store.imIfLoaded?.operators.length).toBe(3));
    expect(container.querySelector('.booking-home__messages')).toBeNull();
    store.imIfLoaded?.connection.stop();
  });
});
