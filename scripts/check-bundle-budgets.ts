// `npm run check:budgets`: prints the sizes of the H5 entry and the weapp packages
// from dist/ and fails when one is over its budget (scripts/bundle-budgets/budgets.ts).
// Run after `npm run build:h5` and `npm run build:weapp` (npm test does).
import fs from 'node:fs';
import path from 'node:path';
import { judgeH5Entry, judgeMiniPackages, type Verdict } from './bundle-budgets/budgets';
import { measureH5Entry, measureMiniPackages } from './bundle-budgets/measure';

const root = path.resolve(__dirname, '..');
const h5Dir = path.resolve(root, process.argv[2] ?? 'dist/h5');
const weappDir = path.resolve(root, process.argv[3] ?? 'dist/weapp');

const pending: string[] = [];

function check(title: string, dir: string, marker: string, judge: () => Verdict): string[] {
  console.log(`\n${title} (${path.relative(root, dir)})`);
  if (!fs.existsSync(path.join(dir, marker))) {
    const missing = `${path.relative(root, dir)}/${marker} is missing: build first`;
    console.log(`  ${missing}`);
    return [missing];
  }
  const verdict = judge();
  for (const line of verdict.lines) console.log(line);
  pending.push(...verdict.pending);
  return verdict.failures;
}

const failures = [
  ...check('H5 entry JavaScript', h5Dir, 'index.html', () => judgeH5Entry(measureH5Entry(h5Dir))),
  ...check('weapp packages', weappDir, 'app.json', () => judgeMiniPackages('weapp', measureMiniPackages(weappDir))),
];

if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
if (pending.length > 0) {
  console.log(`\nWithin the ceilings; budgets not yet met:\n${pending.map((p) => `  - ${p}`).join('\n')}`);
} else {
  console.log('\nAll bundle budgets met.');
}
