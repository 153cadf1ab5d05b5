import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_PRELOAD_HOOK } from '@common/first-page-preload';
import { withFirstScreen } from '../../../server/http/first-screen/first-screen-page';

// How index.html loads the app under a first screen: the app's stylesheet does not hold
// the first screen's paint back, and the first page's chunks wait for the app's entry to
// start instead of sharing a slow network with its download.

// The head the H5 build writes (config/page-preload.ts's inline preloader, then the entry).
const PRELOADER =
  '(function(m,p,g){var k=location.pathname.slice(p.length).replace(/\\/$/,"")||"pages/home/index";' +
  'function add(f){var l=document.createElement("link");l.rel="preload";l.setAttribute("as",/\\.css$/.test(f)?"style":"script");' +
  'l.href=p+f;document.head.appendChild(l)}(m[k]||[]).forEach(add)})({"pages/home/index":["js/home.js","css/home.css"]},"/app/",{})';
const BUILD =
  '<!doctype html><html lang="zh-Hans"><head><title>app</title>' +
  `<script>${PRELOADER}</script>` +
  '<script defer="defer" src="/app/js/vendor.js"></script><script defer="defer" src="/app/js/app.js"></script>' +
  '<link href="/app/css/app.css" rel="stylesheet"></head><body><div id="app"></div></body></html>';

const html = withFirstScreen(BUILD, '<a class="store-card" href="/x">card</a>', 'home', '.store-card{}', 'zh-Hans');

/** Runs index.html's head scripts (not the takeover) in a page of their own, recording what they add. */
function runHead(text: string) {
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const page = {
    location: { pathname: '/app/pages/home/index' },
    document: {
      createElement: () => ({ setAttribute() {} }) as Record<string, unknown>,
      head: { appendChild: (l: { href: string }) => added.push(l.href) },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
    },
  } as Record<string, unknown>;
  page.window = page;
  const head = text.slice(0, text.indexOf('</head>'));
  for (const [, code] of head.matchAll(/<script>([\s\S]*?)<\/script>/g)) vm.runInNewContext(code!, page);
  return { added, listeners, hook: () => (page[FIRST_PAGE_PRELOAD_HOOK] as () => void)() };
}

describe('index.html with a first screen', () => {
  it('loads the app’s stylesheet without holding back the first paint, and the takeover waits for it', () => {
    expect(html).toContain(
      `<link href="/app/css/app.css" rel="stylesheet" media="print" data-after-first-screen onload="this.media='all'" onerror="this.media='all'">`,
    );
    expect(html).not.toContain('<link href="/app/css/app.css" rel="stylesheet">');
    expect(html).toContain('link[data-after-first-screen]');
  });

  it('preloads the first page’s chunks once the entry starts, once', () => {
    const { added, hook, listeners } = runHead(html);
    // Nothing while the entry downloads.
    expect(added).toEqual([]);
    hook();
    expect(added).toEqual(['/app/js/home.js', '/app/css/home.css']);
    // The document's end (after the entry ran) is only the fallback.
    listeners.DOMContentLoaded!();
    hook();
    expect(added).toHaveLength(2);
    // The entry's scripts themselves are left where they were.
    expect(html).toContain(
      '<script defer="defer" src="/app/js/vendor.js"></script><script defer="defer" src="/app/js/app.js">',
    );
  });

  it('preloads them when the document ends if the entry never called', () => {
    const { added, listeners } = runHead(html);
    listeners.DOMContentLoaded!();
    expect(added).toEqual(['/app/js/home.js', '/app/css/home.css']);
  });

  it('preloads at once, as the build wrote it, without a first screen', () => {
    expect(runHead(BUILD).added).toEqual(['/app/js/home.js', '/app/css/home.css']);
  });
});
