// Part of `npm run bench`: how close the walk-in queue's estimated wait comes
// to the wait that followed, over one simulated dinner shift of a 60-table
// store (queue-evening.ts, queue-evening-run.ts; docs/queue.md § Benchmarks).
// The crowd comes from a seed (BENCH_QUEUE_SEED), so the figures are the same
// on every machine and every run; they are printed against their goal, never
// asserted.
import { testClock } from '../test/helpers/test-clock';
import type { TestServer } from '../test/helpers/test-server';
import { onBothDatabases } from './bench-databases';
import { figureLine, load1 } from './figures';
import { percentile } from './queue-evening';
import { runEvening, type Outcome } from './queue-evening-run';

const SEED = Number(process.env.BENCH_QUEUE_SEED || 20300301);
const GOAL_MEDIAN_ERROR_MIN = 5;
const MIN = 60_000;

const clock = testClock();
const row = (label: string, value: string) => console.log(`  ${label.padEnd(58)} ${value.padStart(12)}`);
const errorMin = (o: Outcome) => (o.shownSecond * 1000 - o.waitMs) / MIN;

function report(outcomes: Outcome[], label: string) {
  const known = outcomes.filter((o) => o.shownSecond >= 0);
  const errors = known.map((o) => Math.abs(errorMin(o)));
  row(`${label}: count (unknown estimate)`, `${known.length} (${outcomes.length - known.length})`);
  if (known.length === 0) return;
  row(
    `${label}: |error| median / p90`,
    `${percentile(errors, 50).toFixed(1)} / ${percentile(errors, 90).toFixed(1)} min`,
  );
  row(`${label}: error median (estimate - actual)`, `${percentile(known.map(errorMin), 50).toFixed(1)} min`);
}

async function run(label: string, server: TestServer): Promise<boolean> {
  const started = performance.now();
  const evening = await runEvening(server, clock, SEED, `bench-queue-wait-${label.toLowerCase()}`);
  const seconds = (performance.now() - started) / 1000;
  const { outcomes } = evening;
  const known = outcomes.filter((o) => o.shownSecond >= 0);
  const errors = known.map((o) => Math.abs(errorMin(o)));
  const waits = outcomes.map((o) => o.waitMs / MIN);
  console.log(
    `\n${label}: ${evening.walkIns} walk-ins (${evening.balked} walked away at the line's length), ` +
      `${evening.booked} bookings (${evening.bookingsRefused} refused, full); simulated in ${seconds.toFixed(1)} s`,
  );
  console.log(
    figureLine('estimated wait at the take, median |error|', percentile(errors, 50), 'min', {
      atMost: GOAL_MEDIAN_ERROR_MIN,
    }),
  );
  row('  p90 |error|', `${percentile(errors, 90).toFixed(1)} min`);
  row('  seated walk-ins with an estimate (of all seated)', `${known.length} (${outcomes.length})`);
  row(
    '  actual wait median / p90 / max',
    `${percentile(waits, 50).toFixed(0)} / ${percentile(waits, 90).toFixed(0)} / ${Math.max(...waits).toFixed(0)} min`,
  );
  row('  error median (estimate - actual)', `${percentile(known.map(errorMin), 50).toFixed(1)} min`);
  for (const code of ['A', 'B', 'C'])
    report(
      outcomes.filter((o) => o.typeCode === code),
      `  type ${code}`,
    );
  if (evening.serverRefusals) row('  calls the server refused (table occupied)', String(evening.serverRefusals));
  return true;
}

console.log(
  `FeastBook walk-in queue: estimated wait over a simulated evening, seed ${SEED} (2 shared cores, load ${load1()} now)`,
);
onBothDatabases('fb_bench_queue_wait', run, { now: clock.now }).then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
