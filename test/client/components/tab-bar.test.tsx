import Taro from '@tarojs/taro';
import { act, fireEvent, screen } from '@testing-library/react';
import { TabBar, TAB_PATHS, type TabPath } from '@/components/tab-bar';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import { type RootStore, type OperatorType } from '@/stores';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';

const DINER_LABELS = ['首页', '饭局', '消息', '我的'];
const MERCHANT_LABELS = ['经营', '消息', '门店', '饭局', '管理'];

function storeAs(type: OperatorType): RootStore {
  const store = createTestStore();
  store.operator.setType(type);
  return store;
}

function renderBar(type: OperatorType, current: TabPath = TAB_PATHS.home) {
  return bootPage(() => <TabBar current={current} />, { store: storeAs(type) });
}

function labels(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.tab-bar__label')).map((el) => el.textContent ?? '');
}

describe('tab bar', () => {
  let reLaunch: jest.SpyInstance;

  beforeEach(() => {
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
  });

  afterEach(() => {
    reLaunch.mockRestore();
  });

  it('shows the diner tabs to a USER', async () => {
    const { container } = await renderBar('USER');
    expect(labels(container)).toEqual(DINER_LABELS);
  });

  it.each<OperatorType>(['STORE', 'MERCHANT'])('shows the merchant tabs to %s', async (type) => {
    const { container } = await renderBar(type);
    expect(labels(container)).toEqual(MERCHANT_LABELS);
  });

  it('switches tabs when the operator type changes', async () => {
    const { container, store } = await renderBar('USER');
    await act(async () => store.operator.setType('MERCHANT'));
    expect(labels(container)).toEqual(MERCHANT_LABELS);
  });

  it.each([
    ['USER', '饭局', '/pages/feast/index'],
    ['USER', '消息', '/pages/im/index'],
    ['USER', '我的', '/pages/me/index'],
    // merchant mode's own tabs are pages of the staff subpackage
    ['STORE', '经营', MERCHANT_TAB_ROUTES.operation],
    ['STORE', '门店', MERCHANT_TAB_ROUTES.store],
    ['STORE', '管理', MERCHANT_TAB_ROUTES.management],
    ['MERCHANT', '消息', '/pages/im/index'],
    ['MERCHANT', '饭局', MERCHANT_TAB_ROUTES.feast],
  ] as const)('as %s, tapping %s relaunches %s', async (type, label, url) => {
    await renderBar(type);
    fireEvent.click(screen.getByText(label));
    expect(reLaunch).toHaveBeenCalledWith({ url });
  });

  it('does nothing when the current tab is tapped', async () => {
    await renderBar('USER', TAB_PATHS.home);
    fireEvent.click(screen.getByText('首页'));
    expect(reLaunch).not.toHaveBeenCalled();
  });

  it('marks the current tab active with its selected icon', async () => {
    const { container } = await renderBar('STORE', TAB_PATHS.store);
    const active = container.querySelectorAll('.tab-bar__item--active');
    expect(active).toHaveLength(1);
    expect(active[0].textContent).toBe('门店');
    expect(active[0].querySelector('.tab-bar__icon')?.getAttribute('src')).toBe('store-active.png');
  });
});
