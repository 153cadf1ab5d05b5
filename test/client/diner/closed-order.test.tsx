import {
  BookingOrder_CloseReason,
  BookingOrder_Status,
  type BookingOrderSchema,
} from '@/gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { waitFor } from '@testing-library/react';
import OrderDetailPage from '@/pages/sub-user/order-detail/index';
import OrderDetailQrcodePage from '@/pages/sub-user/order-detail-qrcode/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { ORDER, STORE } from './diner-network';

// A cancelled booking can no longer be shown at the door or shared: its page
// offers neither the booking code's QR nor the invitation, and the QR page
// opened from an old link says the booking is closed.
const CANCELLED: Init<typeof BookingOrderSchema> = {
  ...ORDER,
  status: BookingOrder_Status.CLOSED,
  closeReason: BookingOrder_CloseReason.CREATOR_CANCEL,
};

afterEach(() => resetHostUi());

function boot(Page: Parameters<typeof bootPage>[0], order: Init<typeof BookingOrderSchema>) {
  const network = fakeNetwork([
    answer(DinerBookingOrderService.method.getMyBookingOrder, { order }),
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
  ]);
  return bootPage(Page, { diner: true, store: createTestStore({ request: network.request }), params: { id: '55' } });
}

describe('a cancelled booking', () => {
  it('offers no booking code QR and no invitation to share', async () => {
    const open = await boot(OrderDetailPage, ORDER);
    await waitFor(() => expect(open.container.querySelector('.order-detail__qr')).toBeTruthy());
    expect(open.container.querySelector('.order-detail__share')).toBeTruthy();
    open.unmount();

    const closed = await boot(OrderDetailPage, CANCELLED);
    await waitFor(() => expect(closed.container.querySelector('.order-detail__status-text')).toBeTruthy());
    expect(closed.container.querySelector('.order-detail__qr')).toBeNull();
    expect(closed.container.querySelector('.order-detail__share')).toBeNull();
  });

  it('shows no QR on the code page, but that the booking is closed', async () => {
    const { container, findByText } = await boot(OrderDetailQrcodePage, CANCELLED);
    expect(await findByText('订单已关闭')).toBeTruthy();
    expect(container.querySelector('.order-qrcode')).toBeNull();
  });
});
