import type { ComponentType } from 'react';
import { act, within, type RenderResult } from '@testing-library/react';
import ReactTestUtil from '@tarojs/test-utils-react';
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

// Pages mounted by @tarojs/test-utils-react, unmounted after each test as
// @testing-library/react does with what it renders (test-utils-react has no cleanup).
const mounted: ReactTestUtil[] = [];
afterEach(() => {
  for (const util of mounted.splice(0)) act(() => util.unmout());
});

/**
 * Renders one page the way the app shell would: with a router entry for useRouter()
 * and the root store in context, mounted by @tarojs/test-utils-react (which waits a
 * frame for Taro's web components to draw). Its createApp() is not usable on Taro 4
 * (docs/client.md, "Client tests"), so the router entry is set here.
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
  const util = new ReactTestUtil();
  mounted.push(util);
  const Shell = () => (
    <RootStoreContext.Provider value={store}>
      <Page />
    </RootStoreContext.Provider>
  );
  await act(async () => {
    const mounting = util.mount(Shell);
    // mount() waits for the next animation frame; under jest's fake timers that frame
    // comes only when the clock moves.
    if (fakeTimersOn()) jest.advanceTimersByTime(16);
    await mounting;
  });
  return { ...pageResult(util), store };
}

/** Whether the test runs on jest's fake timers (how @testing-library tells, too). */
function fakeTimersOn(): boolean {
  return Object.prototype.hasOwnProperty.call(setTimeout, 'clock') || jest.isMockFunction(setTimeout);
}

/** What @testing-library/react's render() answers, over the page test-utils-react mounted. */
function pageResult(util: ReactTestUtil): RenderResult {
  const inst = (util as unknown as { _inst: { container: HTMLElement; baseElement: HTMLElement } })._inst;
  const { container, baseElement } = inst;
  return {
    ...within(baseElement),
    container,
    baseElement,
    unmount: () => act(() => util.unmout()),
    rerender: () => {
      throw new Error('bootPage: boot the page again instead of rerendering it');
    },
    asFragment: () => document.createRange().createContextualFragment(container.innerHTML),
    debug: () => console.log(util.html()),
  } as RenderResult;
}
