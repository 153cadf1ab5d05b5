import { waitFor } from '@testing-library/react';
import { TAB_PATHS } from '@/components/tab-bar';
import { drawPage, expectFeastTabInTraditional, storeWithHeldLanguage } from '../support/held-language';

// The other order: the chosen language is in force before the feast page's module adds
// its own Simplified Chinese texts (a person who opened another page first). Those
// texts join the bundled language only; the page speaks the chosen one. A file of its
// own: the feast page's module must not be loaded yet (a fresh module registry).
it('the feast tab whose own texts load after the language is in force is in that language', async () => {
  const { store, arrive } = storeWithHeldLanguage();
  await arrive();
  await waitFor(() => expect(store.languageReady).toBe(true));

  const { default: FeastPage } = await import('@/pages/feast/index');
  const container = drawPage(FeastPage, store, TAB_PATHS.feast);
  await expectFeastTabInTraditional(container);
});
