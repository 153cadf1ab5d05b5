// CPU profile of one kind of call under the benchmarks' load (20 callers),
// taken over the measured calls only (not start-up, set-up or warm-up):
//   tsx bench/profile-calls.ts trivial|availability|create [out.cpuprofile]
// prints calls per second and the profile's top costs (cpu-profile-summary.ts);
// open the file in Chrome's DevTools for the call tree. The server and its
// callers share the process, as in the benchmarks. Uses BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) for PostgreSQL, else PGlite; GUARD_STORE=memory|database.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import pg from 'pg';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { toJsonString } from '@bufbuild/protobuf';
import { DinerAvailabilityService, QueryBookingInventoryResponseSchema } from '@gen/booking/v1/availability_service_pb';
import { addDays } from '@common/business-date';
import { openDatabase } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { makeBenchStore, staffBooking } from './bench-store';
import { parts, summarize } from './cpu-profile-summary';
import { scratchDatabase } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const CALLS = Number(process.env.PROFILE_CALLS || 4000);

const inspector = new Session();

// Statements sent to PostgreSQL while profiling, to print them per call.
let statements = 0;
let cpuAtStart = process.cpuUsage();
let counting = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof originalQuery;

async function startProfile(): Promise<void> {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  statements = 0;
  counting = true;
  cpuAtStart = process.cpuUsage();
}

async function stopProfile(calls: number): Promise<void> {
  counting = false;
  const cpu = process.cpuUsage(cpuAtStart);
  console.log(`PostgreSQL statements per call: ${(statements / calls).toFixed(2)}`);
  // This process's CPU, the callers' included: moves less with the machine's load than calls per second.
  console.log(`CPU per call (server and callers): ${((cpu.user + cpu.system) / calls).toFixed(0)} µs`);
  const { profile } = await inspector.post('Profiler.stop');
  const out = process.argv[3] ?? `/tmp/${process.argv[2] ?? 'trivial'}.cpuprofile`;
  fs.writeFileSync(out, JSON.stringify(profile));
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; profile in ${out}`,
  );
  const sampled = profile as Parameters<typeof summarize>[0];
  console.log('sampled time per call, by part:');
  for (const [part, us] of parts(sampled, calls)) console.log(`  ${us.toFixed(0).padStart(7)} µs  ${part}`);
  console.log(summarize(sampled, Number(process.env.PROFILE_TOP || 25)));
}

async function callers(count: number, run: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  await startProfile();
  const start = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < count) await run(next++);
    }),
  );
  const rate = count / ((performance.now() - start) / 1000);
  await stopProfile(count);
  return rate;
}

async function scenario(kind: string, server: TestServer): Promise<void> {
  if (kind === 'trivial') {
    const client = server.client(ReferenceDataService);
    for (let i = 0; i < 300; i++) await client.listRegions({});
    console.log(`trivial: ${(await callers(CALLS, () => client.listRegions({}))).toFixed(0)}/s`);
    return;
  }
  const store = await makeBenchStore(server, `profile-${kind}`);
  if (kind === 'availability') {
    for (let n = 0, made = 0; made < 1000 && n < 5000; n++) {
      const request = n % 3 === 0 ? staffBooking(store, n, 1, 1) : staffBooking(store, n, 2, 20);
      made += await server.services.booking.orderCreate.create(request).then(
        () => 1,
        () => 0,
      );
    }
    const session = await server.createUserSession({ nickname: 'profile diner' });
    const client = server.client(DinerAvailabilityService, { sessionKey: session.sessionKey });
    const date = addDays(store.today, 1);
    const call = () => client.queryBookingInventory({ storeId: store.storeId, reservationDate: date, peopleCount: 4 });
    const answer = toJsonString(QueryBookingInventoryResponseSchema, await call());
    console.log(`availability answer: ${Buffer.byteLength(answer)} bytes of JSON (gzipped from 1,024)`);
    for (let i = 0; i < 300; i++) await call();
    await startProfile();
    const start = performance.now();
    for (let i = 0; i < CALLS / 4; i++) await call();
    const perCall = (performance.now() - start) / (CALLS / 4);
    await stopProfile(CALLS / 4);
    console.log(`availability: ${perCall.toFixed(2)} ms per call, one at a time`);
    return;
  }
  let made = 0;
  const rate = await callers(CALLS, (n) =>
    server.services.booking.orderCreate.create(staffBooking(store, n * 7919, 1, 59)).then(
      () => made++,
      () => undefined,
    ),
  );
  console.log(`create: ${rate.toFixed(0)} calls/s (${made} made)`);
}

async function main() {
  const kind = process.argv[2] ?? 'trivial';
  const guardStore = (process.env.GUARD_STORE as 'memory' | 'database' | undefined) ?? 'database';
  const scratch = PG_URL ? await scratchDatabase(PG_URL, 'fb_profile') : undefined;
  try {
    const handle = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    const server = await startTestServer({ guardStore: scratch ? guardStore : 'memory' }, handle);
    try {
      await scenario(kind, server);
    } finally {
      await server.close();
      await handle.close();
    }
  } finally {
    await scratch?.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
