// `npm run bench:web`: how fast the H5 app shows its first restaurant card on a
// phone's network (docs/client.md, "Page-load figures"). The real server (with the
// demo seed) serves the production build in dist/h5, as `npm start` does; headless
// Chromium loads the home page and a store page with the network slowed to 4G and
// to slow 3G and the CPU slowed 4x, and prints the bytes that came over the network,
// the time to the first card against its goal, and what a repeat visit fetched again.
// Build first: `npm run build:h5`. RUNS=n repeats each load (median shown, default 3).
import type { Browser } from 'playwright-core';
import { startAppServer } from '../test/e2e/support/app-server';
import { launchBrowser, skipWelcome } from '../test/e2e/support/browser';
import type { TestServer } from '../test/helpers/test-server';
import { CPU_SLOWDOWN, measureLoad, PROFILES, type LoadFigures, type NetworkProfile } from './web-load/page-load';
import { formatWaterfall } from './web-load/waterfall';

const RUNS = Math.max(1, Number(process.env.RUNS || 3));
// WATERFALL=1: also print each request of the first visit of every run.
const WATERFALL = Boolean(process.env.WATERFALL);

const PAGES = [
  { name: 'home', path: '/app/pages/home/index', card: '.store-card' },
  { name: 'store page', path: '/app/pages/sub-user/store-detail/index?storeId=1', card: '.store-detail__name' },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);

async function visit(browser: Browser, url: string, card: string, profile: NetworkProfile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  // A returning visitor's device: the first-open welcome (routing/welcome.ts) was seen
  // before, so the home page's cards are what the person sees first, not the welcome.
  await skipWelcome(context);
  try {
    const timeout = profile.goalMs * 10;
    const first = await measureLoad(context, url, card, profile, timeout);
    // Same browser profile, so the same cache: what a diner opening the link again gets.
    const repeat = await measureLoad(context, url, card, profile, timeout);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

async function main() {
  let server: TestServer | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  let missed = 0;
  try {
    server = await startAppServer();
    const launched = await launchBrowser();
    closeBrowser = launched.close;
    console.log(`H5 page load, ${server.url}, CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS}`);
    console.log(
      `${'page'.padEnd(11)} ${'network'.padEnd(8)} ${'transferred'.padStart(11)} ${'first card'.padStart(10)}  ${'goal'.padEnd(14)} repeat visit`,
    );
    for (const page of PAGES) {
      const url = `${server.url}${page.path}`;
      // Unmeasured: the server's first answers (database pages, code paths) are warm after this.
      await visit(launched.browser, url, page.card, {
        name: 'warm-up',
        bitsPerSecond: 1e9,
        latencyMs: 0,
        goalMs: 5000,
      });
      for (const profile of PROFILES) {
        const runs: Array<{ first: LoadFigures; repeat: LoadFigures }> = [];
        for (let n = 0; n < RUNS; n++) runs.push(await visit(launched.browser, url, page.card, profile));
        const times = runs.map((r) => r.first.firstCardMs ?? Number.POSITIVE_INFINITY);
        const firstCard = median(times);
        const met = firstCard <= profile.goalMs;
        if (!met) missed++;
        const repeatScripts = new Set(runs.flatMap((r) => r.repeat.scriptsFromNetwork));
        const repeat =
          repeatScripts.size === 0
            ? `no JavaScript from the network, first card ${seconds(median(runs.map((r) => r.repeat.firstCardMs ?? Infinity)))}`
            : `JavaScript from the network: ${[...repeatScripts].join(', ')}`;
        if (repeatScripts.size > 0) missed++;
        if (WATERFALL) runs.forEach((r) => console.log(`${page.name}, ${profile.name}:\n${formatWaterfall(r.first)}`));
        console.log(
          `${page.name.padEnd(11)} ${profile.name.padEnd(8)} ${kb(median(runs.map((r) => r.first.bytes))).padStart(11)} ` +
            `${seconds(Number.isFinite(firstCard) ? firstCard : null).padStart(10)}  ` +
            `${`${met ? 'ok' : 'MISSED'} <= ${seconds(profile.goalMs)}`.padEnd(14)} ${repeat}`,
        );
      }
    }
  } finally {
    await closeBrowser?.();
    await server?.close();
  }
  if (missed > 0) {
    console.log(`\n${missed} goal(s) missed.`);
    process.exitCode = 1;
  }
}

void main();
