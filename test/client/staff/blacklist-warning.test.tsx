import { StoreBusinessConfigService } from '@/gen/store/v1/store_setting_service_pb';
import {
  CheckDinerRiskResponse_Level,
  MerchantDinerService,
  type CheckDinerRiskResponseSchema,
} from '@/gen/crm/v1/merchant_diner_service_pb';
import { type MerchantDinerSchema } from '@/gen/crm/v1/merchant_diner_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import StoreBusinessConfigPage from '@/pages/sub-store/store-business-config/index';
import StoreOrderCreatePage from '@/pages/sub-store/store-order-create/index';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, refusal } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { bootOrderPage } from '../support/order-page-boot';
import { PERMITTED_STORE, sentTo, tap } from '../support/setup-fields';
import { DEFAULT_ORDERS, staffNetwork, tomorrow } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';

// Staff are warned wherever they meet a diner the merchant blacklisted: on the
// board (each view), on the booking's page and on the new-booking form; and the
// store decides in its settings what such a diner's online bookings meet.

const ZHAO: Init<typeof MerchantDinerSchema> = {
  model: { id: '901' },
  lastName: 'Zhao',
  phoneRegionCode: '86',
  phone: '13900000013',
  blacklisted: true,
  blacklistReason: 'Did not come three times',
};
const BLACKLISTED_RISK: Init<typeof CheckDinerRiskResponseSchema> = {
  level: CheckDinerRiskResponse_Level.BLACKLISTED,
  diner: ZHAO,
  stats: { noShowCount: 3 },
};

describe('the blacklist warning', () => {
  beforeEach(() => resetHostUi());

  it('marks the blacklisted diner’s order on the board, in the timeline, the list and the table', async () => {
    const orders = () => DEFAULT_ORDERS().map((o) => (o.model?.id === '104' ? { ...o, merchantDinerId: '901' } : o));
    const network = staffNetwork(
      [answer(MerchantDinerService.method.queryMerchantDiners, { list: [ZHAO], total: 1 })],
      orders,
    );
    const store = createTestStore({ request: network.request });
    store.operator.setType('STORE');
    const { container, getByText } = await bootPage(BookingHomePage, {
      path: '/pages/sub-store/booking-home/index',
      params: { date: tomorrow() },
      store,
    });
    await waitFor(() => expect(store.staff.day.status).toBe('ready'));
    expect(sentTo(network.calls, 'QueryMerchantDiners')[0]).toMatchObject({ storeId: '11', blacklistedOnly: true });

    const marked = (selector: string) =>
      Array.from(container.querySelectorAll(selector))
        .filter((el) => el.querySelector('.blacklist-mark'))
        .map((el) => el.textContent);
    expect(marked('.booking-timeline__block')).toEqual([expect.stringContaining('Lau')]);
    expect(container.querySelectorAll('.blacklist-mark')).toHaveLength(1);

    await act(async () => store.staff.day.setView('list'));
    expect(marked('.booking-order-list__card')).toEqual([expect.stringContaining('Lau')]);
    expect(container.querySelector('.booking-order-list__card .blacklist-mark')?.textContent).toBe(
      '黑名单：Did not come three times',
    );

    await act(async () => store.staff.day.setView('table'));
    expect(marked('.booking-order-table__row')).toEqual([expect.stringContaining('Lau')]);

    // The floor plan at 19:00, when Lau's party sits at the VIP room.
    await act(async () => store.staff.day.setView('floor'));
    await act(async () => fireEvent.click(getByText('19:00')));
    expect(marked('.floor-plan__tile')).toEqual([expect.stringContaining('Lau')]);
  });

  it('shows the board without the warning when the blacklist cannot be read', async () => {
    const network = staffNetwork([
      answer(MerchantDinerService.method.queryMerchantDiners, refusal('unavailable', 'busy', 503)),
    ]);
    const store = createTestStore({ request: network.request });
    store.operator.setType('STORE');
    const { container } = await bootPage(BookingHomePage, {
      path: '/pages/sub-store/booking-home/index',
      params: { date: tomorrow() },
      store,
    });
    await waitFor(() => expect(store.staff.day.status).toBe('ready'));
    expect(container.querySelectorAll('.booking-timeline__block')).toHaveLength(4);
  });

  it('shows the reason on the booking’s page', async () => {
    const { container, network } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_STORE_CONFIRM, merchantDinerId: '901' },
      [answer(MerchantDinerService.method.checkDinerRisk, BLACKLISTED_RISK)],
    );
    await waitFor(() =>
      expect(container.querySelector('.diner-risk--blacklisted')?.textContent).toBe(
        '黑名单用餐人拉黑原因：Did not come three times',
      ),
    );
    expect(sentTo(network.calls, 'CheckDinerRisk')).toEqual([{ storeId: '11', merchantDinerId: '901' }]);
  });

  it('warns on the new-booking form once the phone is looked up, and only for that phone', async () => {
    const network = staffNetwork([
      answer(MerchantDinerService.method.checkDinerRisk, (req) =>
        JSON.parse(req.body!).phone === ZHAO.phone ? BLACKLISTED_RISK : { level: CheckDinerRiskResponse_Level.NONE },
      ),
      answer(StoreAvailabilityService.method.queryStoreBookingInventory, { list: [] }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(StoreOrderCreatePage, {
      path: '/pages/sub-store/store-order-create/index',
      store,
    });
    await act(async () => store.staff.create.start({ date: tomorrow() }));
    const lookUp = async (phone: string) => {
      await act(async () => store.staff.create.update({ phone }));
      await tap(container.querySelector('.create-form__lookup-button'));
    };
    await lookUp('13900000020');
    await waitFor(() => expect(sentTo(network.calls, 'CheckDinerRisk')).toHaveLength(1));
    expect(container.querySelector('.diner-risk--blacklisted')).toBeNull();

    await lookUp(ZHAO.phone!);
    await waitFor(() =>
      expect(container.querySelector('.diner-risk--blacklisted')?.textContent).toBe(
        '黑名单用餐人拉黑原因：Did not come three times',
      ),
    );
    expect(sentTo(network.calls, 'CheckDinerRisk').at(-1)).toEqual({
      storeId: '11',
      phone: ZHAO.phone,
      phoneRegionCode: '86',
    });
  });

  it('lets the store choose what blacklisted diners’ online bookings meet, keeping its other settings', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreBusinessConfigService.method.getStoreBusinessConfig, { config: { autoAcceptMinute: 15 } }),
      answer(StoreBusinessConfigService.method.updateStoreBusinessConfig, (_req, input) => ({ config: input.config })),
    ]);
    const { container } = await bootPage(StoreBusinessConfigPage, {
      store: createTestStore({ request: network.request }),
    });
    const choice = (text: string) =>
      Array.from(container.querySelectorAll('.setup-field--blacklistPolicy .setup-choice__item')).find(
        (el) => el.textContent === text,
      )!;
    await waitFor(() =>
      expect(choice('接受，但不自动接单（由店员确认）').className).toContain('setup-choice__item--chosen'),
    );
    await act(async () => fireEvent.click(choice('拒绝，并提示联系门店')));
    expect(sentTo(network.calls, 'UpdateStoreBusinessConfig')).toEqual([
      { storeId: '7', config: { autoAcceptMinute: 15, blacklistPolicy: 'REFUSE' } },
    ]);
    await waitFor(() => expect(choice('拒绝，并提示联系门店').className).toContain('setup-choice__item--chosen'));
  });
});
