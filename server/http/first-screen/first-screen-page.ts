import { FIRST_PAGE_PRELOAD_HOOK } from '@common/first-page-preload';
import type { Language } from '@common/interface-language';
import type { FirstPage } from '../first-page-data';
import { homeScreen } from './first-screen-home';
import { globalQueryOf } from './first-screen-shell';
import { storeScreen } from './first-screen-store';
import { firstScreenTexts } from './first-screen-texts';

// The first screen in index.html: the markup of the launch page drawn from the data the
// page carries (first-page-data.ts), over the app's mount point until the app has drawn
// the same page beneath it, then removed. While it shows, its cards, search box and book
// button are plain links: a tap goes where the app would go, with or without JavaScript.

export const FIRST_SCREEN_ID = 'first-screen';
const STYLE_ID = 'first-screen-style';
/** Marks the app's stylesheets that no longer hold the first paint back (appStylesheetsDeferred). */
const DEFERRED_CSS = 'data-after-first-screen';

/** What of the app's page says it has drawn what the first screen shows. */
const READY: Record<NonNullable<FirstPage['page']>, string> = {
  home: '.store-card',
  storeDetail: '.store-detail__actions',
};

/** Element rules of the first screen, of no weight against a class (as the app's components' own are). */
const own = (selector: string, rules: string) => `:where(#${FIRST_SCREEN_ID} ${selector}){${rules}}`;

/**
 * Laid over the page as the app's page container is (fixed, scrolling on its own), so
 * the app draws beneath it at the same place. Then what the app's runtime adds before
 * its stylesheets apply: Taro's base rules (no margins, line height 1.6) and its
 * components' element styles (a view is a block, text inline, an image an inline block
 * cropped to cover, a button a centred block), under :where() so every class rule of the
 * app wins over them as it does in the app. Without JavaScript the root font size that
 * Taro's inline script sets (40/750 of the narrower side, 20-40 px) comes from here.
 */
const BASE_CSS =
  `html{font-size:clamp(20px,calc(40 * min(100vw, 100vh) / 750),40px)}` +
  `#${FIRST_SCREEN_ID}{position:fixed;top:0;right:0;bottom:0;left:0;overflow-y:auto;z-index:10000;line-height:1.6;` +
  `background:var(--fb-color-background,#f5f5f5)}` +
  own('*', 'margin:0;padding:0') +
  own('div', 'display:block') +
  own('span', 'display:inline') +
  own('a', 'display:block;color:inherit;text-decoration:none;-webkit-tap-highlight-color:transparent') +
  own('img', 'display:inline-block;width:320px;height:240px;object-fit:cover;font-size:0') +
  own(
    'a.nut-button',
    'box-sizing:border-box;text-align:center;color:#000;background-color:#f8f8f8;border-width:0;border-radius:5px;' +
      'width:100%;margin-left:auto;margin-right:auto;padding-left:14px;padding-right:14px;font-size:18px;' +
      'line-height:2.55556;position:relative;overflow:hidden',
  ) +
  own('a.nut-button + a.nut-button', 'margin-top:15px');

/**
 * Removes the first screen once the app shows the page's ready element (or, when the app
 * shows something else, 3 s after its page has a body), before the frame that would show
 * the app's change, so the swap happens between two identical frames and no moment shows
 * two copies. The pictures are the same addresses, already loaded. Without JavaScript it
 * never runs and the first screen stays.
 *
 * The app's start makes many changes to the page: they are looked at once per frame
 * (requestAnimationFrame runs before the frame is drawn), and the element's box, which
 * makes the browser lay the page out there and then, only once the element exists; the
 * page's body only needs to exist. Checked on every change, the layout this forced cost
 * the app's start about a tenth of a second on a slow phone.
 */
function takeoverScript(ready: string): string {
  return (
    `<script>(function(){var s=document.getElementById(${JSON.stringify(FIRST_SCREEN_ID)}),a=document.getElementById("app");` +
    `if(!s||!a)return;var r=${JSON.stringify(ready)},since=0,queued=false,o,t;` +
    `function shown(q){var l=a.querySelectorAll(q);for(var i=0;i<l.length;i++)if(l[i].getClientRects().length)return true;return false}` +
    `function done(){o.disconnect();clearInterval(t);s.remove();var c=document.getElementById(${JSON.stringify(STYLE_ID)});c&&c.remove()}` +
    `function check(){queued=false;if(!s.isConnected)return;var w=document.querySelector("link[${DEFERRED_CSS}]");if(w&&w.media==="print")return;if(shown(r))return done();if(a.querySelector(".page-shell__body")){since=since||Date.now();if(Date.now()-since>3000)done()}}` +
    `function soon(){if(!queued){queued=true;requestAnimationFrame(check)}}` +
    `o=new MutationObserver(soon);o.observe(a,{subtree:true,childList:true,attributes:true,attributeFilter:["class","style"]});t=setInterval(check,250)})()</script>`
  );
}

/** The launch page's markup in `language`, or undefined when the server cannot draw it as the app will. */
export function firstScreenMarkup(first: FirstPage, language: Language, search: URLSearchParams): string | undefined {
  const { page, config, stores } = first;
  const common = config?.config?.common;
  const texts = firstScreenTexts(language, common?.useReservationText ?? false);
  const global = globalQueryOf(search);
  if (page === 'home') {
    return homeScreen({ config, stores: stores?.list, total: stores?.total ?? 0, texts, global });
  }
  if (page === 'storeDetail') {
    const store = stores?.list[0];
    // An unknown or hidden store: the app says so in its own words.
    return store ? storeScreen({ config, store, texts, global }) : undefined;
  }
  return undefined;
}

/**
 * The app's stylesheets in the head, loaded without holding back the first paint: the
 * first screen has its own rules inline, and a stylesheet in the head would keep the
 * browser from drawing it (and from running the scripts after it) until it came. Loaded
 * as `media="print"` and switched on when it arrives (the usual way to load a
 * stylesheet without blocking); the takeover waits for it, so the app's page is never
 * shown unstyled.
 */
function appStylesheetsDeferred(html: string): string {
  return html.replace(
    /<link href="([^"]+\.css)" rel="stylesheet">/gi,
    (_, href: string) =>
      `<link href="${href}" rel="stylesheet" media="print" ${DEFERRED_CSS} onload="this.media='all'" onerror="this.media='all'">`,
  );
}

/**
 * The app's entry first, then the first page's chunks. index.html preloads the page's
 * chunks (and a language's) at once (config/page-preload.ts), so on a slow network they
 * share it with the entry's scripts, which cannot run until they have all come, while
 * the chunks are only needed once the entry has started. With the first screen on show
 * the preloads wait: the entry's first module calls FIRST_PAGE_PRELOAD_HOOK
 * (platform/index.h5.ts), so the chunks download while the entry starts up; the
 * document's DOMContentLoaded (after the entry has run) is the fallback. A page without
 * the preloads is left as is.
 */
function entryBeforePageChunks(html: string): string {
  const preloader = /<script>(\(function\(m,p,g\)\{[^<]*l\.rel="preload"[^<]*)<\/script>/.exec(html);
  if (!preloader) return html;
  const later =
    `<script>(function(go){var d=false;function run(){if(!d){d=true;go()}}window.${FIRST_PAGE_PRELOAD_HOOK}=run;` +
    `document.addEventListener("DOMContentLoaded",run)})(function(){${preloader[1]}})</script>`;
  return html.slice(0, preloader.index) + later + html.slice(preloader.index + preloader[0].length);
}

/** index.html with the first screen's style in its head and its markup over the app's mount point. */
export function withFirstScreen(
  html: string,
  markup: string,
  page: NonNullable<FirstPage['page']>,
  css: string,
  language: Language,
): string {
  const mount = /<div id="app"><\/div>/i.exec(html);
  if (!mount) return html;
  const style = `<style id="${STYLE_ID}">${css.replace(/<\/style/gi, '<\\/style')}${BASE_CSS}</style>`;
  const screen = `<div id="${FIRST_SCREEN_ID}" data-page="${page}">${markup}</div>`;
  const withBody =
    html.slice(0, mount.index) +
    screen +
    mount[0] +
    takeoverScript(READY[page]) +
    html.slice(mount.index + mount[0].length);
  const head = withBody.search(/<\/head>/i);
  const withStyle = [appStylesheetsDeferred, entryBeforePageChunks].reduce(
    (text, step) => step(text),
    head >= 0 ? withBody.slice(0, head) + style + withBody.slice(head) : style + withBody,
  );
  // The document speaks the language it was written in (screen readers, fonts).
  return withStyle.replace(/<html lang="[^"]*"/i, `<html lang="${language}"`);
}
