import { waitFor } from '@testing-library/react';
import BookingPlanPage from '@/pages/sub-store/booking-plan/index';
import type { RpcHttpRequest } from '@/services/rpc-request';
import { bootPage } from '../support/boot-page';
import { fakeNetwork, type FakeAnswer } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { PERMITTED } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const PLAN = '/grpc/private/store.v1.StoreBusinessPlanService';

/** As the server answers: a call without the store is refused. */
function forStore(body: unknown) {
  return (request: RpcHttpRequest): FakeAnswer =>
    JSON.parse(request.body ?? '{}').storeId === '7'
      ? { body }
      : { status: 400, body: { code: 'invalid_argument', message: 'storeId is required' } };
}

describe('booking plan', () => {
  beforeEach(() => resetHostUi());

  it('opened directly, it loads the week, shifts and holidays of the store (one store look-up for all three)', async () => {
    const net = fakeNetwork({
      ...PERMITTED,
      [`${PLAN}/GetWeeklyPlan`]: forStore({ list: [{ weekday: 'MONDAY', rest: true, shiftIdList: [] }] }),
      [`${PLAN}/QueryRestDays`]: forStore({ list: [] }),
      '/grpc/private/store.v1.StoreShiftService/QueryShifts': forStore({ list: [] }),
      '/grpc/private/store.v1.StoreBusinessConfigService/GetStoreBusinessConfig': forStore({
        config: { restOnPublicHoliday: false, holidayRegionIsoCode: 'CN' },
      }),
    });
    const { container } = await bootPage(BookingPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(container.querySelectorAll('.booking-plan__day')).toHaveLength(7));
    expect(container.querySelector('.setup-state--error')).toBeNull();
    expect(net.calls.filter((c) => c.url.endsWith('QueryPermittedStores'))).toHaveLength(1);
  });
});
