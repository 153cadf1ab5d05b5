import type { ComponentType } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { RootStoreContext, type RootStore } from '@/stores';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { KeyValueStorage } from '@/platform';
import { create } from '@bufbuild/protobuf';
import { UserSchema } from '@/gen/identity/v1/user_pb';
import { DINER_USER } from './identity-network';
import { createTestStore } from './test-store';

export interface BootOptions {
  /** The page's route, e.g. '/pages/sub-user/store-detail/index'. */
  path?: string;
  /** Query parameters, as useRouter().params returns them. */
  params?: Record<string, string>;
  /** The store the page sees; a fresh one over memory storage by default. */
  store?: RootStore;
  storage?: KeyValueStorage;
  /** The page is opened by this logged-in diner (pages for diners mount only then). */
  diner?: boolean;
}

export interface BootedPage extends RenderResult {
  store: RootStore;
}

/**
 * Renders one page the way the app shell would: with a router entry for useRouter()
 * and the root store in context. Taro 4's own app booting is not usable under jest.
 */
export async function bootPage(Page: ComponentType, options: BootOptions = {}): Promise<BootedPage> {
  const path = options.path ?? '/pages/home/index';
  Current.router = {
    path,
    $taroPath: path,
    params: options.params ?? {},
    onReady: '',
    onHide: '',
    onShow: '',
  };
  const store = options.store ?? createTestStore({ storage: options.storage ?? createMemoryStorage() });
  if (options.diner) store.session.setSession('test-session', create(UserSchema, DINER_USER));
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <RootStoreContext.Provider value={store}>
        <Page />
      </RootStoreContext.Provider>,
    );
  });
  return Object.assign(result, { store });
}
