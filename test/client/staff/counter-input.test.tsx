import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { answer, type CannedRoutes } from '../support/fake-network';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { CheckDinerRiskResponse_Level, MerchantDinerService } from '@/gen/crm/v1/merchant_diner_service_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderCreatePage from '@/pages/sub-store/store-order-create/index';
import { bootPage } from '../support/boot-page';
import { bodyOf, ITEM, orderInit, P, staffNetwork, tomorrow } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';

// The new-booking form as staff fill it at the counter: a walk-in who gives no
// phone, a guest the CRM knows who never booked here, a deposit typed with a minus.

function network(routes: CannedRoutes = []) {
  return staffNetwork([
    answer(StoreAvailabilityService.method.queryStoreBookingInventory, { list: [] }),
    answer(StoreAvailabilityService.method.queryFreeTableItems, { list: [], suggestedItemIdList: [] }),
    answer(StoreBookingOrderService.method.createStoreBookingOrder, (_req, input) => ({
      order: orderInit('900', { diner: input.diner }),
    })),
    ...routes,
  ]);
}

async function bootForm(net = network()) {
  const store = createTestStore({ request: net.request });
  await store.staff.create.start({ date: tomorrow(), itemIds: [ITEM.b2], shiftId: '22', startSecond: 18 * 3600 });
  const page = await bootPage(StoreOrderCreatePage, { path: '/pages/sub-store/store-order-create/index', store });
  return { ...page, store, net };
}

async function typeInto(container: HTMLElement, selector: string, value: string) {
  const input = await waitFor(() => {
    const el = container.querySelector<HTMLInputElement>(`${selector} input`);
    expect(el).toBeTruthy();
    return el!;
  });
  await act(async () => fireEvent.input(input, { target: { value } }));
}

const error = (container: HTMLElement) => container.querySelector('.order-page__error')?.textContent ?? null;

describe('new booking at the counter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('books a walk-in with a name and no phone', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' });
    const { container, net } = await bootForm();
    await typeInto(container, '.create-form__lastName', 'Walk-in');
    expect(error(container)).toBeNull();
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    const { diner } = bodyOf(net.calls.find((c) => c.url.endsWith(P.create))) as { diner: Record<string, string> };
    // Connect JSON leaves an empty phone out.
    expect([diner.lastName, diner.phone ?? '']).toEqual(['Walk-in', '']);
  });

  it('still refuses a phone that is not one', async () => {
    const { container } = await bootForm();
    await typeInto(container, '.create-form__lastName', 'Lee');
    await typeInto(container, '.create-form__phone-row', '12');
    expect(error(container)).toBe('手机号格式不正确');
  });

  it('fills in a guest the CRM knows but who never booked here', async () => {
    const net = network([
      answer(MerchantDinerService.method.checkDinerRisk, {
        level: CheckDinerRiskResponse_Level.NONE,
        diner: { model: { id: '77' }, title: DinerTitle.MS, lastName: 'Ho', firstName: 'Mei', phoneRegionCode: '86' },
      }),
    ]);
    const { container, getByText } = await bootForm(net);
    await typeInto(container, '.create-form__phone-row', '13600000777');
    await act(async () => fireEvent.click(getByText('查找')));
    await waitFor(() => expect(container.textContent).toContain('客户档案中的客人（尚无预订）'));
    expect((container.querySelector('.create-form__lastName input') as HTMLInputElement).value).toBe('Ho');
    expect((container.querySelector('.create-form__firstName input') as HTMLInputElement).value).toBe('Mei');
    expect(container.querySelector('.staff-form__chip--on')?.textContent).toBe('女士');
  });

  it('says so when the deposit is typed with a minus, and sends nothing', async () => {
    const { container, getByText, net } = await bootForm();
    await typeInto(container, '.create-form__lastName', 'Lee');
    await act(async () => fireEvent.click(getByText('指定金额')));
    await typeInto(container, '.create-form__depositYuan', '-100');
    expect((container.querySelector('.create-form__depositYuan input') as HTMLInputElement).value).toBe('-100');
    expect(error(container)).toBe('请输入正确的订金金额');
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    expect(net.calls.filter((c) => c.url.endsWith(P.create))).toHaveLength(0);
  });
});
