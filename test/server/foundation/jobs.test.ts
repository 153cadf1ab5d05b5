import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { migrateToLatest } from '../../../server/db/migrate';
import { JobRepository } from '../../../server/jobs/job.repository';
import { JobRunner, retryDelayMs } from '../../../server/jobs/job-runner';
import { createTestDatabase, testDatabaseKind } from '../../helpers/test-database';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = (iso: string) => new Date(iso);

describe('durable jobs', () => {
  it('runs a job once when it falls due, not before', async () => {
    const runner = new JobRunner(database.db);
    const seen: unknown[] = [];
    runner.register('greet', async (payload) => {
      seen.push(payload);
    });
    await new JobRepository(database.db).enqueue({
      kind: 'greet',
      payload: { to: 'Mei' },
      runAt: at('2026-05-01T10:00:00Z'),
    });
    expect(await runner.runDue(at('2026-05-01T09:59:59Z'))).toBe(0);
    expect(await runner.runDue(at('2026-05-01T10:00:00Z'))).toBe(1);
    expect(await runner.runDue(at('2026-05-01T11:00:00Z'))).toBe(0);
    expect(seen).toEqual([{ to: 'Mei' }]);
  });

  it('is enqueued with the change that causes it: a rolled-back change leaves no job', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await new JobRepository(trx).enqueue({
          kind: 'never',
          runAt: at('2026-01-01T00:00:00Z'),
          dedupeKey: 'rollback',
        });
        throw new Error('change failed');
      })
      .catch(() => undefined);
    expect(await new JobRepository(database.db).pending('never')).toEqual([]);
  });

  it('keeps one pending job per dedupe key, and a cancelled key can be enqueued again', async () => {
    const jobs = new JobRepository(database.db);
    await jobs.enqueue({ kind: 'expire', runAt: at('2026-06-01T00:00:00Z'), dedupeKey: 'order:1' });
    await jobs.enqueue({ kind: 'expire', runAt: at('2026-06-02T00:00:00Z'), dedupeKey: 'order:1' });
    expect(await jobs.pending('expire')).toHaveLength(1);
    await jobs.cancel('order:1', at('2026-05-01T00:00:00Z'));
    expect(await jobs.pending('expire')).toHaveLength(0);
    await jobs.enqueue({ kind: 'expire', runAt: at('2026-06-03T00:00:00Z'), dedupeKey: 'order:1' });
    expect((await jobs.pending('expire'))[0].runAt).toEqual(at('2026-06-03T00:00:00Z'));
    await jobs.cancel('order:1', at('2026-05-01T00:00:00Z'));
  });

  it('retries a failing job with backoff and gives up after its attempts', async () => {
    const runner = new JobRunner(database.db);
    let calls = 0;
    runner.register('flaky', async () => {
      calls++;
      throw new Error('provider down');
    });
    await new JobRepository(database.db).enqueue({ kind: 'flaky', runAt: at('2026-07-01T00:00:00Z'), maxAttempts: 3 });
    let now = at('2026-07-01T00:00:00Z');
    expect(await runner.runDue(now)).toBe(1);
    expect(await runner.runDue(now)).toBe(0); // waits for its backoff
    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await runner.runDue(now)).toBe(1);
    now = new Date(now.getTime() + retryDelayMs(2));
    expect(await runner.runDue(now)).toBe(1);
    now = new Date(now.getTime() + 24 * 3600_000);
    expect(await runner.runDue(now)).toBe(0);
    expect(calls).toBe(3);
    const row = await database.db.selectFrom('job').selectAll().where('kind', '=', 'flaky').executeTakeFirstOrThrow();
    expect(row.failed).toBe(true);
    expect(row.last_error).toContain('provider down');
  });

  it('runs each job exactly once with several runners at once', async () => {
    const jobs = new JobRepository(database.db);
    for (let i = 0; i < 40; i++)
      await jobs.enqueue({ kind: 'count', payload: { i }, runAt: at('2026-08-01T00:00:00Z') });
    const handled: number[] = [];
    const runners = [1, 2, 3].map(() => {
      const runner = new JobRunner(database.db, { batchSize: 3 });
      runner.register('count', async (payload: { i: number }) => {
        handled.push(payload.i);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      return runner;
    });
    const counts = await Promise.all(runners.map((r) => r.runDue(at('2026-08-01T00:00:00Z'))));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect([...handled].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('durable jobs across a restart', () => {
  it('runs a job enqueued before the database was closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-jobs-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await migrateToLatest(first.db);
      await new JobRepository(first.db).enqueue({
        kind: 'after-restart',
        payload: { ok: true },
        runAt: at('2026-09-01T00:00:00Z'),
      });
      await first.close();

      const second = await openDatabase({ dataDir: dir });
      const runner = new JobRunner(second.db);
      const seen: unknown[] = [];
      runner.register('after-restart', async (payload) => {
        seen.push(payload);
      });
      expect(await runner.runDue(at('2026-09-01T00:00:01Z'))).toBe(1);
      expect(seen).toEqual([{ ok: true }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
