import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import PageModalItemPage from '@/pages/sub/page-modal-item/index';
import SharedStoreDetailPage from '@/pages/sub/store-detail/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { NOT_FOUND_REDIRECT_MS } from '@/routing/routes';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { STORE } from '../diner/diner-network';

const NOTICE = 'Tables are held for 15 minutes past the booking time.\nSmart casual, please.';

function network(
  store: unknown = {
    ...STORE,
    bookingConfig: {
      ...STORE.bookingConfig,
      notice: { text: { content: NOTICE }, imageList: [{ url: 'https://cdn.example/notice.png' }] },
    },
  },
) {
  return fakeNetwork([
    answer(StoreService.method.queryStores, { list: store ? [store] : [], total: store ? 1 : 0 }),
    answer(StoreMenuService.method.listStoreMenus, { list: [] }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
  ]);
}

afterEach(() => {
  jest.restoreAllMocks();
  resetHostUi();
});

describe('the popup page stack in use', () => {
  it('opens the store’s whole notice over its store page, and refuses to open it twice', async () => {
    const store = createTestStore({ request: network().request });
    const { container } = await bootPage(StoreDetailPage, { store, params: { storeId: '7' } });
    await waitFor(() => expect(container.querySelector('.store-detail__notice')).not.toBeNull());
    await act(async () => fireEvent.click(container.querySelector('.store-detail__notice')!));
    await waitFor(() => expect(document.querySelector('.popup-page--notice')?.textContent).toContain('Smart casual'));
    expect(document.querySelector('.popup-page__title')?.textContent).toBe('预订须知');
    // the store page stays under it
    expect(container.querySelector('.store-detail__book')).not.toBeNull();
    expect(store.popup.push({ name: 'store-notice', params: { storeId: '7' } })).toBe(false);
    act(() => store.popup.pop());
    expect(store.popup.visible).toBe(false);
  });

  it('shows a popup page on a page of its own by name', async () => {
    const { container } = await bootPage(PageModalItemPage, {
      store: createTestStore({ request: network().request }),
      params: { name: 'store-notice', storeId: '7' },
    });
    await waitFor(() => expect(container.querySelector('.popup-page__text')?.textContent).toBe(NOTICE));
  });

  it('says so when the store has no notice', async () => {
    const { container } = await bootPage(PageModalItemPage, {
      store: createTestStore({
        request: network({ ...STORE, bookingConfig: { ...STORE.bookingConfig, notice: {} } }).request,
      }),
      params: { name: 'store-notice', storeId: '7' },
    });
    await waitFor(() => expect(container.textContent).toContain('该门店暂无预订须知'));
  });

  it('goes home for a page name it does not know', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const nav = watchNavigation();
      const { container } = await bootPage(PageModalItemPage, { params: { name: 'no-such-page' } });
      expect(container.textContent).toContain('页面不存在');
      jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS);
      await waitFor(() => expect(nav.reLaunch).toHaveBeenCalled());
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the shared store detail', () => {
  it('shows staff their own store as diners see it, with booking off', async () => {
    const store = createTestStore({ request: network().request, language: 'en' });
    store.operator.setStoreId('7');
    store.operator.setType('STORE');
    const { container } = await bootPage(SharedStoreDetailPage, { store });
    await waitFor(() => expect(container.textContent).toContain('Jade Garden · Central'));
    expect(container.querySelector('.store-detail__preview-banner')?.textContent).toBe(
      'This is the store page diners see; booking is off here',
    );
    expect(container.querySelector('.store-detail__book')?.className).toContain('disabled');
  });

  it('says which store is missing when none is chosen', async () => {
    const { container } = await bootPage(SharedStoreDetailPage);
    expect(container.textContent).toContain('请先在管理页选择门店');
  });

  it('shows the diner page’s missing state for a store that does not exist', async () => {
    const { container } = await bootPage(SharedStoreDetailPage, {
      store: createTestStore({ request: network(null).request }),
      params: { storeId: '999' },
    });
    await waitFor(() => expect(container.querySelector('.state-view--empty')).not.toBeNull());
  });
});
