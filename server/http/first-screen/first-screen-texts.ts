import type { Language } from '@common/interface-language';
import { moneyFormat } from '@common/money-display';
import { toReservationText } from '@common/reservation-wording';
import { enBundle } from '@locales/en-bundle';
import { zhHans, type Messages } from '@locales/zh-hans';
import { zhHansOnDemand } from '@locales/zh-hans-on-demand';
import { zhHantBundle } from '@locales/zh-hant-bundle';

// The texts of the first screen the server writes into index.html, read from the locale
// modules the app itself is built from (as language-files.ts does for mini-programs),
// never a copy: a text changed there changes here. Only the few the first screen shows,
// each reached through the typed Messages, so a renamed key fails typecheck.

type FirstScreenMessages = Pick<Messages, 'page' | 'nav' | 'shell' | 'diner' | 'bookOut' | 'sharedPages'>;

// Simplified Chinese is split between the entry and the modules that load on demand;
// spread together they hold every text, as the other languages' files do.
const MESSAGES: Record<Language, FirstScreenMessages> = {
  'zh-Hans': { ...zhHans, ...zhHansOnDemand },
  'zh-Hant': zhHantBundle.translation,
  en: enBundle.translation,
};

type Pick1 = (m: FirstScreenMessages) => string;

const TEXTS = {
  homeTitle: (m) => m.page.home.title,
  search: (m) => m.diner.home.searchPlaceholder,
  stores: (m) => m.diner.home.stores,
  noMore: (m) => m.diner.state.noMore,
  perCapita: (m) => m.diner.store.perCapita,
  storeTitle: (m) => m.diner.page.storeDetail,
  book: (m) => m.diner.store.book,
  notReady: (m) => m.diner.store.notReady,
  bookOut: (m) => m.bookOut.entry,
  notice: (m) => m.diner.store.notice,
  readAll: (m) => m.sharedPages.notice.readAll,
  dishes: (m) => m.diner.store.dishes,
  contact: (m) => m.shell.contact,
  back: (m) => m.nav.back,
  home: (m) => m.nav.home,
  phone: (m) => m.diner.store.phone,
  address: (m) => m.diner.store.address,
  city: (m) => m.diner.store.city,
  cuisine: (m) => m.diner.store.cuisine,
  hours: (m) => m.diner.store.hours,
  openingYear: (m) => m.diner.store.openingYear,
  chef: (m) => m.diner.store.chef,
  orderingType: (m) => m.diner.store.orderingType,
  sommelier: (m) => m.diner.store.sommelier,
  winePairing: (m) => m.diner.store.winePairing,
  yes: (m) => m.diner.store.yes,
  ORDER: (m) => m.diner.store.ordering.ORDER,
  SET_MENU: (m) => m.diner.store.ordering.SET_MENU,
  ORDER_AND_SET_MENU: (m) => m.diner.store.ordering.ORDER_AND_SET_MENU,
} satisfies Record<string, Pick1>;

export type FirstScreenText = keyof typeof TEXTS;

/**
 * `{{name}}` filled from `values`, as the app's texts write it; an absent value stays as written.
 * `{{name, money}}` is an amount in minor units of `values.currency`, as the app's `money` formatter shows it.
 */
function interpolate(text: string, values: Record<string, string>, language: Language): string {
  return text.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return format === 'money' ? moneyFormat(value, language, values) : value;
  });
}

/** The first screen's words in one language, in reservation wording when the client config asks for it. */
export function firstScreenTexts(language: Language, reservationWording: boolean) {
  const messages = MESSAGES[language];
  const finish = (text: string) => (reservationWording ? toReservationText(text, language) : text);
  return {
    language,
    text: (key: FirstScreenText, values: Record<string, string> = {}) =>
      finish(interpolate(TEXTS[key](messages), values, language)),
    /** A cuisine's name, or the key itself, as the app shows an unknown one. */
    cuisine: (key: string) => {
      const names = messages.diner.cuisine as Record<string, string>;
      return finish(Object.hasOwn(names, key) ? names[key]! : key);
    },
  };
}

export type FirstScreenTexts = ReturnType<typeof firstScreenTexts>;
