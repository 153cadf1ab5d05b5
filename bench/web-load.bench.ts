// `npm run bench:web`: how fast the H5 app shows its first restaurant card on a
// phone's network (docs/client.md, "Page-load figures"). The real server (with the
// demo seed) serves the production build in dist/h5, as `npm start` does; headless
// Chromium loads the home page and a store page with the network slowed to 4G and
// to slow 3G and the CPU slowed 4x, and prints the bytes that came over the network,
// the time to the first card (the server's first screen counts), to the page being
// usable (the app's own page drawn, answering a tap), the layout shift of the whole load
// (the app's takeover included), and the JavaScript a repeat visit fetched again, each
// as the median with the spread of the runs, and the machine's load average.
// Build first: `npm run build:h5`. RUNS=n repeats each load (median shown, default 3).
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { startAppServer } from '../test/e2e/support/app-server';
import { launchBrowser, skipWelcome } from '../test/e2e/support/browser';
import type { TestServer } from '../test/helpers/test-server';
import {
  CPU_SLOWDOWN,
  measureLoad,
  PROFILES,
  type LoadFigures,
  type NetworkProfile,
  type PageMarks,
} from './web-load/page-load';
import { formatWaterfall } from './web-load/waterfall';

const RUNS = Math.max(1, Number(process.env.RUNS || 3));
// WATERFALL=1: also print each request of the first visit of every run.
const WATERFALL = Boolean(process.env.WATERFALL);

const PAGES: Array<{ name: string; path: string; marks: PageMarks }> = [
  // The first card is whoever draws it first (the server's first screen, else the app);
  // usable is the app's own card or book button, answering a tap, the first screen gone.
  { name: 'home', path: '/app/pages/home/index', marks: { card: '.store-card', usable: '.store-card' } },
  {
    name: 'store page',
    path: '/app/pages/sub-user/store-detail/index?storeId=1',
    marks: { card: '.store-detail__name', usable: '.store-detail__book' },
  },
];

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
/** Median with the spread of the runs: "1.23 s (1.10-1.40)". */
function spread(values: number[], format: (v: number) => string): string {
  const all = sorted(values);
  return all.length > 1
    ? `${format(median(all))} (${format(all[0]!)}-${format(all[all.length - 1]!)})`
    : format(all[0]!);
}
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function visit(browser: Browser, url: string, marks: PageMarks, profile: NetworkProfile) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  // A returning visitor's device: the first-open welcome (routing/welcome.ts) was seen
  // before, so the home page's cards are what the person sees first, not the welcome.
  await skipWelcome(context);
  try {
    const timeout = profile.usableGoalMs * 10;
    const first = await measureLoad(context, url, marks, profile, timeout);
    // Same browser profile, so the same cache: what a diner opening the link again gets.
    const repeat = await measureLoad(context, url, marks, profile, timeout);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

async function main() {
  let server: TestServer | undefined;
  let closeBrowser: (() => Promise<void>) | undefined;
  let missed = 0;
  const goal = (met: boolean, text: string) => {
    if (!met) missed++;
    return `${met ? 'ok' : 'MISSED'} <= ${text}`;
  };
  try {
    server = await startAppServer();
    const launched = await launchBrowser();
    closeBrowser = launched.close;
    console.log(`H5 page load, ${server.url}, CPU slowed ${CPU_SLOWDOWN}x, median of ${RUNS} (spread min-max)`);
    console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
    for (const page of PAGES) {
      const url = `${server.url}${page.path}`;
      // Unmeasured: the server's first answers (database pages, code paths) are warm after this.
      await visit(launched.browser, url, page.marks, {
        name: 'warm-up',
        bitsPerSecond: 1e9,
        latencyMs: 0,
        goalMs: 5000,
        usableGoalMs: 5000,
      });
      for (const profile of PROFILES) {
        const runs: Array<{ first: LoadFigures; repeat: LoadFigures }> = [];
        for (let n = 0; n < RUNS; n++) runs.push(await visit(launched.browser, url, page.marks, profile));
        const orNever = (v: number | null) => v ?? Number.POSITIVE_INFINITY;
        const cards = runs.map((r) => orNever(r.first.firstCardMs));
        const usable = runs.map((r) => orNever(r.first.usableMs));
        const shifts = runs.map((r) => r.first.layoutShift);
        const repeatBytes = runs.map((r) => r.repeat.scriptBytesFromNetwork);
        const repeatScripts = new Set(runs.flatMap((r) => r.repeat.scriptsFromNetwork));
        if (WATERFALL) runs.forEach((r) => console.log(`${page.name}, ${profile.name}:\n${formatWaterfall(r.first)}`));
        console.log(`${page.name}, ${profile.name} (${kb(median(runs.map((r) => r.first.bytes)))} transferred)`);
        console.log(
          `  first card    ${spread(cards, seconds).padEnd(26)} ${goal(median(cards) <= profile.goalMs, seconds(profile.goalMs))}`,
        );
        console.log(
          `  page usable   ${spread(usable, seconds).padEnd(26)} ${goal(median(usable) <= profile.usableGoalMs, seconds(profile.usableGoalMs))}`,
        );
        console.log(
          `  layout shift  ${spread(shifts, (v) => v.toFixed(3)).padEnd(26)} ${goal(Math.max(...shifts) <= 0.05, '0.05 (every run)')}`,
        );
        console.log(
          `  repeat visit  ${`${spread(repeatBytes, (v) => `${v} B`)} of JavaScript from the network`.padEnd(26)} ` +
            `${goal(repeatScripts.size === 0, '0 B')}${repeatScripts.size ? `: ${[...repeatScripts].join(', ')}` : ''}` +
            `, first card ${seconds(median(runs.map((r) => orNever(r.repeat.firstCardMs))))}`,
        );
      }
    }
    console.log(`load average at end: ${load()}`);
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
