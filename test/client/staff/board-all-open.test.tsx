import { BookingOrder_CloseReason, BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { DEFAULT_ORDERS, orderInit, staffNetwork, tomorrow } from '../support/staff-fixtures';

// The header counts the orders that stand (closed ones bring nobody): the "all"
// chip shows that same count and lists those same orders; closed ones are a tap apart.
const orders = () => [
  ...DEFAULT_ORDERS(),
  orderInit('201', {
    status: BookingOrder_Status.CLOSED,
    closeReason: BookingOrder_CloseReason.STORE_REJECT,
    storeTableItemIdList: [],
    storeTableItemNameList: [],
  }),
];

async function boot(language: Language) {
  const network = staffNetwork([], orders);
  const store = createTestStore({ request: network.request, language });
  store.operator.setType('STORE');
  const page = await bootPage(BookingHomePage, {
    path: '/pages/sub-store/booking-home/index',
    params: { date: tomorrow() },
    store,
  });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  act(() => store.staff.day.setView('list'));
  return page;
}

const cards = (container: HTMLElement) => container.querySelectorAll('.booking-order-list__card').length;

describe('the board’s all chip and its header', () => {
  it.each<[Language, string, string]>([
    ['zh-Hans', '全部有效4', '4单 · 22人'],
    ['zh-Hant', '全部有效4', '4單 · 22人'],
    ['en', 'All open4', 'Bookings: 4 · guests: 22'],
  ])('in %s the all chip counts and lists what the header counts', async (language, chip, summary) => {
    const { container } = await boot(language);
    const chips = container.querySelectorAll('.status-count-bar__chip');
    expect(chips[0].textContent).toBe(chip);
    expect(container.querySelector('.board-header__summary')?.textContent).toBe(summary);
    expect(cards(container)).toBe(4);
    // The closed chip shows the closed one alone.
    const closed = Array.from(chips).find((c) => /已關閉|已关闭|Closed/.test(c.textContent ?? ''))!;
    expect(closed.textContent).toMatch(/1$/);
    fireEvent.click(closed);
    await waitFor(() => expect(cards(container)).toBe(1));
    fireEvent.click(chips[0]);
    await waitFor(() => expect(cards(container)).toBe(4));
  });
});
