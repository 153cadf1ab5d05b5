/**
 * npm run test:failover: the app on a three-node Patroni cluster
 * (scripts/ha-cluster.sh), two instances behind HAProxy's primary port, 20
 * callers booking, paying, closing and writing messages through both; the
 * primary is killed three times (kill -9 of its postmaster, then of its
 * Patroni). Per cycle it prints acknowledged writes, lost (must be 0),
 * duplicates (0), seconds until writes were served again (at most 15),
 * whether both instances stayed up, whether messages still reached open
 * sockets on both, and how the old primary rejoined. Exits 1 on any failure.
 * docs/deploy.md § A highly available PostgreSQL explains the numbers.
 */
import { StoreBookingRuleService, DepositPolicy_Mode } from '@gen/booking/v1/booking_rule_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import { ImService } from '@gen/im/v1/im_service_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { openDatabase } from '../server/db/client';
import { makeBookingFixture, type Caller } from '../test/helpers/booking-fixture';
import { openSocket, storeOp, type TestSocket } from '../test/helpers/im-fixture';
import { startTestServer, type TestServer } from '../test/helpers/test-server';
import { Ledger, runCaller } from './failover/callers';
import { HaCluster } from './failover/ha-cluster';
import {
  BACK_AGAIN,
  clientOn,
  crashMarks,
  isUp,
  logged,
  startInstance,
  stopInstance,
  type AppInstance,
} from './failover/instances';
import { tally } from './failover/tally';

const CALLERS = 20;
const CYCLES = 3;
/** The issue's bound: writes are served again within this long of the kill. */
const SERVED_AGAIN_WITHIN_S = 15;
/** Waits give up after this long: a step that never happens fails the run instead of hanging it. */
const PATIENCE_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function until<T>(check: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** A fixture caller, speaking to one instance. */
function on(instance: AppInstance, caller: Caller, device: string): Caller {
  return { ...caller, client: (service) => clientOn(instance, service, caller.sessionKey, device) };
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  if (!ok) failures.push(what);
}

async function main(): Promise<void> {
  const cluster = new HaCluster();
  const instances: AppInstance[] = [];
  const sockets: TestSocket[] = [];
  let fixtureServer: TestServer | undefined;
  await cluster.down();
  console.info('starting the cluster (etcd, 3 x Patroni + PostgreSQL, HAProxy)…');
  const started = Date.now();
  console.info((await cluster.up()).trimEnd());
  console.info(`cluster up in ${seconds(Date.now() - started)} s`);
  const setup = await openDatabase({ databaseUrl: cluster.url });
  try {
    instances.push(await startInstance('A', cluster.url, cluster.staleReadUrl));
    instances.push(await startInstance('B', cluster.url, cluster.staleReadUrl));
    const [a, b] = instances as [AppInstance, AppInstance];
    console.info(`two app instances on ${cluster.url}: A ${a.url}, B ${b.url}`);

    // Stores, staff and diners are written by an in-process server that
    // stops before the load: only the two instances serve the callers.
    fixtureServer = await startTestServer({}, setup);
    const f = await makeBookingFixture(fixtureServer);
    for (const storeId of [f.x.storeId, f.y.storeId]) {
      await f.merchantStaff.client(StoreBookingRuleService).replaceDepositPolicies({
        storeId,
        list: [{ mode: DepositPolicy_Mode.PER_PARTY, amount: '20000' }],
      });
    }
    const diners: Array<{ userId: string; sessionKey: string }> = [];
    for (let i = 0; i < CALLERS; i++) diners.push(await fixtureServer.createUserSession({ nickname: `caller ${i}` }));
    await fixtureServer.app.close();
    fixtureServer = undefined;

    // The store's staff hold a chat socket on each instance.
    for (const instance of [a, b]) {
      sockets.push(
        await openSocket({ url: instance.url } as TestServer, on(instance, f.staffX, `socket-${instance.name}`)),
      );
    }

    const ledger = new Ledger();
    let stop = false;
    const callers = Promise.all(
      Array.from({ length: CALLERS }, (_, i) =>
        runCaller(i, { fixture: f, diners, instances: [a, b] }, ledger, () => stop),
      ),
    );
    // A diner looking at the store's page four times a second, through the standbys' pool. While no primary
    // takes writes it is answered 503 too: every call's replay guard writes to the primary (docs/deploy.md).
    const reader = (async () => {
      while (!stop) {
        const at = Date.now();
        const served = await clientOn(a, StoreService, f.dinerA.sessionKey, 'reader')
          .queryStores({ idIn: [f.x.storeId] })
          .then(
            (answer) => answer.list.length === 1,
            () => false,
          );
        ledger.reads.push({ at, served });
        await sleep(250);
      }
    })();
    await until(() => ledger.acks.length >= CALLERS * 2 || undefined, 'writes before the first kill');

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const old = await until(() => cluster.leader(), 'a primary');
      const acksBefore = ledger.acks.length;
      const backBefore = instances.map((i) => Object.values(BACK_AGAIN).map((msg) => logged(i, msg)));
      const killedAt = Date.now();
      cluster.killNode(old.node);
      const served = await until(
        () => ledger.acks.find((ack) => ack.sentAt > killedAt),
        `a write served after killing ${old.name}`,
      );
      const servedAgain = seconds(served.at - killedAt);
      const outage = ledger.unavailable.filter((u) => u.at >= killedAt && u.at <= served.at);
      const readsMeanwhile = ledger.reads.filter((r) => r.at >= killedAt && r.at <= served.at);
      const newLeader = await until(async () => {
        const leader = await cluster.leader();
        return leader && leader.node !== old.node ? leader : undefined;
      }, 'the new primary');

      // A message sent now reaches the staff's sockets on both instances.
      const probe = await until(
        () =>
          clientOn(a, ImService, f.dinerA.sessionKey, 'probe')
            .sendMessage({
              member: storeOp(f.x.storeId),
              clientMessageId: `probe-${cycle}-${Date.now()}`,
              type: MessageType.TEXT,
              text: `after failover ${cycle}`,
            })
            .then(
              (answer) => answer.message!,
              () => undefined,
            ),
        'the probe message to be sent',
      );
      const delivered = await Promise.all(
        sockets.map((socket) =>
          socket
            .waitFor((frame) => frame.type === 'message' && frame.message.messageId === probe.messageId, 30_000)
            .then(
              () => true,
              () => false,
            ),
        ),
      );
      const up = await Promise.all(instances.map(isUp));
      // The pool's gate, the chat listener and the job runner of each instance found the new primary.
      const back = await until(
        () =>
          instances.every((i, n) => Object.values(BACK_AGAIN).every((msg, m) => logged(i, msg) > backBefore[n][m])) ||
          undefined,
        'pool, listener and jobs of both instances to be back',
      ).catch(() => false);

      // The old primary comes back as a standby of the new one.
      const logBefore = cluster.log(old.node).length;
      const rejoinStarted = Date.now();
      await cluster.startNode(old.node);
      let healthy = true;
      await cluster.waitHealthy(120).catch(() => (healthy = false));
      const rejoinedIn = seconds(Date.now() - rejoinStarted);
      const oldRole = (await cluster.members()).find((m) => m.name === old.name);
      const rewound = /pg_rewind exit code=0/.test(cluster.log(old.node).slice(logBefore));

      const counted = await tally(setup.db, ledger);
      const acked = ledger.acks.length - acksBefore;
      console.info(
        `cycle ${cycle}: killed ${old.name} (timeline ${old.timeline}); ${newLeader.name} promoted; ` +
          `acknowledged writes ${acked}, lost ${counted.lost.length}, duplicates ${counted.duplicates.length}; ` +
          `writes served again after ${servedAgain} s (${outage.filter((u) => u.status === 503).length} answers 503 meanwhile; ` +
          `store pages served meanwhile ${readsMeanwhile.filter((r) => r.served).length}/${readsMeanwhile.length}); ` +
          `instances up: ${up.map((u, i) => `${instances[i].name} ${u ? 'yes' : 'NO'}`).join(', ')}; ` +
          `message reached sockets on ${delivered.filter(Boolean).length}/2 instances; ` +
          `pool, chat listener and jobs back on both: ${back ? 'yes' : 'NO'}; ` +
          `${old.name} rejoined as ${oldRole?.role ?? 'nothing'} in ${rejoinedIn} s${rewound ? ' (pg_rewind)' : ''}`,
      );
      check(counted.lost.length === 0, `cycle ${cycle}: lost ${counted.lost.slice(0, 5).join('; ')}`);
      check(counted.duplicates.length === 0, `cycle ${cycle}: duplicates ${counted.duplicates.slice(0, 5).join('; ')}`);
      check(servedAgain <= SERVED_AGAIN_WITHIN_S, `cycle ${cycle}: writes served again after ${servedAgain} s`);
      check(
        outage.some((u) => u.status === 503),
        `cycle ${cycle}: no 503 while the primary was away`,
      );
      check(up.every(Boolean), `cycle ${cycle}: an instance is down`);
      check(delivered.every(Boolean), `cycle ${cycle}: the message missed a socket`);
      check(back, `cycle ${cycle}: an instance's pool, listener or job runner did not say it was back`);
      check(
        healthy && !!oldRole && oldRole.role !== 'leader',
        `cycle ${cycle}: ${old.name} did not rejoin as a standby`,
      );
    }

    stop = true;
    await callers;
    await reader;
    const final = await tally(setup.db, ledger);
    const members = await cluster.members();
    const statuses = ledger.unavailable.reduce<Record<string, number>>(
      (all, u) => ({ ...all, [u.status || 'no answer']: (all[u.status || 'no answer'] ?? 0) + 1 }),
      {},
    );
    console.info(
      `in all: acknowledged ${JSON.stringify(final.acknowledged)}; lost ${final.lost.length}, duplicates ` +
        `${final.duplicates.length}; retried ${ledger.retried} calls after ${JSON.stringify(statuses)}; ` +
        `bookings refused as full ${ledger.full}; other refusals ${ledger.refused.length}; ` +
        `store pages read ${ledger.reads.filter((r) => r.served).length}/${ledger.reads.length}`,
    );
    console.info((await cluster.status()).trimEnd());
    check(final.lost.length === 0 && final.duplicates.length === 0, 'writes lost or doubled at the end');
    check(
      ledger.unavailable.every((u) => u.status !== 503 || u.retryAfter === 1),
      'a 503 without Retry-After: 1',
    );
    check(!ledger.unavailable.some((u) => u.status === 0), 'a call got no answer at all');
    check(ledger.gaveUp === 0, `${ledger.gaveUp} calls never answered`);
    check(ledger.refused.length === 0, `refusals: ${JSON.stringify(ledger.refused.slice(0, 5))}`);
    check(
      members.length === 3 && members.filter((m) => m.role === 'leader').length === 1,
      `members at the end: ${JSON.stringify(members)}`,
    );
    for (const instance of instances) {
      check(crashMarks(instance).length === 0, `instance ${instance.name}: ${crashMarks(instance).join(' | ')}`);
    }
  } finally {
    for (const socket of sockets) socket.close();
    if (fixtureServer) await fixtureServer.app.close();
    for (const instance of instances) await stopInstance(instance);
    await setup.close();
    if (!process.env.KEEP_CLUSTER) await cluster.down();
  }
}

main().then(
  () => {
    if (failures.length) {
      console.error(`failover test FAILED:\n- ${failures.join('\n- ')}`);
      process.exit(1);
    }
    console.info('failover test passed');
    process.exit(0);
  },
  (error) => {
    console.error('failover test FAILED:', error);
    process.exit(1);
  },
);
