// One measured page load in headless Chromium: network and CPU slowed through the
// DevTools protocol, the bytes that came over the network, and when the first
// restaurant card appeared (timed inside the page, from the start of navigation).
import type { BrowserContext, CDPSession } from 'playwright-core';

export interface NetworkProfile {
  name: string;
  /** Download and upload in bits per second. */
  bitsPerSecond: number;
  latencyMs: number;
  /** The goal for the first card, in ms. */
  goalMs: number;
}

export const PROFILES: NetworkProfile[] = [
  { name: '4G', bitsPerSecond: 9_000_000, latencyMs: 60, goalMs: 1200 },
  { name: 'slow 3G', bitsPerSecond: 400_000, latencyMs: 400, goalMs: 6000 },
];

export const CPU_SLOWDOWN = 4;

export interface LoadFigures {
  /** Bytes received over the network, headers included (what a data plan pays). */
  bytes: number;
  /** From navigation start until the first card was in the page; null when it never came. */
  firstCardMs: number | null;
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

// Runs in the page before any of its scripts: notes when a match of the selector is
// first drawn on the screen (a page hidden behind another one does not count).
const WATCH_FOR_CARD = (selector: string) => `
  new MutationObserver((_, observer) => {
    const cards = document.querySelectorAll(${JSON.stringify(selector)});
    if ([...cards].some((card) => card.getClientRects().length > 0)) {
      window.__firstCardMs = performance.now();
      observer.disconnect();
    }
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

/** Loads url in a new page of the context (whose cache decides first or repeat visit). */
export async function measureLoad(
  context: BrowserContext,
  url: string,
  cardSelector: string,
  profile: NetworkProfile,
  timeoutMs: number,
): Promise<LoadFigures> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_FOR_CARD(cardSelector));
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
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const entry = requests.get(event.requestId);
    if (!entry || navigationStart === undefined) return;
    entry.endMs = Math.round((event.timestamp - navigationStart) * 1000);
    entry.bytes = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  const firstCardMs = await page
    .waitForFunction(() => (window as { __firstCardMs?: number }).__firstCardMs, undefined, { timeout: timeoutMs })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => null);
  // Let the first page's remaining requests finish so the byte count is whole.
  await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
  await page.close();
  return {
    bytes,
    firstCardMs,
    scriptsFromNetwork: [...scriptsFromNetwork].map((id) => scripts.get(id) ?? id),
    waterfall: [...requests.values()].map(({ start: _start, ...entry }) => entry),
  };
}
