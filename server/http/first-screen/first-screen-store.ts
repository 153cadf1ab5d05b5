import { bookingStartPage, hasBookingNotice } from '@common/booking-notice';
import { localText } from '@common/intl-text';
import type { ClientConfig } from '@gen/platform/v1/client_config_pb';
import { StoreProfile_OrderingType, type Store } from '@gen/store/v1/store_pb';
import { appHref, pageShell, type GlobalQuery } from './first-screen-shell';
import type { FirstScreenText, FirstScreenTexts } from './first-screen-texts';
import { escapeHtml, imageSource } from './html-text';

// A store's page as the app draws it first (components/store-detail): its first photo,
// name and address, profile, phone and address, the notice's first lines, the dishes'
// pictures, and the book button pinned to the bottom. The book button is a link to the
// page the app's button opens, so a tap before the app runs (or without it) still goes
// there. Menus, articles, the shop and feasts come from other requests: the app adds them.

const ROUTES = {
  home: '/pages/home/index',
  notice: '/pages/sub-user/notice/index',
  bookingBefore: '/pages/sub-user/booking-before/index',
  bookOutCreate: '/pages/sub-user/book-out-form-create/index',
  contactStore: '/pages/sub-user/contact-store/index',
};

const ORDERING: Record<string, FirstScreenText> = {
  ORDER: 'ORDER',
  SET_MENU: 'SET_MENU',
  ORDER_AND_SET_MENU: 'ORDER_AND_SET_MENU',
};

function profileRows(store: Store, texts: FirstScreenTexts): string {
  const p = store.profile;
  if (!p) return '';
  const cuisine = [p.mainCuisine, p.subCuisine]
    .filter(Boolean)
    .map((key) => texts.cuisine(key))
    .join(' · ');
  const ordering = ORDERING[StoreProfile_OrderingType[p.orderingType] ?? ''];
  const rows: Array<[FirstScreenText, string]> = [
    ['city', localText(p.city, store.intlInfo?.city, texts.language)],
    ['cuisine', cuisine],
    ['hours', p.hours],
    ['openingYear', p.openingYear ? String(p.openingYear) : ''],
    ['chef', p.chef],
    ['orderingType', ordering && p.orderingType ? texts.text(ordering) : ''],
    ['sommelier', p.sommelierService ? texts.text('yes') : ''],
    ['winePairing', p.winePairing ? texts.text('yes') : ''],
  ];
  const price =
    p.perCapitaPrice !== '0' && p.perCapitaPrice !== ''
      ? `<span class="section__title">${escapeHtml(texts.text('perCapita', { amount: p.perCapitaPrice, currency: store.currency }))}</span>`
      : '';
  const shown = rows
    .filter(([, value]) => value)
    .map(
      ([label, value]) =>
        `<div class="section__row"><span class="section__label">${escapeHtml(texts.text(label))}</span><span>${escapeHtml(value)}</span></div>`,
    )
    .join('');
  return `<div class="section store-detail__profile">${price}${shown}</div>`;
}

const cell = (title: string, extra: string, clickable: boolean) =>
  `<div class="nut-cell${clickable ? ' nut-cell-clickable' : ''}" style="border-radius:6px;align-items:flex-start">` +
  `<div class="nut-cell-left"><div class="nut-cell-title">${escapeHtml(title)}</div></div><div class="nut-cell-extra">${escapeHtml(extra)}</div></div>`;

export interface StoreInput {
  config: ClientConfig | undefined;
  store: Store;
  texts: FirstScreenTexts;
  global: GlobalQuery;
}

export function storeScreen({ config, store, texts, global }: StoreInput): string {
  const flags = config?.config?.flags;
  const common = config?.config?.common;
  const p = store.profile;
  const storeId = store.model?.id ?? '';
  const name = localText(store.name, store.intlInfo?.name, texts.language);
  const photo = imageSource(store.image?.environmentList[0]?.url);
  const media = photo
    ? `<div class="store-detail__hero"><img class="store-detail__photo" src="${photo}" alt=""></div>`
    : '';
  const header =
    flags?.showStoreHeaderInfo === false
      ? ''
      : `<div class="section store-detail__header"><span class="store-detail__name">${escapeHtml(name)}</span><span class="section__text">${escapeHtml(p?.address ?? '')}</span></div>`;
  const contact =
    (p?.phone ? cell(texts.text('phone'), p.phone, true) : '') +
    (p?.address ? cell(texts.text('address'), p.address, false) : '');
  const notice = hasBookingNotice(store)
    ? `<div class="section store-detail__notice"><span class="section__title">${escapeHtml(texts.text('notice'))}</span>` +
      `<span class="section__text store-detail__notice-text">${escapeHtml(store.bookingConfig?.notice?.text?.content ?? '')}</span>` +
      `<span class="store-detail__notice-more">${escapeHtml(texts.text('readAll'))} ›</span></div>`
    : '';
  const dishes = (store.image?.dishList ?? [])
    .map((image) => imageSource(image.url))
    .filter(Boolean)
    .map((src) => `<img class="image-row__item" src="${src}" alt="" loading="lazy">`)
    .join('');
  const dishSection = dishes
    ? `<div class="section"><span class="section__title">${escapeHtml(texts.text('dishes'))}</span><div class="image-row">${dishes}</div></div>`
    : '';
  const start =
    bookingStartPage(store, flags?.showNoticePage ?? true) === 'notice' ? ROUTES.notice : ROUTES.bookingBefore;
  const book = store.isBookingReady
    ? `<a class="nut-button nut-button-primary nut-button-primary-solid nut-button-normal nut-button-round nut-button-round-normal nut-button-block primary-button store-detail__book" href="${appHref(start, { storeId }, global)}">`
    : `<a class="nut-button nut-button-primary nut-button-primary-solid nut-button-normal nut-button-round nut-button-round-normal nut-button-block primary-button store-detail__book" aria-disabled="true">`;
  const buttonBody = (text: string, kind: 'primary' | 'default') =>
    `<div class="nut-button-wrap"><div class="nut-button-children nut-button-normal-children nut-button-${kind}-children">${escapeHtml(text)}</div></div></a>`;
  const actions =
    `<div class="store-detail__actions">${book}${buttonBody(texts.text(store.isBookingReady ? 'book' : 'notReady'), 'primary')}` +
    `<a class="nut-button nut-button-default nut-button-normal nut-button-round nut-button-round-normal store-detail__book-out" href="${appHref(ROUTES.bookOutCreate, { storeId }, global)}">${buttonBody(texts.text('bookOut'), 'default')}` +
    // The docked contact button, where diners are offered it (components/page-shell/contact-button).
    (common?.globalContactEnabled
      ? `<a class="contact-button contact-button--docked" aria-label="${escapeHtml(texts.text('contact'))}" href="${appHref(ROUTES.contactStore, { storeId }, global)}"><span class="contact-button__mark">?</span></a>`
      : '') +
    '</div>';
  const body =
    `<div class="store-detail"><div class="store-detail__media">${media}</div><div class="store-detail__info">` +
    `${header}${profileRows(store, texts)}<div class="section store-detail__contact">${contact}</div>${notice}${dishSection}${actions}</div></div>`;
  return pageShell({
    title: flags?.showStoreTitle ? name : texts.text('storeTitle'),
    body,
    wide: true,
    homeHref: appHref(ROUTES.home, {}, global),
    texts,
    brand: { primaryColor: common?.primaryColor, textColorOnPrimary: common?.textColorOnPrimary },
  });
}
