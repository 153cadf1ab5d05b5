import { paletteFor, themeVariables } from '@common/theme-palettes';
import { escapeHtml, cssColor } from './html-text';
import type { FirstScreenTexts } from './first-screen-texts';

// The frame the app's PageShell draws (components/page-shell): the theme's variables
// inline, the 44 px navigation bar of a browser, the body. Same classes as the app, so
// the rules cut from its stylesheets (first-screen.css) lay it out the same way.

/** The router's basename: the app's pages live under it. */
const APP_BASE = '/app';

/** Query parameters every navigation carries (routing/global-query.ts). */
export const GLOBAL_QUERY_KEYS = ['ownerOperatorKey', 'platformClientConfigId', 'merchantId'] as const;

export type GlobalQuery = Partial<Record<(typeof GLOBAL_QUERY_KEYS)[number], string>>;

export function globalQueryOf(search: URLSearchParams): GlobalQuery {
  const out: GlobalQuery = {};
  for (const key of GLOBAL_QUERY_KEYS) {
    const value = search.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** An app page's address with its parameters and the global ones, escaped for an href. */
export function appHref(path: string, params: Record<string, string>, global: GlobalQuery): string {
  const query = new URLSearchParams({ ...params });
  for (const [key, value] of Object.entries(global)) if (value && !query.has(key)) query.set(key, value);
  const search = query.toString();
  return escapeHtml(`${APP_BASE}${path}${search ? `?${search}` : ''}`);
}

export interface BrandColors {
  primaryColor?: string;
  textColorOnPrimary?: string;
}

/** The inline style of the page root: a diner's light theme with the merchant's colours over it. */
export function themeStyle(brand: BrandColors): string {
  const primaryColor = cssColor(brand.primaryColor);
  const palette = paletteFor(
    'light',
    primaryColor ? { primaryColor, textColorOnPrimary: cssColor(brand.textColorOnPrimary) } : undefined,
  );
  return Object.entries(themeVariables(palette))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

export interface ShellOptions {
  title: string;
  body: string;
  wide?: boolean;
  /** Back and home, as on every page but the tabs'; both lead home before the app runs. */
  homeHref?: string;
  texts: FirstScreenTexts;
  brand: BrandColors;
}

export function pageShell({ title, body, wide, homeHref, texts, brand }: ShellOptions): string {
  const buttons = homeHref
    ? `<a class="nav-bar__button nav-bar__back" aria-label="${escapeHtml(texts.text('back'))}" href="${homeHref}"><span>‹</span></a>` +
      `<a class="nav-bar__button nav-bar__home" aria-label="${escapeHtml(texts.text('home'))}" href="${homeHref}"><span>⌂</span></a>`
    : '';
  return (
    `<div class="page-shell page-shell--default page-shell--theme-light${wide ? ' page-shell--wide' : ''}" style="${escapeHtml(themeStyle(brand))}">` +
    `<div class="nav-bar" style="padding-top:0px"><div class="nav-bar__inner" style="height:44px;padding-right:0px">` +
    `<div class="nav-bar__buttons">${buttons}</div><span class="nav-bar__title">${escapeHtml(title)}</span></div></div>` +
    `<div class="page-shell__body">${body}</div></div>`
  );
}
