import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { answer } from '../support/fake-network';
import { act, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import OperationTabPage from '@/pages/sub-store/operation-tab/index';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import type { RpcHttpRequest } from '@/services/rpc-request';
import { addDays } from '@common/business-date';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bodyOf, orderInit, staffNetwork, tomorrow, type OrderInit } from '../support/staff-fixtures';

// The board header, its status chips, its list and the operation tab's tile count
// the same orders the same way: closed orders are neither bookings nor guests, on
// one day and over a range alike.

const dayAfter = () => addDays(tomorrow(), 1);

const ORDERS = (): OrderInit[] => [
  orderInit('201', { diner: { lastName: 'Au' }, adultCount: 6, peopleCount: 6 }),
  orderInit('202', {
    diner: { lastName: 'Bo' },
    status: BookingOrder_Status.WAIT_STORE_CONFIRM,
    adultCount: 2,
    peopleCount: 2,
  }),
  orderInit('203', { diner: { lastName: 'Cy' }, status: BookingOrder_Status.CLOSED, adultCount: 5, peopleCount: 5 }),
  orderInit('204', { diner: { lastName: 'Di' }, reservationDate: dayAfter(), adultCount: 3, peopleCount: 3 }),
  orderInit('205', {
    diner: { lastName: 'Ed' },
    reservationDate: dayAfter(),
    status: BookingOrder_Status.CLOSED,
    peopleCount: 8,
  }),
  orderInit('206', {
    diner: { lastName: 'Fu' },
    reservationDate: dayAfter(),
    status: BookingOrder_Status.FINISHED,
    peopleCount: 4,
  }),
];

/** The server's answers, from the same orders: the list of the dates asked, and their counts per status. */
function network() {
  const within = (req: RpcHttpRequest) => {
    const { startDate, endDate } = bodyOf(req) as { startDate: string; endDate: string };
    return ORDERS().filter(
      (o) => (o.reservationDate as string) >= startDate && (o.reservationDate as string) <= endDate,
    );
  };
  return staffNetwork([
    answer(StoreBookingOrderService.method.queryStoreBookingOrders, (req) => ({
      list: within(req),
      total: within(req).length,
    })),
    answer(StoreBookingOrderService.method.countDailyStatus, (req) => {
      const byDate = new Map<string, Map<BookingOrder_Status, number>>();
      for (const o of within(req)) {
        const day = byDate.get(o.reservationDate!) ?? new Map<BookingOrder_Status, number>();
        day.set(o.status!, (day.get(o.status!) ?? 0) + 1);
        byDate.set(o.reservationDate!, day);
      }
      const list = [...byDate].map(([date, day]) => ({
        date,
        list: [...day].map(([status, count]) => ({ status, count })),
      }));
      return { list };
    }),
  ]);
}

async function bootBoard() {
  const net = network();
  const store = createTestStore({ request: net.request });
  store.operator.setType('STORE');
  const page = await bootPage(BookingHomePage, {
    path: '/pages/sub-store/booking-home/index',
    params: { date: tomorrow() },
    store,
  });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  await act(async () => store.staff.day.setView('list'));
  return { ...page, store };
}

const texts = (container: HTMLElement, selector: string) =>
  Array.from(container.querySelectorAll(selector)).map((el) => el.textContent ?? '');

/** Chip label → count, the all chip aside. */
function chips(container: HTMLElement): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const chip of Array.from(container.querySelectorAll('.status-count-bar__chip'))) {
    const count = chip.querySelector('.status-count-bar__count')?.textContent;
    if (count !== undefined && count !== null) counts[chip.textContent!.replace(count, '')] = Number(count);
  }
  delete counts['全部有效'];
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('booking counts agree', () => {
  it('on one day: header and all chip without the closed order or its guests, chips summing to every order', async () => {
    const { container } = await bootBoard();
    expect(container.querySelector('.board-header__summary')?.textContent).toBe('2单 · 8人');
    expect(texts(container, '.status-count-bar__chip')[0]).toBe('全部有效2');
    expect(chips(container)).toMatchObject({ 待服务: 1, 待确认: 1, 已关闭: 1, 已完成: 0 });
    expect(texts(container, '.booking-order-list__name')).toEqual(['Au', 'Bo']);
    expect(sum(chips(container))).toBe(3);
  });

  it('over a range: the header and chips count the whole range the list shows, closed orders apart', async () => {
    const { container, store } = await bootBoard();
    await act(async () => store.staff.day.setRange({ start: tomorrow(), end: dayAfter() }));
    expect(texts(container, '.booking-order-list__name')).toEqual(['Au', 'Bo', 'Di', 'Fu']);
    expect(container.querySelector('.board-header__summary')?.textContent).toBe('4单 · 15人');
    expect(chips(container)).toMatchObject({ 待服务: 2, 待确认: 1, 已关闭: 2, 已完成: 1 });
    expect(sum(chips(container))).toBe(6);
  });

  it('the operation tab’s tile for a day says what that day’s board header says', async () => {
    const net = network();
    const store = createTestStore({ request: net.request });
    store.operator.setType('STORE');
    const { container } = await bootPage(OperationTabPage, { path: MERCHANT_TAB_ROUTES.operation, store });
    await waitFor(() => expect(texts(container, '.operation-home__day-count')).toHaveLength(2));
    // Today has nothing; tomorrow two bookings, its closed one left out as on the board.
    await waitFor(() => expect(texts(container, '.operation-home__day-count')).toEqual(['0', '2']));
  });
});
