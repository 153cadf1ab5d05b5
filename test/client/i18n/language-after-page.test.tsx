import { TAB_PATHS } from '@/components/tab-bar';
import FeastPage from '@/pages/feast/index';
import { drawPage, expectFeastTabInTraditional, storeWithHeldLanguage } from '../support/held-language';

// A person who chose a language other than the bundled one opens the feast tab directly,
// and the language's chunk arrives after the page (and its own Simplified Chinese texts)
// has drawn: the page redraws whole in that language, not only the tab bar. A file of its
// own: the language must not be loaded yet (a fresh module registry).
it('the feast tab drawn before the language arrives is all in that language once it does', async () => {
  const { store, arrive } = storeWithHeldLanguage();
  const container = drawPage(FeastPage, store, TAB_PATHS.feast);
  // Before the chosen language's texts: nothing, rather than Simplified Chinese.
  expect(store.languageReady).toBe(false);
  expect(container.textContent).toBe('');

  await arrive();
  await expectFeastTabInTraditional(container);
});
