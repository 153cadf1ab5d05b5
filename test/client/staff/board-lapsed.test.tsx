import { BookingOrder_CloseReason, BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { answer } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { DEFAULT_ORDERS, orderInit, staffNetwork, tomorrow } from '../support/staff-fixtures';

// A booking whose deposit hold lapsed closes by itself: the board says how many
// of the day closed so, and a tap shows the closed orders.
const lapsed = (id: string) =>
  orderInit(id, {
    status: BookingOrder_Status.CLOSED,
    closeReason: BookingOrder_CloseReason.DEPOSIT_PAYMENT_FAIL,
    depositAmount: '60000',
    storeTableItemIdList: [],
    storeTableItemNameList: [],
  });

async function boot(orders: () => ReturnType<typeof DEFAULT_ORDERS>, language: Language = 'zh-Hans') {
  const network = staffNetwork([answer(SessionService.method.currentSessionInfo, { user: DINER_USER })], orders);
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

describe('lapsed deposit holds on the board', () => {
  it.each<[Language, string]>([
    ['zh-Hans', '2 单因订金未按时支付已自动取消 ›'],
    ['zh-Hant', '2 單因訂金未按時支付已自動取消 ›'],
    ['en', '2 bookings closed: deposit not paid in time ›'],
  ])('in %s the board counts them; a tap shows the closed orders', async (language, text) => {
    const orders = () => [
      ...DEFAULT_ORDERS(),
      lapsed('201'),
      lapsed('202'),
      orderInit('203', { status: BookingOrder_Status.CLOSED, closeReason: BookingOrder_CloseReason.CREATOR_CANCEL }),
    ];
    const { container, store } = await boot(orders, language);
    const badge = container.querySelector('.booking-home__lapsed');
    expect(badge?.textContent).toBe(text);
    fireEvent.click(badge!);
    await waitFor(() => expect(store.staff.day.visibleOrders.map((o) => o.model?.id)).toEqual(['201', '202', '203']));
  });

  it('shows nothing when no hold lapsed', async () => {
    const { container } = await boot(DEFAULT_ORDERS);
    expect(container.querySelector('.booking-home__lapsed')).toBeNull();
  });
});
