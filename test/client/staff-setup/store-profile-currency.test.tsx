import { waitFor } from '@testing-library/react';
import StoreDescriptionPage from '@/pages/sub-store/store-description/index';
import { StoreSettingService } from '@/gen/store/v1/store_setting_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { PERMITTED_STORE } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

// The store's profile as its staff read it: the spend per person in the store's
// own currency, never in yuan for a Hong Kong or Macau store.

function open(currency: string) {
  const net = fakeNetwork([
    ...PERMITTED_STORE,
    answer(StoreSettingService.method.getStore, {
      store: {
        model: { id: '7' },
        name: 'Jade Garden',
        currency,
        profile: { city: 'Hong Kong', perCapitaPrice: '45050' },
      },
    }),
  ]);
  return bootPage(StoreDescriptionPage, { store: createTestStore({ request: net.request }) });
}

describe('the store description page', () => {
  beforeEach(() => resetHostUi());

  it.each([
    ['HKD', '人均消费（港元）', 'HK$450.50'],
    ['MOP', '人均消费（澳门元）', '澳门元 450.50'],
    ['CNY', '人均消费（元）', '¥450.50'],
  ])('shows a %s store’s spend per person in its currency', async (currency, label, amount) => {
    const { container } = await open(currency);
    await waitFor(() => expect(container.textContent).toContain(label));
    expect(container.textContent).toContain(amount);
    if (currency !== 'CNY') expect(container.textContent).not.toContain('¥');
  });
});
