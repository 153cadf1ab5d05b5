import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/client';
import { startSilentHost } from '../../helpers/silent-host';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: { perAddressPerMinute: 1, perDevicePerMinute: 1 } });
});
afterAll(() => server.close());

describe('health probes', () => {
  it('answer without a signature and outside the rate limits, and are never cached', async () => {
    for (let i = 0; i < 3; i++) {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get('cache-control')).toBe('no-store');
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  });

  it('say not ready while a migration this build knows is not applied', async () => {
    const db = server.database.db;
    const name = '0801-provider-access-token';
    const { rows } = await sql<{
      timestamp: string;
    }>`SELECT timestamp FROM kysely_migration WHERE name = ${name}`.execute(db);
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(db);
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: 'migrations not applied',
        pending: ['0801-provider-access-token'],
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${rows[0].timestamp})`.execute(db);
    }
  });

  it('say not ready, without details, when the database does not answer: the probe gets its answer', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-health-'));
    // A host that takes the connection and then says nothing: without a bound of its
    // own the probe would wait for ever, and the load balancer would see its own
    // timeout instead of "not ready".
    const silent = await startSilentHost();
    const database = await openDatabase({ databaseUrl: silent.url });
    const config = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5'), GUARD_STORE: 'memory' });
    const { app } = await buildServer({ config, database, logger: false, ownsDatabase: true });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(silent.connections()).toBeGreaterThan(0);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await silent.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
