import { waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import type { StoreSchema } from '@/gen/store/v1/store_pb';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { STORE } from './diner-network';

// A store's prices are in its own currency, in the reader's language: the Hong
// Kong store in Hong Kong dollars, the Macau store in patacas, never "¥".

const MACAU: Init<typeof StoreSchema> = {
  ...STORE,
  model: { id: '8' },
  name: 'Jade Garden · Senado Square',
  timezone: 'Asia/Macau',
  currency: 'MOP',
  profile: { ...STORE.profile, city: 'Macau', perCapitaPrice: '38000' },
};

function network(store: Init<typeof StoreSchema>) {
  return fakeNetwork([
    answer(StoreService.method.queryStores, { list: [store], total: 1 }),
    answer(StoreMenuService.method.listStoreMenus, { list: [] }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
  ]);
}

afterEach(() => {
  jest.restoreAllMocks();
  resetHostUi();
});

const CASES: Array<[Language, string, string]> = [
  ['zh-Hans', 'hk', '人均 HK$450'],
  ['zh-Hant', 'hk', '人均 HK$450'],
  ['en', 'hk', 'HK$450 per person'],
  ['zh-Hans', 'mo', '人均 澳门元 380'],
  ['zh-Hant', 'mo', '人均 澳門元 380'],
  ['en', 'mo', 'MOP 380 per person'],
];

describe('a store page in the store’s currency', () => {
  it.each(CASES)('in %s, the %s store shows %s per person', async (language, which, perCapita) => {
    const answerStore = which === 'hk' ? STORE : MACAU;
    const store = createTestStore({ request: network(answerStore).request, language });
    const { container } = await bootPage(StoreDetailPage, { store, params: { storeId: answerStore.model?.id ?? '' } });
    await waitFor(() =>
      expect(container.querySelector('.store-detail__profile .section__title')?.textContent).toBe(perCapita),
    );
    expect(container.textContent).not.toContain('¥');
  });
});
