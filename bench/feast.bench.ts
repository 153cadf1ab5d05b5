// `npm run bench` (second part): feast figures (docs/feasts.md § Speed and
// races). On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a role that may create databases.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, type ConnectError } from '@connectrpc/connect';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_Visibility } from '@gen/feast/v1/feast_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { addDays } from '@common/business-date';
import { pressCashierButton } from '../test/server/payment/support/sandbox-cashier';
import type { TestServer } from '../test/helpers/test-server';
import { makeBenchStore, type BenchStore } from './bench-store';
import { onBothDatabases } from './bench-databases';

const ROUNDS = Number(process.env.BENCH_FEAST_ROUNDS || 5);
const JOINERS = 200;
const SEATS = 8;
const CITY_FEASTS = 2000;

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function staffSession(server: TestServer, store: BenchStore) {
  return server.client(StoreFeastService, { sessionKey: store.staffSessionKey });
}

/** A published feast of `seats` seats on `days` ahead, dinner 18:00, deadline in a day. */
async function feast(server: TestServer, store: BenchStore, days: number, seats: number, itemIds: string[]) {
  const staff = await staffSession(server, store);
  const { feast: made } = await staff.createStoreFeast({
    storeId: store.storeId,
    feast: {
      title: `Race ${days}`,
      participantCount: seats,
      minParticipantCount: 1,
      depositPerPerson: '10000',
      visibility: Feast_Visibility.ALL,
      registrationDeadline: timestampFromDate(new Date(Date.now() + 86400_000)),
      reservationDate: addDays(store.today, days),
      startSecond: 18 * 3600,
      durationSecond: 7200,
      storeShiftId: store.shiftIds[3],
    } as never,
  });
  await staff.publishFeast({ storeId: store.storeId, feastId: made!.model!.id, tableItemIdList: itemIds });
  return made!.model!.id;
}

/** 200 diners join the last 8 seats at once; the winners pay in the sandbox. Exactly 8 paid seats, every round. */
async function race(server: TestServer, store: BenchStore, itemIds: string[]) {
  const diners = await Promise.all(
    Array.from({ length: JOINERS }, (_, i) => server.createUserSession({ nickname: `joiner ${i}` })),
  );
  const results: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const feastId = await feast(server, store, 3 + round, SEATS, itemIds);
    const t = performance.now();
    const outcomes = await Promise.all(
      diners.map((d) =>
        server
          .client(DinerFeastService, { sessionKey: d.sessionKey })
          .joinFeast({ feastId, seatCount: 1 })
          .then(
            (r) => ({ ok: true as const, participantId: r.participant!.model!.id, d }),
            (e: ConnectError) => ({ ok: false as const, code: e.code }),
          ),
      ),
    );
    const ms = performance.now() - t;
    const won = outcomes.filter((o) => o.ok);
    const refusedFull = outcomes.filter((o) => !o.ok && o.code === Code.Aborted).length;
    for (const w of won) {
      if (!w.ok) continue;
      const created = await server.client(PublicTransactionService, { sessionKey: w.d.sessionKey }).createTransaction({
        purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT,
        subjectId: w.participantId,
        channel: PaymentChannel.SANDBOX,
        method: PaymentMethod.ALIPAY_APP_PAY,
        returnPath: '/app/',
      });
      await pressCashierButton(created.payParams!.kind.value as string, 'pay');
    }
    await server.services.jobs.runDue(new Date());
    const row = await server.database.db
      .selectFrom('feast')
      .select(['paid_seats', 'seats_taken'])
      .where('id', '=', feastId)
      .executeTakeFirstOrThrow();
    results.push(`${row.paid_seats}`);
    line(
      `round ${round}: joined / refused full / paid seats (${ms.toFixed(0)} ms)`,
      `${won.length} / ${refusedFull} / ${row.paid_seats}`,
      row.paid_seats === SEATS && won.length === SEATS ? 'ok: exactly 8' : 'WRONG',
    );
  }
  return results.every((r) => Number(r) === SEATS);
}

/** The public list of one city with 2,000 feasts (and 2,000 elsewhere): latency of QueryFeasts over HTTP. */
async function cityList(server: TestServer, store: BenchStore) {
  const db = server.database.db;
  const base = await db.selectFrom('feast').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const { id: _id, create_time: _c, update_time: _u, seats_taken: _s, paid_seats: _p, ...template } = base;
  for (let batch = 0; batch < (2 * CITY_FEASTS) / 500; batch++) {
    await db
      .insertInto('feast')
      .values(
        Array.from({ length: 500 }, (_, i) => {
          const n = batch * 500 + i;
          return {
            ...template,
            images: JSON.stringify(template.images),
            share_cover: JSON.stringify(template.share_cover),
            questions: JSON.stringify(template.questions),
            table_item_ids: JSON.stringify(template.table_item_ids),
            booking_order_id: null,
            city: n % 2 === 0 ? 'Bench City' : `Elsewhere ${n % 7}`,
            title: `Feast ${n}`,
            start_time: new Date(Date.now() + (n + 2) * 3600_000),
            share_token: `bench${n}`,
          };
        }),
      )
      .execute();
  }
  const client = server.client(PublicFeastService);
  const first = await client.queryFeasts({ city: 'Bench City', query: { limit: 20, shouldReturnTotal: true } });
  // A list scrolls: the first page counts, the next pages do not.
  const call = () => client.queryFeasts({ city: 'Bench City', query: { limit: 20, offset: 20 } });
  for (let i = 0; i < 300; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  void store;
  return { total: first.total, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function run(label: string, server: TestServer) {
  console.log(`\nFeasts on ${label}`);
  const store = await makeBenchStore(server, `feast-bench-${label.replace(/\W/g, '')}`);
  const tables = await server.services.booking.tables.list(store.storeId);
  const big = tables.find((t) => t.seatCapacity >= SEATS) ?? tables[0];
  const exact = await race(server, store, [big.items[0].id]);
  line('every round exactly 8 paid seats', exact ? 'yes' : 'NO', 'goal: yes');
  const list = await cityList(server, store);
  line(`city list, ${list.total} feasts in the city: p50 ms`, list.p50.toFixed(2));
  line('city list: p99 ms', list.p99.toFixed(2), 'goal: < 50 ms');
  return exact;
}

void onBothDatabases('fb_feast_bench', run);
