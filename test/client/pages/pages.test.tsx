import { ClientConfigSchema, PageModule_Type } from '@/gen/platform/v1/client_config_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import type { ComponentType } from 'react';
import Taro from '@tarojs/taro';
import { act, waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import FeastPage from '@/pages/feast/index';
import ImPage from '@/pages/im/index';
import MePage from '@/pages/me/index';
import OperationTabPage from '@/pages/sub-store/operation-tab/index';
import StoreTabPage from '@/pages/sub-store/store-tab/index';
import FeastTabPage from '@/pages/sub-store/feast-tab/index';
import ManagementTabPage from '@/pages/sub-store/management-tab/index';
import { ADMIN_ROUTES } from '@/routing/admin-routes';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import StoreHomePage from '@/pages/sub/store-home/index';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import StoreOrderDetailPage from '@/pages/sub-merchant/store-order-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, jsonFile } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { createTestStore } from '../support/test-store';

function title(container: HTMLElement): string | null | undefined {
  return container.querySelector('.nav-bar__title')?.textContent;
}

describe('tab pages', () => {
  it.each<[string, ComponentType, string]>([
    ['/pages/home/index', HomePage, '首页'],
    ['/pages/feast/index', FeastPage, '饭局'],
    ['/pages/im/index', ImPage, '消息'],
    ['/pages/me/index', MePage, '我的'],
    // merchant mode's tabs (the staff subpackage)
    [MERCHANT_TAB_ROUTES.operation, OperationTabPage, '经营'],
    [MERCHANT_TAB_ROUTES.store, StoreTabPage, '门店'],
    [MERCHANT_TAB_ROUTES.feast, FeastTabPage, '饭局'],
    [MERCHANT_TAB_ROUTES.management, ManagementTabPage, '管理'],
  ])('%s shows its title and the tab bar', async (path, Page, expected) => {
    const { container } = await bootPage(Page, { path });
    expect(title(container)).toBe(expected);
    expect(container.querySelectorAll('.tab-bar__item').length).toBeGreaterThan(0);
  });

  it('home shows the app name from the server and follows the operator mode', async () => {
    const network = fakeNetwork([
      jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
        model: { id: '1' },
        config: { common: { appName: 'FeastBook Test' } },
      }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.clientConfig.load();
    const { container, findByText } = await bootPage(HomePage, { store });
    expect(await findByText('FeastBook Test')).toBeTruthy();
    expect(network.calls.map((c) => c.url)).toContain('http://app.test/platform-client-config/1.json');
    // staff app: in merchant mode home opens the operation tab
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
    await act(async () => store.operator.setType('STORE'));
    expect(title(container)).toBe('经营');
    await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation }));
    reLaunch.mockRestore();
  });

  it('an app reopened in platform admin mode opens the admin home, not a store’s operation tab', async () => {
    const network = fakeNetwork([]);
    const store = createTestStore({ request: network.request });
    store.operator.setType('ADMIN');
    const nav = watchNavigation();
    await bootPage(HomePage, { store });
    await waitFor(() => expect(nav.opened()).toEqual([MERCHANT_TAB_ROUTES.management, ADMIN_ROUTES.adminHome]));
    // The nav bar's home and a back with nothing behind lead there too.
    nav.navigateTo.mockClear();
    nav.reLaunch.mockClear();
    await act(() => store.navigator.back());
    expect(nav.opened()).toEqual([MERCHANT_TAB_ROUTES.management, ADMIN_ROUTES.adminHome]);
    jest.restoreAllMocks();
  });
});

describe('home carousel', () => {
  it("shows the config's carousel images (its library loads only for such a block)", async () => {
    const images = ['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg'].map((url) => ({ url }));
    const network = fakeNetwork([
      jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
        model: { id: '1' },
        config: {
          pageList: [{ type: 'home', moduleList: [{ type: PageModule_Type.STORE_IMAGE_CAROUSEL, imageList: images }] }],
        },
      }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.clientConfig.load();
    const { container } = await bootPage(HomePage, { store });
    await waitFor(() => expect(container.querySelectorAll('.home-carousel__image').length).toBeGreaterThanOrEqual(2));
    const shown = [...container.querySelectorAll('.home-carousel__image')].map((img) => img.getAttribute('src'));
    expect(shown).toEqual(expect.arrayContaining(['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg']));
  });
});

describe('a one-store app', () => {
  const homeWith = async (oneStore: boolean, merchantId = '3') => {
    const network = fakeNetwork([
      jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
        model: { id: '1' },
        config: { common: { merchantId }, flags: { oneStore } },
      }),
      answer(StoreService.method.queryStores, {
        list: [{ model: { id: '7' }, merchantId: '3', name: 'Jade Garden · Central' }],
        total: 1,
      }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.clientConfig.load();
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const page = await bootPage(HomePage, { store });
    // The store list has drawn: whatever home decides about the store, it has decided.
    await page.findByText('Jade Garden · Central');
    return { ...page, store, navigateTo };
  };
  afterEach(() => jest.restoreAllMocks());

  it("opens on the merchant's store once per launch, home one step back", async () => {
    const { store, navigateTo, unmount } = await homeWith(true);
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/store-detail/index?storeId=7' }),
    );
    unmount();
    // Back home later in the same launch: the diner stays there.
    const again = await bootPage(HomePage, { store });
    await waitFor(() => expect(again.container.querySelector('.nav-bar__title')).toBeTruthy());
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it('stays on home when the flag is off, or the app is the directory of many merchants', async () => {
    for (const [flag, merchantId] of [
      [false, '3'],
      [true, '0'],
    ] as const) {
      const { navigateTo, unmount } = await homeWith(flag, merchantId);
      expect(navigateTo).not.toHaveBeenCalled();
      unmount();
      jest.restoreAllMocks();
    }
  });
});

describe('the store entrance', () => {
  it('leads to the home tab (the operation home in merchant mode), not a page of its own', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
    const store = createTestStore();
    store.operator.setType('STORE');
    await bootPage(StoreHomePage, { path: '/pages/sub/store-home/index', store });
    await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: MERCHANT_TAB_ROUTES.operation }));
    reLaunch.mockRestore();
  });
});

describe('subpackage pages', () => {
  it.each<[string, ComponentType, string]>([
    ['/pages/sub-store/booking-home/index', BookingHomePage, '预订'],
    ['/pages/sub-merchant/store-order-detail/index', StoreOrderDetailPage, '订单详情'],
  ])('%s renders', async (path, Page, expected) => {
    const { container } = await bootPage(Page, { path });
    expect(title(container)).toBe(expected);
  });
});
