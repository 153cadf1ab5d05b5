import { act, render, waitFor } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { RootStoreContext } from '@/stores';
import { createTestStore } from '../support/test-store';

// A file of its own: the module registry is fresh, so Traditional Chinese is not
// loaded yet (the app's default store loads jsdom's English at import).
it('speaks the device language from the first word, waiting for its texts rather than show Simplified', async () => {
  const store = createTestStore({ language: null, platform: { deviceLanguage: () => 'zh-TW' } });
  // Only Simplified Chinese is bundled: Traditional is on its way.
  expect(store.languageReady).toBe(false);
  Current.router = { path: TAB_PATHS.me, $taroPath: TAB_PATHS.me, params: {}, onReady: '', onHide: '', onShow: '' };
  let container!: HTMLElement;
  // The first render, before the fetched texts can arrive: the page waits, empty.
  act(() => {
    ({ container } = render(
      <RootStoreContext.Provider value={store}>
        <TabPage path={TAB_PATHS.me} title='x' />
      </RootStoreContext.Provider>,
    ));
  });
  expect(container.textContent).toBe('');
  await waitFor(() => expect(container.querySelector('.tab-bar')?.textContent).toContain('首頁'));
  expect(container.textContent).not.toContain('首页');
});
