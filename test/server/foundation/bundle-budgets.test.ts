import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, CEILINGS, KB } from '../../../scripts/bundle-budgets/budgets';

const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/check-bundle-budgets.ts');

function write(file: string, body: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

/** Bytes that gzip cannot shrink, so a file's gzip size is about its raw size. */
const incompressible = (bytes: number) => crypto.randomBytes(bytes);

function fakeBuilds(sizes: { entryKb: number; lazyPageKb: number; mainKb: number; subKb: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-budgets-'));
  const h5 = path.join(dir, 'h5');
  write(
    path.join(h5, 'index.html'),
    '<html><head><script defer="defer" src="/app/js/vendors.1.js"></script>' +
      '<script defer="defer" src="/app/js/app.2.js"></script></head></html>',
  );
  write(path.join(h5, 'js/vendors.1.js'), incompressible((sizes.entryKb / 2) * 1024));
  write(path.join(h5, 'js/app.2.js'), incompressible((sizes.entryKb / 2) * 1024));
  // A page chunk loaded on navigation is not part of the entry.
  write(path.join(h5, 'js/pages-store.3.js'), incompressible(sizes.lazyPageKb * 1024));
  const weapp = path.join(dir, 'weapp');
  write(path.join(weapp, 'app.json'), JSON.stringify({ subPackages: [{ root: 'pages/sub-store', pages: [] }] }));
  write(path.join(weapp, 'common.js'), Buffer.alloc(sizes.mainKb * 1024, 'a'));
  write(path.join(weapp, 'common.js.map'), Buffer.alloc(3000 * 1024, 'a'));
  write(path.join(weapp, 'pages/sub-store/common.js'), Buffer.alloc(sizes.subKb * 1024, 'a'));
  return { h5, weapp };
}

function runBudgets(dirs: { h5: string; weapp: string }) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, dirs.h5, dirs.weapp], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run check:budgets', () => {
  it('passes and prints the figures when every build is within budget', () => {
    const result = runBudgets(fakeBuilds({ entryKb: 120, lazyPageKb: 400, mainKb: 900, subKb: 1200 }));
    expect(result.output).toMatch(/entry total\s+120\.0 KB raw\s+12\d\.\d KB gzip/);
    expect(result.output).toContain('goal met');
    expect(result.output).toMatch(
      new RegExp(`main package\\s+900\\.\\d KB of ${(BUDGETS.weappMain / KB).toFixed(1).replace('.', '\\.')} KB`),
    );
    expect(result.output).toMatch(/pages\/sub-store\s+1200\.0 KB of 2048\.0 KB/);
    expect(result.output).toContain('All bundle budgets met.');
    expect(result.status).toBe(0);
  });

  it('fails a build past its ceiling though within its budget: the ceilings keep what was won', () => {
    // Both ceilings are below their budgets now: a build may not grow back past them.
    const entryKb = CEILINGS.h5EntryGzip / KB + 2;
    const mainKb = CEILINGS.weappMain / KB + 10;
    const result = runBudgets(fakeBuilds({ entryKb, lazyPageKb: 10, mainKb, subKb: 1200 }));
    expect(result.status).toBe(1);
    expect(result.output).toContain(`over its ceiling of ${(CEILINGS.h5EntryGzip / KB).toFixed(1)} KB`);
    expect(result.output).not.toContain('over the budget of 200.0 KB');
    expect(result.output).toMatch(new RegExp(`weapp main package is ${mainKb}\\.\\d KB, over its ceiling of `));
    expect(result.output).toContain(`over its ceiling of ${(CEILINGS.weappMain / KB).toFixed(1)} KB`);
  });

  it('fails and names what is over: the H5 entry or the weapp main package past its ceiling, a subpackage', () => {
    const result = runBudgets(fakeBuilds({ entryKb: 330, lazyPageKb: 10, mainKb: 1800, subKb: 2100 }));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/H5 entry JavaScript is 33\d\.\d KB gzip, over its ceiling of /);
    expect(result.output).toContain(`over its ceiling of ${(CEILINGS.h5EntryGzip / KB).toFixed(1)} KB`);
    expect(result.output).toMatch(/weapp main package is 1800\.\d KB, over its ceiling of /);
    expect(result.output).toContain(`over its ceiling of ${(CEILINGS.weappMain / KB).toFixed(1)} KB`);
    expect(result.output).toMatch(/weapp pages\/sub-store is 2100\.0 KB, over 2048\.0 KB/);
  });

  it("fails when the staff subpackage passes its ceiling, though still within WeChat's limit", () => {
    const ceiling = CEILINGS.weappSubpackages['pages/sub-store'] / KB;
    const result = runBudgets(fakeBuilds({ entryKb: 120, lazyPageKb: 10, mainKb: 900, subKb: ceiling + 20 }));
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      `weapp pages/sub-store is ${(ceiling + 20).toFixed(1)} KB, over its ceiling of ${ceiling.toFixed(1)} KB`,
    );
  });

  it('fails when a build is missing rather than passing on nothing', () => {
    const result = runBudgets({ h5: path.join(os.tmpdir(), 'no-such-h5'), weapp: path.join(os.tmpdir(), 'no-weapp') });
    expect(result.status).toBe(1);
    expect(result.output).toContain('index.html is missing: build first');
  });
});
