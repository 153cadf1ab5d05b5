import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { answer } from '../support/fake-network';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { StoreBookingBoardService } from '@/gen/booking/v1/store_booking_board_service_pb';
import { act, waitFor } from '@testing-library/react';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import { resetHostUi } from '../support/host-ui';
import { bootOrderPage } from '../support/order-page-boot';
import { orderInit } from '../support/staff-fixtures';

// The booking page follows changes made on another device, as the board
// does: when the booking day's version moves, the order is read again.
describe('store-order-detail, changed elsewhere', () => {
  beforeEach(() => resetHostUi());

  it('shows the order as another device left it once the day has moved on', async () => {
    let version = 'v1';
    let status = BookingOrder_Status.WAIT_STORE_CONFIRM;
    const { container, store } = await bootOrderPage(StoreOrderDetailPage, {}, [
      answer(StoreBookingOrderService.method.getStoreBookingOrder, () => ({ order: orderInit('103', { status }) })),
      answer(StoreBookingBoardService.method.getBookingDayVersion, () => ({ version })),
    ]);
    await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('待确认'));
    const live = store.staff.orderLive;
    // Nothing changed: nothing read again.
    await act(async () => void (await live.check()));
    expect(await live.check()).toBe(false);

    // Another device confirms the booking.
    status = BookingOrder_Status.WAIT_SERVICE;
    version = 'v2';
    await act(async () => expect(await live.check()).toBe(true));
    await waitFor(() => expect(container.querySelector('.order-summary__status-text')?.textContent).toBe('待服务'));
    live.stop();
  });
});
