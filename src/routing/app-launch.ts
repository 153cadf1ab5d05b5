import { launchPageOf } from '@/common/launch-queries';
import type { RootStore } from '../stores/root.store';
import { resolveEntryRoute } from './entry-route';
import { ROUTES } from './routes';
import { SHARED_ROUTES } from './shared-routes';
import { shouldWelcome } from './welcome';

export const PASSPORT_CODE_PARAM = 'passport_code';

/** Parameters Taro's H5 router adds to a page's query for itself. */
const ROUTER_PARAMS = new Set(['stamp', '$taroTimestamp']);

function ownQuery(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([key]) => !ROUTER_PARAMS.has(key)));
}

/**
 * What the app does once at launch: take the global query parameters, load the
 * client config, and either log in again with a passport code (then drop it from the
 * address, which reloads) or ask the server who this is; then, on a device's first
 * open at home, the welcome page (routing/welcome.ts), or, for a diner who never
 * completed their profile, profile completion.
 */
export async function launchApp(
  store: RootStore,
  query: Record<string, string | undefined>,
  launchPath?: string,
): Promise<void> {
  store.applyLaunchQuery(query);
  void store.clientConfig.load();
  const passportCode = query[PASSPORT_CODE_PARAM];
  // The first page's store query goes with the config and session calls instead of
  // after the page's code has run (a reload for a passport code would waste it).
  const firstPage = launchPageOf(launchPath);
  if (firstPage && !passportCode && store.operator.mode === 'diner') {
    store.diner.prefetchFirstPage(firstPage, query.storeId);
  }
  if (passportCode) {
    await store.session.relogin(decodeURIComponent(passportCode));
    if (store.platform.removeQueryParamAndReload(PASSPORT_CODE_PARAM)) return;
  }
  await store.session.loadCurrentSession();
  const { platform, operator, session } = store;
  if (
    shouldWelcome({ storage: platform.storage, operatorType: operator.type, loggedIn: session.loggedIn, launchPath })
  ) {
    await store.navigator.navigateTo(SHARED_ROUTES.welcomeUse);
    return;
  }
  // Only a phone-logged diner can be asked, so only then does the login flow's code load
  // (after the first page); a failure to fetch it leaves the question to the next launch.
  void store.firstPageShown.then(async () => {
    if (!session.user?.phone || operator.mode !== 'diner') return;
    const login = await store.openLogin().catch(() => null);
    await login?.completeProfileOnLaunch();
  });
}

/**
 * An address that is no page (spec section 2): the aliases open their page, /mch/{key}
 * opens home with the merchant it names, /…web… the web index, anything else home
 * after about 500 ms.
 */
export async function openUnknownPath(
  store: RootStore,
  path: string,
  query: Record<string, string> = {},
): Promise<void> {
  const route = resolveEntryRoute(path, ownQuery(query));
  switch (route.kind) {
    case 'redirect':
      store.applyLaunchQuery(Object.fromEntries(new URLSearchParams(route.url.split('?')[1] ?? '')));
      await store.navigator.reLaunch(route.url);
      return;
    case 'shortLink': {
      const merchantId = await resolveShortLink(store, route.key);
      store.applyLaunchQuery({ ...route.query, merchantId });
      await store.navigator.reLaunch(ROUTES.home);
      return;
    }
    case 'link': {
      // The server only keeps targets on this app or the platform's own origins.
      const target = await resolveLink(store, route.key);
      if (target.startsWith('/pages/')) await store.navigator.reLaunch(target);
      else if (target.startsWith('/')) await openUnknownPath(store, target);
      else if (!target || !store.platform.leaveTo(target)) await store.navigator.reLaunch(ROUTES.home);
      return;
    }
    case 'notFound':
      await new Promise((resolve) => setTimeout(resolve, route.delayMs));
      await store.navigator.reLaunch(route.url);
      return;
  }
}

/** The merchant a /mch/{key} short link names; '' when it names none (the catalogue has said so). */
async function resolveShortLink(store: RootStore, key: string): Promise<string> {
  try {
    return (await store.api.shortLink.resolveShortLink({ key })).merchantId;
  } catch {
    return '';
  }
}

/** Where an administrator's /s/{key} link leads; '' when nowhere (the catalogue has said so). */
async function resolveLink(store: RootStore, key: string): Promise<string> {
  try {
    return (await store.api.shortLink.resolveLink({ key })).target;
  } catch {
    return '';
  }
}
