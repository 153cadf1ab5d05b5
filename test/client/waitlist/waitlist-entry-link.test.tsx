import { act, fireEvent, waitFor } from '@testing-library/react';
import OrderHistoryPage from '@/pages/sub-user/order-history/index';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

// My waitlist is one tap from the diner's bookings.
afterEach(() => resetHostUi());

it('is reached from the diner bookings page', async () => {
  const nav = watchNavigation();
  const net = fakeNetwork([
    answer(DinerBookingOrderService.method.queryMyBookingOrders, { list: [], total: 0 }),
    answer(StoreService.method.queryStores, { list: [], total: 0 }),
  ]);
  const { findByText } = await bootPage(OrderHistoryPage, {
    diner: true,
    store: createTestStore({ request: net.request }),
  });
  await act(async () => fireEvent.click(await findByText('我的候补')));
  await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/waitlist/index']));
});
