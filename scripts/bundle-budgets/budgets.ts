// The size budgets of the client builds, and the verdict on measured figures.
import type { MiniPackage, SizedFile } from './measure';

export const KB = 1024;
export const MB = 1024 * KB;

export const BUDGETS = {
  /** JavaScript index.html loads before the first page, after gzip. */
  h5EntryGzip: 200 * KB,
  /** What we aim for under the budget; missing it is reported, not a failure. */
  h5EntryGzipGoal: 170 * KB,
  /** Every byte here delays a mini-program's first open; the host allows 2 MB. */
  weappMain: 1.2 * MB,
  /** WeChat's limit per subpackage. */
  weappSubpackage: 2 * MB,
  /** WeChat's limit for all packages together. */
  weappTotal: 20 * MB,
} as const;

/**
 * The budgets hold now; the ceilings, below them, keep what was won: a build may not grow
 * back past today's sizes without someone deciding so here. Over a budget is reported on
 * every run, over a ceiling fails. The figures and how they came down (stores and
 * languages loaded on first use, the staff app out of the weapp main package, amounts
 * shown without decimal.js) and up again (React and i18next, the customer's stack, in
 * place of Preact and our own translator) are in docs/client.md, "Size budgets".
 */
export const CEILINGS = {
  // 186.7 KB gzip on 2026-12-01 on React and i18next (170.8 with React before i18next;
  // 136.6 on Preact and our own translator the day before); the few KB above it are room
  // for a BUNDLE_STATS=1 build, whose source maps add about 4 KB.
  h5EntryGzip: 192 * KB,
  // 1,068.4 KB the same day (936.6 KB on Preact): Taro's React reconciler and i18next.
  // 1,077.8 on 2026-12-02: amounts in the store's currency (the formatter, its sign table
  // and the fallback for engines without Intl), the update prompt, feast deposit states.
  // 1,085.6 with the walk-in queue's diner pages, messages in the reader's language and
  // the payment return that waits for the transaction. 1,096.8 on 2026-12-03 with the
  // events on sale on home (the public events client alone and its descriptors, the
  // block, its five texts in the diner's: 9.7 KB; the whole ticketing client, its texts
  // and decimal.js would have been 51). 1,105.6 on 2026-12-04 with diners hosting feasts
  // (the feast tab's entry and its texts), the kitchen-full slot state, the waitlist's link
  // on the bookings page and the private-dining availability texts that live with the
  // book-out texts in this package.
  weappMain: 1108 * KB,
  /**
   * The staff subpackage, within WeChat's limit but kept well under it: it once reached
   * 1,849 KB when the administrator's pages shared the staff app with it. 1,420 since
   * the table of server messages and its Simplified Chinese texts left the main package:
   * the staff pages that translate one as they render bring their own copy. 1,462 since
   * decimal.js (31 KB) left the main package, where every byte delays the first open,
   * for the subpackages whose pages compute money (this one and pages/sub-user). 1,510
   * on 2026-12-02 with the pages staff asked for: their store's people, a booking's
   * records after it was made, the group-buying voucher desk, money in each store's
   * currency. 1,582 with the queue board, the store's transactions and their detail,
   * the settlement of a deposit at finish and the guest's fapiao titles. 1,642.9 on
   * 2026-12-04 with kitchen pacing (shift form, board row, the book-anyway prompt), the
   * list of bookings waiting for confirmation, the store named on setup pages, staff
   * names, manager undo, the private-dining availability panel and texts per language
   * for events, products and specs. (A setup component exported with the others once
   * pulled the staff app into the administrator's pages: 2,316 KB here, 580 in
   * pages/sub; it is imported from its own file.)
   */
  weappSubpackages: { 'pages/sub-store': 1650 * KB } as Record<string, number>,
} as const;

export interface Verdict {
  lines: string[];
  /** Over a ceiling or a platform limit: the check fails. */
  failures: string[];
  /** Over a budget but within its ceiling: reported, not yet a failure. */
  pending: string[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function judgeH5Entry(files: SizedFile[]): Verdict {
  const lines = files.map(
    (f) => `  ${f.file.padEnd(28)} ${kb(f.raw).padStart(10)} raw ${kb(f.gzip).padStart(10)} gzip`,
  );
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
  const goal = gzip <= BUDGETS.h5EntryGzipGoal ? 'goal met' : `goal ${kb(BUDGETS.h5EntryGzipGoal)} not yet met`;
  lines.push(`  ${'entry total'.padEnd(28)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
  lines.push(`  budget ${kb(BUDGETS.h5EntryGzip)} gzip (${goal})`);
  const failures: string[] = [];
  const pending: string[] = [];
  if (gzip > CEILINGS.h5EntryGzip) {
    failures.push(`H5 entry JavaScript is ${kb(gzip)} gzip, over its ceiling of ${kb(CEILINGS.h5EntryGzip)}`);
  } else if (gzip > BUDGETS.h5EntryGzip) {
    pending.push(`H5 entry JavaScript is ${kb(gzip)} gzip, over the budget of ${kb(BUDGETS.h5EntryGzip)}`);
  }
  return { lines, failures, pending };
}

export function judgeMiniPackages(target: string, packages: MiniPackage[]): Verdict {
  const lines: string[] = [];
  const failures: string[] = [];
  const pending: string[] = [];
  let total = 0;
  for (const pkg of packages) {
    const isMain = pkg.root === '';
    const limit = isMain ? BUDGETS.weappMain : BUDGETS.weappSubpackage;
    const name = isMain ? 'main package' : pkg.root;
    total += pkg.bytes;
    lines.push(`  ${name.padEnd(28)} ${kb(pkg.bytes).padStart(10)} of ${kb(limit)} (${pkg.files} files)`);
    const ceiling = isMain ? CEILINGS.weappMain : CEILINGS.weappSubpackages[pkg.root];
    if (isMain && pkg.bytes > CEILINGS.weappMain) {
      failures.push(`${target} ${name} is ${kb(pkg.bytes)}, over its ceiling of ${kb(CEILINGS.weappMain)}`);
    } else if (pkg.bytes > limit) {
      (isMain ? pending : failures).push(`${target} ${name} is ${kb(pkg.bytes)}, over ${kb(limit)}`);
    } else if (!isMain && ceiling !== undefined && pkg.bytes > ceiling) {
      failures.push(`${target} ${name} is ${kb(pkg.bytes)}, over its ceiling of ${kb(ceiling)}`);
    }
  }
  lines.push(`  ${'all packages'.padEnd(28)} ${kb(total).padStart(10)} of ${kb(BUDGETS.weappTotal)}`);
  if (total > BUDGETS.weappTotal)
    failures.push(`${target} packages total ${kb(total)}, over ${kb(BUDGETS.weappTotal)}`);
  return { lines, failures, pending };
}
