// One measured page load in headless Chromium: network and CPU slowed through the
// DevTools protocol, the bytes that came over the network, and when the first
// restaurant card appeared (timed inside the page, from the start of navigation).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  /** Download and upload in bits per second. */
  bitsPerSecond: number;
  latencyMs: number;
  /** The goal for the first card, in ms. */
  goalMs: number;
  /** The goal for the page being usable (the app drawn and answering), in ms. */
  usableGoalMs: number;
}

export const PROFILES: NetworkProfile[] = [
  { name: '4G', bitsPerSecond: 9_000_000, latencyMs: 60, goalMs: 600, usableGoalMs: 1200 },
  { name: 'slow 3G', bitsPerSecond: 400_000, latencyMs: 400, goalMs: 2500, usableGoalMs: 6000 },
];

/** What the bench waits for on a page: the first card (whoever drew it), and the app's own element that answers a tap. */
export interface PageMarks {
  card: string;
  usable: string;
}

export const CPU_SLOWDOWN = 4;

export interface LoadFigures {
  /** Bytes received over the network, headers included (what a data plan pays). */
  bytes: number;
  /** From navigation start until the first card was in the page; null when it never came. */
  firstCardMs: number | null;
  /** Until the app had drawn its own page, answering taps, with the server's first screen gone; null when never. */
  usableMs: number | null;
  /** Cumulative layout shift from navigation start until the load was done (the app's takeover included). */
  layoutShift: number;
  /** Bytes of JavaScript that came over the network. */
  scriptBytesFromNetwork: number;
  /** Scripts that came over the network rather than from the browser's cache. */
  scriptsFromNetwork: string[];
  /** Every request of the load, in the order they started (times from navigation start). */
  waterfall: WaterfallEntry[];
}

export interface WaterfallEntry {
  path: string;
  type: string;
  startMs: number;
  endMs: number | null;
  bytes: number;
  fromCache: boolean;
}

// Runs in the page before any of its scripts: notes when a match of the card selector is
// first drawn on the screen (a page hidden behind another one does not count), when the
// app's own usable element is on screen with the server's first screen gone, and sums
// the layout shifts the page makes.
const WATCH_PAGE = (marks: PageMarks) => `
  const shown = (selector) => [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0);
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (window.__firstCardMs === undefined && shown(${JSON.stringify(marks.card)})) window.__firstCardMs = performance.now();
    if (window.__usableMs === undefined && !document.getElementById('first-screen') && shown(${JSON.stringify(`#app ${marks.usable}`)})) {
      window.__usableMs = performance.now();
    }
    if (window.__firstCardMs !== undefined && window.__usableMs !== undefined) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'style'] });
`;

async function throttle(cdp: CDPSession, profile: NetworkProfile) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.bitsPerSecond / 8,
    uploadThroughput: profile.bitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Whether the app's usable element answers a tap as the app: a click on it changes the
 * page (a store card opens the store, the book button the booking's first page). The
 * network is fast again by then; the tap is not timed.
 */
async function answersTap(page: Page, marks: PageMarks): Promise<boolean> {
  const before = page.url();
  await page
    .locator(`#app ${marks.usable}`)
    .first()
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  const answered = await page
    .waitForURL((url) => url.toString() !== before, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  // The page the tap opened loads its chunks to the end, so none is cut off half-cached
  // and fetched again by the repeat visit.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  return answered;
}

/** Loads url in a new page of the context (whose cache decides first or repeat visit). */
export async function measureLoad(
  context: BrowserContext,
  url: string,
  marks: PageMarks,
  profile: NetworkProfile,
  timeoutMs: number,
): Promise<LoadFigures> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_PAGE(marks));
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, profile);
  let bytes = 0;
  const scripts = new Map<string, string>();
  const scriptsFromNetwork = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, new URL(event.response.url).pathname);
    const cached = event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker;
    if (!cached) scriptsFromNetwork.add(event.requestId);
  });
  cdp.on('Network.requestServedFromCache', (event) => scriptsFromNetwork.delete(event.requestId));
  // The DevTools protocol's timestamps are seconds on a monotonic clock; the first
  // request (the HTML) starts the navigation.
  const requests = new Map<string, WaterfallEntry & { start: number }>();
  let navigationStart: number | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    navigationStart ??= event.timestamp;
    const { url } = event.request;
    const parsed = new URL(url);
    requests.set(event.requestId, {
      // A data: URL (the demo seed's pictures) is named by its type, not its whole content.
      path: parsed.protocol === 'data:' ? url.slice(0, url.indexOf(',')) : parsed.pathname + parsed.search,
      type: event.type ?? '',
      start: event.timestamp,
      startMs: Math.round((event.timestamp - navigationStart) * 1000),
      endMs: null,
      bytes: 0,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  let scriptBytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    if (scriptsFromNetwork.has(event.requestId)) scriptBytes += event.encodedDataLength;
    const entry = requests.get(event.requestId);
    if (!entry || navigationStart === undefined) return;
    entry.endMs = Math.round((event.timestamp - navigationStart) * 1000);
    entry.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  const mark = (name: '__firstCardMs' | '__usableMs') =>
    page
      .waitForFunction((key) => (window as unknown as Record<string, number | undefined>)[key], name, {
        timeout: timeoutMs,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
  const firstCardMs = await mark('__firstCardMs');
  const usableMs = await mark('__usableMs');
  // Let the first page's remaining requests finish so the byte count is whole.
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  const layoutShift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
  // What the tap opens is not this load's: the bytes are counted before it.
  const loadBytes = bytes;
  const answers = usableMs === null ? false : await answersTap(page, marks);
  await page.close();
  return {
    bytes: loadBytes,
    firstCardMs,
    usableMs: answers ? usableMs : null,
    layoutShift,
    scriptBytesFromNetwork: scriptBytes,
    scriptsFromNetwork: [...scriptsFromNetwork].map((id) => scripts.get(id) ?? id),
    waterfall: [...requests.values()].map(({ start: _start, ...entry }) => entry),
  };
}
