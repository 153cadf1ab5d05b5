import { waitFor } from '@testing-library/react';
import BookingPlanPage from '@/pages/sub-store/booking-plan/index';
import type { DescMessage, DescMethodUnary, MessageInitShape } from '@bufbuild/protobuf';
import { StoreBusinessConfigService } from '@/gen/store/v1/store_setting_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal } from '../support/fake-network';
import { StoreBusinessPlanService, Weekday } from '@/gen/store/v1/business_plan_pb';
import { StoreShiftService } from '@/gen/store/v1/shift_pb';
import { resetHostUi } from '../support/host-ui';
import { PERMITTED_STORE } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

/** As the server answers: a call without the store is refused. */
function forStore<I extends DescMessage, O extends DescMessage>(
  method: DescMethodUnary<I, O>,
  reply: MessageInitShape<O>,
) {
  return answer(method, (_request, input) =>
    (input as { storeId?: string }).storeId === '7' ? reply : refusal('invalid_argument', 'storeId is required'),
  );
}

describe('booking plan', () => {
  beforeEach(() => resetHostUi());

  it('opened directly, it loads the week, shifts and holidays of the store (one store look-up for all three)', async () => {
    const net = fakeNetwork([
      ...PERMITTED_STORE,
      forStore(StoreBusinessPlanService.method.getWeeklyPlan, {
        list: [{ weekday: Weekday.MONDAY, rest: true, shiftIdList: [] }],
      }),
      forStore(StoreBusinessPlanService.method.queryRestDays, { list: [] }),
      forStore(StoreShiftService.method.queryShifts, { list: [] }),
      forStore(StoreBusinessConfigService.method.getStoreBusinessConfig, {
        config: { restOnPublicHoliday: false, holidayRegionIsoCode: 'CN' },
      }),
    ]);
    const { container } = await bootPage(BookingPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(container.querySelectorAll('.booking-plan__day')).toHaveLength(7));
    expect(container.querySelector('.setup-state--error')).toBeNull();
    expect(net.calls.filter((c) => c.url.endsWith('QueryPermittedStores'))).toHaveLength(1);
  });
});
