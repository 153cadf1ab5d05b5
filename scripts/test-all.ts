// `npm test`: the whole suite, in the order that fails fastest. Each step is a
// package script, so any of them can be run alone while working.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { failedTestsIn, reportArgs, retriedTestsIn } from './test-failures';
import { DATE_SENSITIVE_SERVER_TESTS, otherWeekdays } from './test-days';

interface Step {
  name: string;
  script: string;
  env?: Record<string, string>;
  args?: string[];
  when?: () => boolean;
  skipNote?: string;
}

const steps: Step[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'client unit and component tests (jest)', script: 'test:client' },
  { name: 'server suite on PGlite, shared code, src/gen drift (vitest)', script: 'test:server' },
  {
    name: 'server suite on PostgreSQL',
    script: 'test:server',
    env: { TEST_DB: 'postgres', TEST_NOW: '' },
    args: ['test/server'],
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    skipNote: 'TEST_DATABASE_URL is not set (.ci/run sets it up)',
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

const root = path.resolve(__dirname, '..');
const results: Array<{ name: string; seconds: number; outcome: string; failures?: string[]; retried?: string[] }> = [];

for (const step of steps) {
  if (step.when && !step.when()) {
    console.log(`\n=== skip: ${step.name} (${step.skipNote}) ===`);
    results.push({ name: step.name, seconds: 0, outcome: 'skipped' });
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
    retried: retriedTestsIn(report.file),
  });
  if (run.status !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.outcome.padEnd(8)} ${String(r.seconds).padStart(6)}s  ${r.name}`);
// CI shows only the end of the log: name what failed here, below the table.
for (const r of results) for (const f of r.failures ?? []) console.log(`  failed: ${f}`);
for (const r of results) for (const f of r.retried ?? []) console.log(`  passed on retry (flaky, look at it): ${f}`);
const failed = results.some((r) => r.outcome === 'FAILED');
process.exit(failed ? 1 : 0);
