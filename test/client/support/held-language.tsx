import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { act, render, waitFor } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import type { ComponentType } from 'react';
import type { LanguageBundle } from '@/i18n/locales/language-bundle.types';
import { zhHantBundle } from '@/i18n/locales/zh-hant-bundle';
import type { LanguageSource } from '@/platform/language-source';
import { RootStoreContext, type RootStore } from '@/stores';
import { answer, fakeNetwork } from './fake-network';
import { createTestStore } from './test-store';

/**
 * Traditional Chinese stands for the fetched languages in tests that decide when a
 * language's chunk arrives: the app's default store asks for jsdom's English at import,
 * so only Traditional's arrival can be held back (in a test file's fresh registry).
 */
export const HANT = zhHantBundle.translation;

/** A person who chose Traditional Chinese, whose language's chunk arrives when `arrive()` says. */
export function storeWithHeldLanguage(): { store: RootStore; arrive(): Promise<void> } {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const source: LanguageSource = {
    load: async (): Promise<LanguageBundle> => {
      await arrived;
      return zhHantBundle;
    },
  };
  const network = fakeNetwork([answer(PublicFeastService.method.queryFeasts, { list: [], total: 0 })]);
  const store = createTestStore({ language: 'zh-Hant', languageSource: source, request: network.request });
  return { store, arrive: () => act(async () => release()) };
}

/** Draws a page as the app shell would, synchronously, so it can draw before the language arrives. */
export function drawPage(Page: ComponentType, store: RootStore, path: string): HTMLElement {
  Current.router = { path, $taroPath: path, params: {}, onReady: '', onHide: '', onShow: '' };
  let container!: HTMLElement;
  act(() => {
    ({ container } = render(
      <RootStoreContext.Provider value={store}>
        <Page />
      </RootStoreContext.Provider>,
    ));
  });
  return container;
}

const texts = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].map((node) => node.textContent);

/** The diner's feast tab, every word of it in Traditional Chinese: title, tabs, empty list, tab bar. */
export async function expectFeastTabInTraditional(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(texts(container, '.tab-bar__label')).toContain(HANT.tab.feast));
  expect(texts(container, '.nav-bar__title')).toEqual([HANT.page.feast.title]);
  expect(texts(container, '.feast-tabs .chip')).toEqual([
    HANT.feast.tab.upcoming,
    HANT.feast.tab.mine,
    HANT.feast.tab.joined,
  ]);
  await waitFor(() => expect(container.textContent).toContain(HANT.feast.empty.list));
}
