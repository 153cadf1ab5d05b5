import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { rawCall, signatureHeaders } from '../../helpers/raw-call';
import { spawnServer, type ServerProcess } from '../../helpers/server-process';
import { createTestDatabase, testDatabaseKind, testDatabaseUrl } from '../../helpers/test-database';
import { PRODUCTION_PROVIDERS } from '../../helpers/production-env';

// The compiled server as production runs it: `npm run build:server` output,
// plain node, NODE_ENV=production, on an empty data directory (PGlite) or on
// PostgreSQL. scripts/check-production-image.sh adds the production-only
// install (npm ci --omit=dev) and the H5 build; this is the fast part.
const ROOT = path.resolve(__dirname, '../../..');
// Inside the repository, so the compiled file finds node_modules as it would in place.
fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
const workDir = fs.mkdtempSync(path.join(ROOT, '.tmp', 'prod-build-'));
const compiled = path.join(workDir, 'server/main.mjs');
const LIST_REGIONS = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';

let database: DbHandle | null = null;
function productionEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { TEST_DB: _db, TEST_DATABASE_URL: _url, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    ...PRODUCTION_PROVIDERS,
    DYNAMIC_CODE_SECRET: 'production-build-test-secret',
    PORT: '0',
    DATA_DIR: path.join(workDir, 'data'),
    H5_DIR: path.join(workDir, 'no-h5'),
    LOG_LEVEL: 'info',
    DATABASE_URL: database ? testDatabaseUrl(database) : '',
    ...extra,
  };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-server.mjs', path.join(workDir, 'server')], { cwd: ROOT });
  if (testDatabaseKind() === 'postgres') database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the compiled production server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await spawnServer(['--enable-source-maps', compiled], {
      cwd: workDir,
      env: productionEnv({ SHUTDOWN_TIMEOUT_SECONDS: '2' }),
    });
  }, 120_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
  });

  it('is JavaScript that imports only packages, never the TypeScript sources or tsx', () => {
    const code = fs.readFileSync(compiled, 'utf8');
    expect(code).not.toMatch(/from "tsx|from "\.\.?\/|@common\/|@gen\//);
    expect(fs.existsSync(path.join(workDir, 'server/db-migrate.mjs'))).toBe(true);
  });

  it('answers its probes outside the API checks, and a signed call', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(ready.status).toBe(200);
    const regions = await rawCall(server.url, LIST_REGIONS, '{}');
    expect(regions.status).toBe(200);
    expect((regions.json.list as unknown[]).length).toBeGreaterThan(0);
    // Production refuses unsigned calls whatever REQUIRE_SIGNATURE says, and loads no demo data.
    expect((await rawCall(server.url, LIST_REGIONS, '{}', { sign: false })).status).toBe(403);
    expect(server.output()).not.toContain('Demo accounts');
  });

  it('on SIGTERM waits for calls in flight only until the deadline, then exits', async () => {
    // A call whose body never finishes arriving keeps the server busy forever.
    const body = JSON.stringify({ padding: 'p'.repeat(1000) });
    const stuck = http.request(`${server.url}${LIST_REGIONS}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        ...signatureHeaders(LIST_REGIONS, body),
      },
    });
    stuck.on('error', () => undefined);
    stuck.write(body.slice(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // It exits although the call never ends (the deadline, not the call, ended it),
    // and not before it gave the call its time.
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1900);
    expect(server.output()).toContain('shutdown deadline passed');
    stuck.destroy();
  }, 60_000);
});

describe('a bad setting', () => {
  it('stops the start with one clear message naming every bad value', async () => {
    const server = await spawnServer([compiled], {
      cwd: workDir,
      env: productionEnv({ REQUIRE_SIGNATURE: 'ture', STORAGE: 'ftp' }),
      waitForListening: false,
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      [
        'FeastBook cannot start. The configuration is not valid (2 problems):',
        '  - REQUIRE_SIGNATURE must be true or false (or 1/0, yes/no, on/off), got "ture"',
        '  - STORAGE must be one of local, s3, got "ftp"',
      ].join('\n'),
    );
    expect(server.output()).not.toMatch(/\bat \S+ \(/);
  });
});
