import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ImService } from '@/gen/im/v1/im_service_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { ConversationType, MessageType } from '@/gen/im/v1/im_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { zonedInstantMs } from '@/common/zoned-time';
import UserImDetailPage from '@/pages/sub-user/im-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { DINER_USER, bodyOf } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { STORE } from '../diner/diner-network';

// A diner proposes a booking in the store's own time: the form says so when the
// phone's clock is elsewhere, and never offers a time gone by at the store.
const SHOP = { type: OperatorType.STORE, id: '7', key: 'STORE:7' };
const ME = { type: OperatorType.USER, id: '7', key: 'USER:7' };
// A zone the machine running the test is not in (its offset differs now).
const elsewhere = new Date().getTimezoneOffset() === -840 ? 'Asia/Macau' : 'Pacific/Kiritimati';

it('proposes the store’s date and a time still ahead there, and says whose time it is', async () => {
  const sent: Array<Record<string, unknown>> = [];
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(ImService.method.getImOperatorInfo, { operatorList: [{ operator: ME }], unreadTotal: 0 }),
    answer(ImService.method.getConversation, {
      conversation: { conversationId: '501', type: ConversationType.SINGLE, operator: ME, member: SHOP, title: 'Jade' },
    }),
    answer(ImService.method.queryMessages, { list: [], lastSeq: '0' }),
    answer(ImService.method.readConversation, { readSeq: '0' }),
    answer(StoreService.method.queryStores, { list: [{ ...STORE, timezone: elsewhere }], total: 1 }),
    answer(ImService.method.sendMessage, (request) => {
      const body = bodyOf(request);
      sent.push(body);
      return {
        message: { messageId: '1', conversationId: '501', seq: '1', type: MessageType.BOOKING_ORDER_INTENTION },
      };
    }),
  ]);
  const store = createTestStore({ request: network.request });
  await store.session.loadCurrentSession();
  const page = await bootPage(UserImDetailPage, {
    path: '/pages/sub-user/im-detail/index',
    params: { id: '501' },
    store,
  });
  await act(async () => {
    fireEvent.click(await page.findByText('预订意向'));
  });
  expect(await page.findByText(`日期和时间为门店当地时间（${elsewhere}）`)).toBeTruthy();
  await act(async () => {
    fireEvent.click(page.getByText('发送意向'));
  });
  await waitFor(() => expect(sent).toHaveLength(1));
  const intention = sent[0].bookingOrderIntention as { reservationDate: string; reservationStartSecond: number };
  expect(zonedInstantMs(intention.reservationDate, intention.reservationStartSecond ?? 0, elsewhere)).toBeGreaterThan(
    Date.now(),
  );
});
