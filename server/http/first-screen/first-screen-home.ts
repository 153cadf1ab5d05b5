import { localText } from '@common/intl-text';
import { PageModule_Type as Block, type ClientConfig } from '@gen/platform/v1/client_config_pb';
import type { Store } from '@gen/store/v1/store_pb';
import { appHref, pageShell, type GlobalQuery } from './first-screen-shell';
import type { FirstScreenTexts } from './first-screen-texts';
import { escapeHtml, imageSource } from './html-text';

// Home as the app draws it first (pages/home, components/diner/store-card): the app's
// name, the config's blocks in order, the store cards. Blocks whose height the server
// cannot know (pictures, carousels, other areas' lists) end the drawing there, so nothing
// below them sits where the app would not put it; the next booking's card is a logged-in
// diner's and the server writes no person's data, so it is left out.

const STORE_DETAIL = '/pages/sub-user/store-detail/index';
const HOME_SEARCH = '/pages/sub-user/home-search/index';
const DEFAULT_BLOCKS = [Block.GLOBAL_SEARCH, Block.BOOKING_ORDER_CARD, Block.STORE_LIST];
// Pictures past the first screen wait until scrolled near, as the app's lazyLoad does.
const EAGER_COVERS = 6;

/** One store's card, a link to its page. */
export function storeCard(store: Store, index: number, texts: FirstScreenTexts, global: GlobalQuery): string {
  const p = store.profile;
  const cover = store.image?.environmentList[0] ?? store.image?.dishList[0];
  const src = imageSource(cover?.url);
  const picture = src
    ? `<img class="store-card__cover" src="${src}" alt=""${index >= EAGER_COVERS ? ' loading="lazy"' : ''}>`
    : '<div class="store-card__cover"></div>';
  const cuisine = [p?.mainCuisine, p?.subCuisine]
    .filter(Boolean)
    .map((key) => texts.cuisine(key!))
    .join(' · ');
  const city = p ? localText(p.city, store.intlInfo?.city, texts.language) : '';
  const line = [city, cuisine].filter(Boolean).join(' · ');
  const price =
    p && p.perCapitaPrice !== '0' && p.perCapitaPrice !== ''
      ? `<span>${escapeHtml(texts.text('perCapita', { amount: p.perCapitaPrice, currency: store.currency }))}</span>`
      : '';
  const id = store.model?.id ?? '';
  return (
    `<a class="store-card" href="${appHref(STORE_DETAIL, { storeId: id }, global)}">${picture}` +
    `<div class="store-card__body"><span class="store-card__name">${escapeHtml(localText(store.name, store.intlInfo?.name, texts.language))}</span>` +
    `<span class="store-card__line">${escapeHtml(line)}</span><div class="store-card__line">${price}</div></div></a>`
  );
}

export interface HomeInput {
  config: ClientConfig | undefined;
  stores: Store[] | undefined;
  total: number;
  texts: FirstScreenTexts;
  global: GlobalQuery;
}

function storeList(title: string, input: HomeInput): string | undefined {
  const { stores, texts, global } = input;
  // Without the answer the app shows its loading state: better the app's own.
  if (!stores) return undefined;
  const cards = stores.map((store, i) => storeCard(store, i, texts, global)).join('');
  const end =
    stores.length > 0 && stores.length >= input.total
      ? `<span class="section__text">${escapeHtml(texts.text('noMore'))}</span>`
      : '';
  return `<div class="home-stores"><span class="section__title">${escapeHtml(title || texts.text('stores'))}</span>${cards}${end}</div>`;
}

/** Home's first screen, or undefined when the config shows something else first (merchant mode is the client's own). */
export function homeScreen(input: HomeInput): string | undefined {
  const { config, texts, global } = input;
  const common = config?.config?.common;
  // A one-store app opens the store's page at once: the app's own screen then.
  if (config?.config?.flags?.oneStore) return undefined;
  const page = config?.config?.pageList.find((p) => p.type === 'home');
  const blocks = page?.moduleList.length
    ? page.moduleList.map((m) => ({ type: m.type, title: m.title, text: m.text }))
    : DEFAULT_BLOCKS.map((type) => ({ type, title: '', text: '' }));
  const parts: string[] = [];
  if (common?.appName) parts.push(`<span class="home__app-name">${escapeHtml(common.appName)}</span>`);
  for (const block of blocks) {
    if (block.type === Block.GLOBAL_SEARCH) {
      parts.push(
        `<a class="home-search-bar" href="${appHref(HOME_SEARCH, {}, global)}"><span>${escapeHtml(texts.text('search'))}</span></a>`,
      );
    } else if (block.type === Block.TEXT) {
      const title = block.title ? `<span class="section__title">${escapeHtml(block.title)}</span>` : '';
      parts.push(
        `<div class="section home-text">${title}<span class="section__text">${escapeHtml(block.text)}</span></div>`,
      );
    } else if (block.type === Block.BOOKING_ORDER_CARD) {
      continue;
    } else if (block.type === Block.STORE_LIST) {
      const list = storeList(block.title, input);
      if (!list) break;
      parts.push(list);
    } else break;
  }
  // The tab page's room for the tab bar (components/tab-page).
  parts.push('<div class="tab-page__spacer"></div>');
  return pageShell({
    title: texts.text('homeTitle'),
    body: parts.join(''),
    texts,
    brand: { primaryColor: common?.primaryColor, textColorOnPrimary: common?.textColorOnPrimary },
  });
}
