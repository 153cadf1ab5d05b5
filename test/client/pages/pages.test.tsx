import type { ComponentType } from 'react';
import Taro from '@tarojs/taro';
import { act, fireEvent, screen } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import FeastPage from '@/pages/feast/index';
import ImPage from '@/pages/im/index';
import MePage from '@/pages/me/index';
import StorePage from '@/pages/store/index';
import AdminPage from '@/pages/admin/index';
import StoreHomePage from '@/pages/sub/store-home/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import StoreOrderDetailPage from '@/pages/sub-merchant/store-order-detail/index';
import { bootPage } from '../support/boot-page';
import { fakeNetwork } from '../support/fake-network';
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
    ['/pages/store/index', StorePage, '门店'],
    ['/pages/admin/index', AdminPage, '管理'],
  ])('%s shows its title and the tab bar', async (path, Page, expected) => {
    const { container } = await bootPage(Page, { path });
    expect(title(container)).toBe(expected);
    expect(container.querySelectorAll('.tab-bar__item').length).toBeGreaterThan(0);
  });

  it('home shows the app name from the server and follows the operator mode', async () => {
    const network = fakeNetwork({
      '/platform-client-config/1.json': {
        body: { model: { id: '1' }, config: { common: { appName: 'FeastBook Test' } } },
      },
    });
    const store = createTestStore({ request: network.request });
    const { container, findByText } = await bootPage(HomePage, { store });
    expect(await findByText('FeastBook Test')).toBeTruthy();
    expect(network.calls[0]).toMatchObject({ method: 'GET', url: 'http://app.test/platform-client-config/1.json' });
    // staff app (issue 8): in merchant mode home is the operation tab
    await act(async () => store.operator.setType('STORE'));
    expect(title(container)).toBe('经营');
    expect(container.querySelector('.operation-home')).toBeTruthy();
    expect(container.querySelector('.tab-bar__item--active')?.textContent).toBe('经营');
  });

  it('home says when the server cannot be reached and retries on request', async () => {
    let up = false;
    const network = fakeNetwork({
      '/platform-client-config/1.json': () =>
        up ? { body: { config: { common: { appName: 'Back' } } } } : { status: 503, body: {} },
    });
    const { findByText } = await bootPage(HomePage, { store: createTestStore({ request: network.request }) });
    const retry = await findByText('重试');
    up = true;
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await findByText('Back')).toBeTruthy();
  });
});

describe('mode switch', () => {
  it('turns a diner into store staff and starts over on home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
    try {
      const { store } = await bootPage(MePage, { path: '/pages/me/index' });
      fireEvent.click(screen.getByText('切换到商家'));
      expect(store.operator.type).toBe('STORE');
      expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
      expect(screen.getByText('切换到用户')).toBeTruthy();
    } finally {
      reLaunch.mockRestore();
    }
  });
});

describe('subpackage pages', () => {
  it('store-detail shows the storeId it was opened with', async () => {
    const { container } = await bootPage(StoreDetailPage, {
      path: '/pages/sub-user/store-detail/index',
      params: { storeId: '1' },
    });
    expect(title(container)).toBe('门店详情');
    expect(container.querySelector('.store-detail__id')?.textContent).toBe('门店编号：1');
  });

  it.each<[string, ComponentType, string]>([
    ['/pages/sub/store-home/index', StoreHomePage, '门店首页'],
    ['/pages/sub-store/booking-home/index', BookingHomePage, '预订'],
    ['/pages/sub-merchant/store-order-detail/index', StoreOrderDetailPage, '订单详情'],
  ])('%s renders', async (path, Page, expected) => {
    const { container } = await bootPage(Page, { path });
    expect(title(container)).toBe(expected);
  });
});
