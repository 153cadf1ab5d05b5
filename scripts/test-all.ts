// `npm test`: the whole suite, in the order that fails fastest. Each step is a
// package script, so any of them can be run alone while working.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { failedTestsIn, reportArgs } from './test-failures';
import { DATE_SENSITIVE_SERVER_TESTS, otherWeekdays } from './test-days';
import { HOW_TO_RUN_ON_POSTGRES, POSTGRES_ONLY_SERVER_TESTS, startThrowawayPostgres } from './test-postgres';
import { freePort } from '../test/helpers/free-port';

interface Step {
  name: string;
  script: string;
  env?: Record<string, string>;
  args?: string[];
  /** Why the step cannot run here, if it cannot. */
  skip?: () => string | undefined;
}

/** TEST_DATABASE_URL, or a throwaway cluster started here (stopped when npm test ends), or why there is neither. */
async function postgresForTests(): Promise<{ url?: string; reason?: string }> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL };
  const cluster = startThrowawayPostgres(await freePort());
  if ('reason' in cluster) return { reason: `TEST_DATABASE_URL is not set and ${cluster.reason}` };
  console.log(`TEST_DATABASE_URL is not set: started a throwaway PostgreSQL cluster at ${cluster.url}`);
  process.on('exit', () => cluster.stop());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      cluster.stop();
      process.exit(130);
    });
  }
  return { url: cluster.url };
}

function stepsWith(postgres: { url?: string; reason?: string }): Step[] {
  return [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'client unit and component tests (jest)', script: 'test:client' },
    { name: 'server suite on PGlite, shared code, src/gen drift (vitest)', script: 'test:server' },
    {
      name: 'server suite on PostgreSQL',
      script: 'test:server',
      env: { TEST_DB: 'postgres', TEST_NOW: '', TEST_DATABASE_URL: postgres.url ?? '' },
      args: ['test/server'],
      skip: () => postgres.reason,
    },
    // The client suite and the date-sensitive server files again on two weekdays
    // other than today, at 10:00 and at 23:30 China time (the stores' business
    // date about to turn), so a test that passes only on some days fails here
    // whatever day CI runs (test/helpers/shifted-clock.setup.ts).
    ...otherWeekdays().flatMap((day): Step[] => [
      { name: `client tests on ${day.label}`, script: 'test:client', env: { TEST_NOW: day.testNow } },
      {
        name: `date-sensitive server tests on PGlite on ${day.label}`,
        script: 'test:server',
        env: { TEST_NOW: day.testNow },
        args: DATE_SENSITIVE_SERVER_TESTS,
      },
    ]),
    { name: 'H5 build', script: 'build:h5' },
    { name: 'weapp build', script: 'build:weapp' },
    { name: 'alipay build', script: 'build:alipay' },
    { name: 'bundle budgets (H5 entry, weapp packages)', script: 'check:budgets' },
    {
      name: "mini-program tests in WeChat's simulator (dist/weapp against the real server)",
      script: 'test:weapp',
    },
    { name: 'browser tests (Chromium)', script: 'test:e2e' },
  ];
}

const root = path.resolve(__dirname, '..');
const results: Array<{
  name: string;
  seconds: number;
  outcome: string;
  skipped?: string;
  failures?: string[];
}> = [];

async function main() {
  const runStarted = Date.now();
  for (const step of stepsWith(await postgresForTests())) {
    const skipped = step.skip?.();
    if (skipped) {
      console.log(`\n=== skip: ${step.name} (${skipped}) ===`);
      results.push({ name: step.name, seconds: 0, outcome: 'skipped', skipped });
      continue;
    }
    console.log(`\n=== ${step.name}: npm run ${step.script} ===`);
    const started = Date.now();
    const report = reportArgs(step.script);
    const args = [...(step.args ?? []), ...report.args];
    const run = spawnSync('npm', ['run', '--silent', step.script, ...(args.length ? ['--', ...args] : [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    const outcome = run.status === 0 ? 'passed' : 'FAILED';
    results.push({
      name: step.name,
      seconds,
      outcome,
      failures: outcome === 'FAILED' ? failedTestsIn(report.file) : [],
    });
    if (run.status !== 0) break;
  }

  console.log('\n=== summary ===');
  for (const r of results) console.log(`${r.outcome.padEnd(8)} ${String(r.seconds).padStart(6)}s  ${r.name}`);
  console.log(`${'total'.padEnd(8)} ${String(Math.round((Date.now() - runStarted) / 1000)).padStart(6)}s`);
  for (const r of results.filter((r) => r.skipped)) {
    console.log(`  not run: ${r.name}, because ${r.skipped}.`);
    console.log(`    These suites ran on neither database: ${POSTGRES_ONLY_SERVER_TESTS.join(', ')}.`);
    console.log(`    To run them: ${HOW_TO_RUN_ON_POSTGRES}.`);
  }
  // CI shows only the end of the log: name what failed here, below the table.
  for (const r of results) for (const f of r.failures ?? []) console.log(`  failed: ${f}`);
  const failed = results.some((r) => r.outcome === 'FAILED');
  process.exit(failed ? 1 : 0);
}

void main();
