import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import StoreBasePage from '@/pages/sub-store/store-base/index';
import StoreShiftsPage from '@/pages/sub-store/store-shifts/index';
import StoreShiftsCreatePage from '@/pages/sub-store/store-shifts-create/index';
import StoreTablePage from '@/pages/sub-store/store-table/index';
import StoreDepositPolicyPage from '@/pages/sub-store/store-deposit-policy/index';
import BookingRulesPage from '@/pages/sub-store/booking-rules/index';
import BookingOrderTagPage from '@/pages/sub-store/booking-order-tag/index';
import { PermittedStoreService } from '@/gen/store/v1/store_query_service_pb';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

// A manager of two stores, the second chosen: every setup page says, in the
// reader's language, that its changes go to that store.
const STORES = {
  list: [
    { model: { id: '7' }, name: '翠园 · 外滩', timezone: 'Asia/Shanghai', currency: 'CNY' },
    {
      model: { id: '8' },
      name: '翠园 · 中环',
      intlInfo: { name: { zhHans: '翠园 · 中环', zhHant: '翠園 · 中環', en: 'Jade Garden · Central' } },
      timezone: 'Asia/Hong_Kong',
      currency: 'HKD',
    },
  ],
  total: 2,
};

const PAGES: Array<[string, ComponentType]> = [
  ['store profile', StoreBasePage],
  ['shifts', StoreShiftsPage],
  ['new shift', StoreShiftsCreatePage],
  ['tables', StoreTablePage],
  ['deposit policy', StoreDepositPolicyPage],
  ['booking rules', BookingRulesPage],
  ['tags', BookingOrderTagPage],
];

async function open(page: ComponentType, language: Language) {
  const net = fakeNetwork([answer(PermittedStoreService.method.queryPermittedStores, STORES)]);
  const store = createTestStore({ request: net.request, language });
  store.operator.setStoreId('8');
  return bootPage(page, { store });
}

describe('setup pages name the store being edited', () => {
  it.each(PAGES)('%s', async (_name, page) => {
    for (const [language, text] of [
      ['zh-Hans', '正在设置：翠园 · 中环'],
      ['zh-Hant', '正在設定：翠園 · 中環'],
      ['en', 'Editing: Jade Garden · Central'],
    ] as const) {
      const { container, unmount } = await open(page, language);
      await waitFor(() => expect(container.querySelector('.setup-store-name')?.textContent).toBe(text));
      unmount();
    }
  });
});
