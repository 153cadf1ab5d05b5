// `npm run bench` (after the booking figures): the chat's real-time figures.
// 1,000 open sockets on one instance with 100 messages a second among them:
// delivery latency from the send call to the store's socket (p50, p99) and
// the server's memory per socket; then, on PostgreSQL, the same delivery
// across two instances (sent to one, the socket on the other) through
// LISTEN/NOTIFY. Clients run in a process of their own.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../server/db/client';
import { migrateToLatest } from '../server/db/migrate';
import { imRealtimeOf } from '../server/http/im-socket.routes';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import type { BenchCaller, ClientsPlan, ClientsResult } from './im-bench-clients';
import { scratchDatabase } from './pgbench';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const SOCKETS = Number(process.env.BENCH_IM_SOCKETS || 1000);
const RATE = Number(process.env.BENCH_IM_RATE || 100);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const STORES = 50;

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(14)}  ${goal}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** 50 stores each with a staff member, the rest diners each with a conversation with one store. */
async function makeCallers(server: TestServer): Promise<BenchCaller[]> {
  const db = server.database.db;
  const merchant = await db
    .insertInto('merchant')
    .values({ name: 'Bench Chat', short_key: `bench-chat-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const callers: BenchCaller[] = [];
  const storeIds: string[] = [];
  for (let i = 0; i < STORES; i++) {
    const store = await db
      .insertInto('store')
      .values({ merchant_id: merchant.id, name: `Chat ${i}`, timezone: 'Asia/Shanghai' })
      .returning('id')
      .executeTakeFirstOrThrow();
    storeIds.push(store.id);
    const staff = await server.createUserSession({ nickname: `staff ${i}` });
    await db
      .insertInto('staff_member')
      .values({ user_id: staff.userId, merchant_id: merchant.id, store_id: store.id, role: 'STAFF' })
      .execute();
    callers.push({ sessionKey: staff.sessionKey, role: 'staff' });
  }
  for (let i = 0; callers.length < SOCKETS; i++) {
    const diner = await server.createUserSession({ nickname: `diner ${i}` });
    const storeId = storeIds[i % STORES];
    const message = await server.services.im.messages.send(
      {
        userId: diner.userId,
        hasPhone: true,
        standing: async () => ({ userId: diner.userId, isAdmin: false, memberships: [] }),
      },
      {
        member: { type: 'STORE', id: storeId },
        clientMessageId: `hello-${i}`,
        type: 'TEXT',
        text: 'hello',
      },
    );
    callers.push({ sessionKey: diner.sessionKey, role: 'diner', conversationId: message.conversationId });
  }
  return callers;
}

/** Runs the clients in their own process; `onOpen` runs once every socket is open, before sending starts. */
function runClients(plan: ClientsPlan, onOpen: () => Promise<void>): Promise<ClientsResult> {
  const child = fork(path.join(__dirname, 'im-bench-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type: string; result?: ClientsResult }) => {
      if (m.type === 'open') void onOpen().then(() => child.send('go'), reject);
      if (m.type === 'done' && m.result) resolve(m.result);
    });
    child.on('exit', (code) => code !== 0 && reject(new Error(`bench clients exited ${code}`)));
    child.send(plan);
  });
}

function report(label: string, result: ClientsResult) {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const lost = result.sent - result.sendErrors - result.delivered;
  line(
    `${label}: messages sent / delivered to the store socket`,
    `${result.sent} / ${result.delivered}`,
    lost === 0 && result.sendErrors === 0 ? 'none lost' : `${lost} lost, ${result.sendErrors} send errors`,
  );
  line(
    `${label}: delivery latency p50 / p99`,
    `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms`,
    `goal p99 < 1000 ms: ratio ${(1000 / percentile(sorted, 99)).toFixed(1)}`,
  );
  line(`${label}: sends answered per second`, result.answeredPerSecond.toFixed(1), `asked ${RATE}`);
  for (const [kind, n] of Object.entries(result.errorKinds)) line(`${label}:   send error "${kind}"`, String(n));
  line(`${label}: delivery latency max`, `${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms`);
}

async function oneInstance(database: DbHandle, label: string) {
  await migrateToLatest(database.db);
  const server = await startTestServer({}, database);
  try {
    const callers = await makeCallers(server);
    gc();
    const before = process.memoryUsage();
    let perSocketHeap = 0;
    let perSocketRss = 0;
    const result = await runClients(
      { sendUrl: server.url, receiveUrl: server.url, callers, ratePerSecond: RATE, seconds: SECONDS },
      async () => {
        gc();
        const after = process.memoryUsage();
        const open = imRealtimeOf(server.app)?.hub.size ?? 0;
        perSocketHeap = (after.heapUsed + after.external - before.heapUsed - before.external) / open;
        perSocketRss = (after.rss - before.rss) / open;
        line(`${label}: sockets open on the instance`, String(open), `goal ${SOCKETS}`);
      },
    );
    report(`${label}: ${RATE} msg/s for ${SECONDS} s`, result);
    line(
      `${label}: server memory per socket (heap+external / RSS)`,
      `${(perSocketHeap / 1024).toFixed(1)} / ${(perSocketRss / 1024).toFixed(1)} KiB`,
    );
  } finally {
    await server.close();
  }
}

async function twoInstances(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  await migrateToLatest(database.db);
  const first = await startTestServer({}, database);
  const second: ChildProcess = fork(path.join(__dirname, 'im-bench-server.ts'), [url], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  try {
    const secondUrl = await new Promise<string>((resolve) =>
      second.on('message', (m: { type: string; address: string }) => m.type === 'listening' && resolve(m.address)),
    );
    const callers = (await makeCallers(first)).slice(0, 200);
    const result = await runClients(
      { sendUrl: first.url, receiveUrl: secondUrl, callers, ratePerSecond: RATE, seconds: SECONDS },
      async () => undefined,
    );
    report('two instances (sent to one, socket on the other)', result);
  } finally {
    second.send('stop');
    await new Promise((r) => second.once('exit', r));
    await first.close();
    await database.close();
  }
}

async function main() {
  console.log(`\nFeastBook chat benchmark (${SOCKETS} sockets, ${RATE} msg/s, ${SECONDS} s; 2 shared cores)\n`);
  if (PG_URL) {
    console.log('PostgreSQL');
    const scratch = await scratchDatabase(PG_URL, 'fb_bench_im');
    try {
      await oneInstance(await openDatabase({ databaseUrl: scratch.url }), 'one instance');
    } finally {
      await scratch.drop();
    }
    const scratch2 = await scratchDatabase(PG_URL, 'fb_bench_im2');
    try {
      await twoInstances(scratch2.url);
    } finally {
      await scratch2.drop();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL); two instances need it');
  }
  console.log('\nPGlite');
  await oneInstance(await openDatabase({ dataDir: 'memory://' }), 'one instance');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
