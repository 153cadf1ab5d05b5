import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { answer, type CannedRoutes } from '../support/fake-network';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import type { ComponentType } from 'react';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import FeastPage from '@/pages/feast/index';
import StorePage from '@/pages/store/index';
import AdminPage from '@/pages/admin/index';
import OperationTabPage from '@/pages/sub-store/operation-tab/index';
import StoreTabPage from '@/pages/sub-store/store-tab/index';
import ManagementTabPage from '@/pages/sub-store/management-tab/index';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import StoreSearchPage from '@/pages/sub-store/store-search/index';
import { addDays } from '@common/business-date';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bodyOf, P, staffNetwork, today } from '../support/staff-fixtures';

function merchantStore(routes: CannedRoutes = []) {
  const network = staffNetwork([
    answer(StoreBookingOrderService.method.countDailyStatus, () => ({
      list: [
        {
          date: today(),
          list: [
            { status: BookingOrder_Status.WAIT_SERVICE, count: 5 },
            { status: BookingOrder_Status.CLOSED, count: 2 },
          ],
        },
        {
          date: addDays(today(), 1),
          list: [
            { status: BookingOrder_Status.WAIT_STORE_CONFIRM, count: 1 },
            { status: BookingOrder_Status.WAIT_SERVICE, count: 3 },
          ],
        },
        { date: addDays(today(), -1), list: [{ status: BookingOrder_Status.FINISHED, count: 7 }] },
      ],
    })),
    ...routes,
  ]);
  const store = createTestStore({ request: network.request });
  store.operator.setType('STORE');
  return { store, network };
}

describe('merchant tabs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('operation (home in merchant mode): the store, today’s and tomorrow’s bookings, the entry cards', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { store } = merchantStore();
    const { container } = await bootPage(OperationTabPage, { path: MERCHANT_TAB_ROUTES.operation, store });
    await waitFor(() =>
      expect(Array.from(container.querySelectorAll('.operation-home__day-count')).map((e) => e.textContent)).toEqual([
        '5',
        '4',
      ]),
    );
    expect(container.querySelector('.operation-home__store-name')?.textContent).toBe('Jade Garden · The Bund');
    expect(Array.from(container.querySelectorAll('.merchant-entries__label')).map((e) => e.textContent)).toEqual([
      '预订',
      '客户',
      '饭局',
      '邀请函',
      '扫码核销',
    ]);
    await act(async () => fireEvent.click(container.querySelector('.operation-home__day')!));
    expect(navigateTo).toHaveBeenCalledWith({ url: `/pages/sub-store/booking-home/index?date=${today()}` });
    await act(async () => fireEvent.click(container.querySelector('.merchant-entries__entry--diner')!));
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/sub-store/diner-list/index' });
  });

  it('store tab: the ten merchant areas; the report counts the last seven days', async () => {
    const { store, network } = merchantStore();
    const { container, getByText } = await bootPage(StoreTabPage, { path: MERCHANT_TAB_ROUTES.store, store });
    expect(Array.from(container.querySelectorAll('.merchant-areas__tab')).map((e) => e.textContent)).toEqual([
      '预订',
      '饭局',
      '订单',
      '客户',
      '邀请函',
      '配置',
      '报表',
      '团购订单',
      '包场申请',
      '商城',
    ]);
    await act(async () => fireEvent.click(getByText('商城')));
    expect(Array.from(container.querySelectorAll('.merchant-entries__label')).map((e) => e.textContent)).toEqual([
      '商品',
      '售卖计划',
      '商城订单',
      '商城设置',
    ]);
    await act(async () => fireEvent.click(getByText('报表')));
    await waitFor(() => expect(container.querySelectorAll('.merchant-report__row')).toHaveLength(9));
    const total = Array.from(container.querySelectorAll('.merchant-report__row')).at(-1)!.textContent;
    expect(total).toBe('合计122');
    expect(bodyOf(network.calls.find((c) => c.url.endsWith(P.countDaily)))).toMatchObject({
      startDate: addDays(today(), -6),
      endDate: addDays(today(), 1),
    });
    await act(async () => fireEvent.click(getByText('团购订单')));
    expect(Array.from(container.querySelectorAll('.merchant-entries__label')).map((e) => e.textContent)).toEqual([
      '团购验券',
      '团购订单',
      '第三方授权',
    ]);
    await act(async () => fireEvent.click(getByText('配置')));
    expect(container.textContent).toContain('桌位');
    expect(container.textContent).toContain('订金规则');
  });

  it('management: the permitted stores, switching among them, and both parts’ entries', async () => {
    const { store } = merchantStore();
    const { container } = await bootPage(ManagementTabPage, { path: MERCHANT_TAB_ROUTES.management, store });
    await waitFor(() => expect(container.querySelectorAll('.management__store')).toHaveLength(2));
    expect(container.querySelector('.management__store--current')?.textContent).toContain('The Bund');
    await act(async () => fireEvent.click(container.querySelectorAll('.management__store')[1]));
    expect(store.operator.storeId).toBe('12');
    expect(container.querySelector('.management__store--current')?.textContent).toContain('Central');
    // The setup entries follow, for the store just chosen.
    await waitFor(() =>
      expect(container.querySelector('.store-setup-entry__link--diners')?.textContent).toContain('用餐人列表'),
    );
    expect(container.querySelector('.store-setup-entry__store')?.textContent).toContain('Central');
  });

  it('home, feast and the spec’s store and management addresses open the tab pages of the staff subpackage', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { store } = merchantStore();
    const opens = async (Page: ComponentType, path: string, params: Record<string, string> = {}) => {
      reLaunch.mockClear();
      const { unmount } = await bootPage(Page, { path, params, store });
      await waitFor(() => expect(reLaunch).toHaveBeenCalledTimes(1));
      unmount();
      return reLaunch.mock.calls[0][0].url;
    };
    expect(await opens(HomePage, '/pages/home/index')).toBe(MERCHANT_TAB_ROUTES.operation);
    expect(await opens(FeastPage, '/pages/feast/index')).toBe(MERCHANT_TAB_ROUTES.feast);
    // An old link keeps its query.
    expect(await opens(StorePage, '/pages/store/index', { date: '2027-01-02' })).toBe(
      `${MERCHANT_TAB_ROUTES.store}?date=2027-01-02`,
    );
    expect(await opens(AdminPage, '/pages/admin/index')).toBe(MERCHANT_TAB_ROUTES.management);
  });

  it('store-search: filters by name and switches the staff screens to the store chosen', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { store, network } = merchantStore();
    const { container } = await bootPage(StoreSearchPage, { path: '/pages/sub-store/store-search/index', store });
    await waitFor(() => expect(container.querySelectorAll('.store-search__store')).toHaveLength(2));
    const input = await waitFor(() => {
      const el = container.querySelector<HTMLInputElement>('taro-input-core input');
      expect(el).toBeTruthy();
      return el!;
    });
    await act(async () => fireEvent.input(input, { target: { value: 'central' } }));
    expect(container.querySelectorAll('.store-search__store')).toHaveLength(1);
    await act(async () => fireEvent.click(container.querySelector('.store-search__store')!));
    expect(store.operator.storeId).toBe('12');
    await waitFor(() =>
      expect(network.calls.filter((c) => c.url.endsWith(P.orders)).map((c) => bodyOf(c).storeId)).toContain('12'),
    );
  });
});
