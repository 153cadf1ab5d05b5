import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { HEADER } from '@common/request-signature';
import type { DbHandle } from '../../../server/db/client';
import { JobRepository } from '../../../server/jobs/job.repository';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { FakeS3 } from '../../helpers/fakes/s3.fake';
import { pngImage } from '../../helpers/images';
import { rawCall, signatureHeaders } from '../../helpers/raw-call';
import { createTestDatabase, openAnotherPool, testDatabaseKind } from '../../helpers/test-database';
import { startTestServer, type ConfigOverrides, type TestServer } from '../../helpers/test-server';

// Two server instances on one PostgreSQL, as behind a load balancer: each
// has its own pool, its own process memory (caches, queues) and its own data
// directory; all they share is the database and the S3 bucket.
const PUBLIC_CALL = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';

let s3: FakeS3;
let firstPool: DbHandle;
let secondPool: DbHandle;
const servers: TestServer[] = [];

async function pair(overrides: ConfigOverrides = {}): Promise<[TestServer, TestServer]> {
  const shared = { storage: s3.config(), ...overrides };
  const a = await startTestServer(shared, firstPool);
  const b = await startTestServer(shared, secondPool);
  servers.push(a, b);
  return [a, b];
}

describe.runIf(testDatabaseKind() === 'postgres')('two server instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    s3 = await new FakeS3().start();
    firstPool = await createTestDatabase();
    secondPool = await openAnotherPool(firstPool);
    [a, b] = await pair();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await secondPool?.close();
    await firstPool?.close();
    await s3?.close();
  });

  it('keeps the shared guards in the database on PostgreSQL', async () => {
    expect(a.config.guardStore).toBe('auto');
    const nonces = await firstPool.db.selectFrom('request_nonce').select('nonce').execute();
    const before = nonces.length;
    expect((await rawCall(a.url, PUBLIC_CALL, '{}')).status).toBe(200);
    expect(await firstPool.db.selectFrom('request_nonce').select('nonce').execute()).toHaveLength(before + 1);
  });

  it('refuses a request replayed to the other instance', async () => {
    const signed = signatureHeaders(PUBLIC_CALL, '{}');
    const first = await rawCall(a.url, PUBLIC_CALL, '{}', { sign: false, headers: signed });
    expect(first.status).toBe(200);
    const replayed = await rawCall(b.url, PUBLIC_CALL, '{}', { sign: false, headers: signed });
    expect(replayed.status).toBe(403);
    expect(replayed.json).toEqual({ code: 'permission_denied', message: 'replayed request' });
  });

  it('counts the rate limit across both instances', async () => {
    const [limitedA, limitedB] = await pair({ rateLimit: { perDevicePerMinute: 4 } });
    const device = { headers: { [HEADER.deviceId]: `scale-out-${Date.now()}` } };
    const statuses: number[] = [];
    for (const server of [limitedA, limitedB, limitedA, limitedB, limitedA, limitedB]) {
      statuses.push((await rawCall(server.url, PUBLIC_CALL, '{}', device)).status);
    }
    // Four calls in all, two on each: one instance alone would have allowed eight.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('serves from one instance a file uploaded through the other', async () => {
    const { sessionKey } = await a.createUserSession();
    const image = pngImage(16, 9);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), 'table.png');
    const uploaded = await fetch(`${a.url}/action/upload-file`, {
      method: 'POST',
      body: form,
      headers: { [HEADER.sessionKey]: sessionKey },
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    const path = new URL(url).pathname;
    const served = await fetch(`${b.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('runs each job once when both instances poll at the same moment', async () => {
    const runs: Array<{ n: number; by: string }> = [];
    for (const [by, server] of [
      ['a', a],
      ['b', b],
    ] as const) {
      server.services.jobs.register('scale-out-probe', async (payload: { n: number }) => {
        runs.push({ n: payload.n, by });
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const due = new Date(Date.now() - 1000);
    for (let n = 0; n < 40; n++) {
      await new JobRepository(firstPool.db).enqueue({ kind: 'scale-out-probe', payload: { n }, runAt: due });
    }
    const now = new Date();
    const [ranOnA, ranOnB] = await Promise.all([a.services.jobs.runDue(now), b.services.jobs.runDue(now)]);
    expect(ranOnA + ranOnB).toBe(40);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // Both took part: the claim, not luck, kept them apart.
    expect(new Set(runs.map((run) => run.by))).toEqual(new Set(['a', 'b']));
    expect(await a.services.jobs.runDue(new Date())).toBe(0);
  });

  it('gives the last table to exactly one of 200 simultaneous diners spread over both instances', async () => {
    const f: BookingFixture = await makeBookingFixture(a);
    const date = f.date(5);
    for (const itemId of [f.x.items.two[1], ...f.x.items.four, ...f.x.items.ten]) {
      await f.staffX.client(StoreTableService).lockTableItem({
        storeId: f.x.storeId,
        storeTableItemId: itemId,
        reservationDate: date,
        startSecond: 0,
        endSecond: hm(24),
      });
    }
    const diners = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => ({ i, ...(await a.createUserSession({ nickname: `diner ${i}` })) })),
    );
    const results = await Promise.allSettled(
      diners.map(({ i, sessionKey }) =>
        (i % 2 === 0 ? a : b)
          .client(DinerBookingOrderService, { sessionKey, deviceId: `diner-${i}` })
          .createBookingOrder({
            storeId: f.x.storeId,
            diner: { lastName: 'Race' },
            reservationDate: date,
            adultCount: 2,
            storeShiftId: f.x.dinnerId,
            reservationStartSecond: hm(19),
          }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = await Promise.all(
      results
        .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
        .map((r) => failure(Promise.reject(r.reason))),
    );
    expect(new Set(lost.map((l) => l.message))).toEqual(new Set(['Booking is full, please select again']));
    const orders = await firstPool.db
      .selectFrom('booking_order')
      .select('id')
      .where('store_id', '=', f.x.storeId)
      .where('reservation_date', '=', date)
      .execute();
    expect(orders).toHaveLength(1);
  }, 180_000);
});
