import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import { ORDER, P, STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { bodyOf, DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

const HOUR = 3600_000;
const at = (ms: number) => timestampFromMs(ms);

// The bookings' client and their statuses load on the block's first call (a lazy client):
// the block must still show the diner's next booking, asked for by the statuses to come.
describe("home's next booking", () => {
  it('shows the soonest booking still to come to a logged-in diner', async () => {
    const now = Date.now();
    const later: Init<typeof BookingOrderSchema> = {
      ...ORDER,
      startTime: at(now + 26 * HOUR),
      endTime: at(now + 28 * HOUR),
    };
    const sooner: Init<typeof BookingOrderSchema> = {
      ...ORDER,
      model: { id: '56' },
      orderNo: 'BK0000000056',
      startTime: at(now + 2 * HOUR),
      endTime: at(now + 4 * HOUR),
    };
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(DinerBookingOrderService.method.queryMyBookingOrders, { list: [later, sooner], total: 2 }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    const { container } = await bootPage(HomePage, { store });
    await waitFor(() => expect(container.querySelector('.home-order-card .order-card')).not.toBeNull());
    expect(container.querySelector('.home-order-card .order-card')?.textContent).toContain('BK0000000056');
    const asked = network.calls.filter((c) => c.url.endsWith(P.myOrders)).map(bodyOf);
    expect(asked).toEqual([
      { statusIn: ['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM', 'WAIT_SERVICE'], query: { limit: 20 } },
    ]);
  });
});
