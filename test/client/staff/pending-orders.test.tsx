import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@/gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import BookingPendingPage from '@/pages/sub-store/booking-pending/index';
import type { Language } from '@/i18n/language';
import { addDays } from '@common/business-date';
import { bootPage } from '../support/boot-page';
import { answer } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import { bodyOf, DEFAULT_ORDERS, orderInit, P, staffNetwork, today, tomorrow } from '../support/staff-fixtures';

// Bookings waiting for the store's confirmation, of any date: a line on the board
// counts them and opens their list; each row confirms or rejects.
const waiting = (id: string, date: string, hour: number) =>
  orderInit(id, {
    status: BookingOrder_Status.WAIT_STORE_CONFIRM,
    reservationDate: date,
    reservationStartSecond: hour * 3600,
  });

function network(
  pending = () => [
    waiting('303', addDays(today(), 40), 12),
    waiting('301', addDays(today(), -1), 19),
    waiting('302', addDays(today(), 9), 18),
  ],
) {
  let list = pending();
  const net = staffNetwork([
    // The board's day and the pending search, told apart by the status filter.
    answer(StoreBookingOrderService.method.queryStoreBookingOrders, (r) => {
      const body = bodyOf(r);
      const rows = (body.statusIn as string[] | undefined)?.length ? list : DEFAULT_ORDERS();
      return { list: rows, total: rows.length };
    }),
    answer(StoreBookingActionService.method.confirmBookingOrder, (_r, input) => {
      list = list.filter((o) => o.model?.id !== input.bookingOrderId);
      return { order: { ...orderInit(input.bookingOrderId), status: BookingOrder_Status.WAIT_SERVICE } };
    }),
    answer(StoreBookingOrderService.method.getStoreBookingOrder, (_r, input) => ({
      order: list.find((o) => o.model?.id === input.bookingOrderId),
    })),
    answer(StoreBookingOrderService.method.queryBookingOrderLogs, { list: [] }),
  ]);
  return net;
}

async function boot(page: Parameters<typeof bootPage>[0], path: string, language: Language = 'zh-Hans') {
  const net = network();
  const store = createTestStore({ request: net.request, language });
  store.operator.setType('STORE');
  const booted = await bootPage(page, { path, params: { date: tomorrow() }, store });
  return { ...booted, store, net };
}

const rows = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.booking-pending__when')).map((el) => el.textContent);

describe('bookings waiting for confirmation', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each<[Language, string]>([
    ['zh-Hans', '待确认 3 单 ›'],
    ['zh-Hant', '待確認 3 單 ›'],
    ['en', 'To confirm: 3 ›'],
  ])('in %s the board counts every pending booking, whatever its date, and opens the list', async (language, text) => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { container, net } = await boot(BookingHomePage, '/pages/sub-store/booking-home/index', language);
    await waitFor(() => expect(container.querySelector('.booking-home__pending')?.textContent).toBe(text));
    const ask = net.calls.map(bodyOf).find((b) => (b.statusIn as string[] | undefined)?.length);
    // One search of the store by status, with no date bound.
    expect(ask).toMatchObject({ storeId: '11', statusIn: ['WAIT_STORE_CONFIRM'] });
    expect(ask?.startDate ?? '').toBe('');
    expect(ask?.endDate ?? '').toBe('');
    fireEvent.click(container.querySelector('.booking-home__pending')!);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-store/booking-pending/index' });
  });

  it('lists them soonest first, marks a passed date, and confirms one from its row', async () => {
    const { container, net } = await boot(BookingPendingPage, '/pages/sub-store/booking-pending/index');
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    expect(rows(container)[0]).toMatch(/19:00已过预订日期$/);
    expect(rows(container)[1]).toMatch(/18:00$/);
    expect(rows(container)[2]).toMatch(/12:00$/);
    await act(async () => fireEvent.click(container.querySelectorAll('.booking-pending__confirm')[1]));
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    const confirmed = net.calls.find((c) => c.url.endsWith(P.action('ConfirmBookingOrder')));
    expect(bodyOf(confirmed)).toEqual({ storeId: '11', bookingOrderId: '302' });
  });

  it('rejects on the order’s close page, with the store’s rejection chosen', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { container } = await boot(BookingPendingPage, '/pages/sub-store/booking-pending/index');
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    fireEvent.click(container.querySelectorAll('.booking-pending__reject')[0]);
    expect(navigateTo).toHaveBeenCalledWith({
      url: '/pages/sub-store/store-order-cancel/index?id=301&reason=STORE_REJECT',
    });
  });
});
