// `npm run bench`: ticketing figures (docs/ticketing.md, "Speed and races").
// On PGlite always, and on PostgreSQL when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a role that may create databases.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ConnectError } from '@connectrpc/connect';
import { DynamicCodeKind, DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import type { TicketingEventInput } from '@gen/ticketing/v1/ticketing_pb';
import type { TestServer } from '../test/helpers/test-server';
import { onBothDatabases } from './bench-databases';
import { makeBenchShop, type BenchShop } from './bench-store';

const BUYERS = Number(process.env.BENCH_TICKET_BUYERS || 1000);
const LAST_TICKETS = 50;
const VALIDATIONS = Number(process.env.BENCH_TICKET_VALIDATIONS || 300);

const line = (label: string, value: string, goal = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(12)}  ${goal}`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function event(server: TestServer, shop: BenchShop, quantity: number, perDinerLimit: number) {
  const now = Date.now();
  const { event: made } = await server
    .client(StoreTicketingService, { sessionKey: shop.staffSessionKey })
    .createStoreTicketingEvent({
      storeId: shop.storeId,
      event: {
        title: `Bench ${quantity}`,
        saleStartTime: timestampFromDate(new Date(now - 3600_000)),
        saleEndTime: timestampFromDate(new Date(now + 86400_000)),
        perDinerLimit,
        ticketList: [{ name: 'Seat', sessionDate: '2030-01-01', sessionStartSecond: 68400, price: '10000', quantity }],
      } as unknown as TicketingEventInput,
    });
  return { eventId: made!.model!.id, ticketId: made!.ticketList[0].id };
}

/** 1,000 diners buy the last 50 tickets at once: exactly 50 sold, by the database's count and by the answers. */
async function rush(server: TestServer, shop: BenchShop) {
  const diners = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => server.createUserSession({ nickname: `buyer ${i}` })),
  );
  const { eventId, ticketId } = await event(server, shop, LAST_TICKETS, 1);
  const t = performance.now();
  const outcomes = await Promise.all(
    diners.map((d) =>
      server
        .client(DinerTicketVoucherService, { sessionKey: d.sessionKey })
        .createTicketVoucher({ eventId, ticketId })
        .then(
          // '' sold; otherwise why it was refused
          () => '',
          (e: ConnectError) => e.rawMessage || e.message || 'refused',
        ),
    ),
  );
  const ms = performance.now() - t;
  const sold = outcomes.filter((o) => o === '').length;
  const refusals = new Map<string, number>();
  for (const o of outcomes) if (o !== '') refusals.set(o, (refusals.get(o) ?? 0) + 1);
  for (const [why, n] of refusals) line(`  refused: ${why}`, String(n));
  const row = await server.database.db
    .selectFrom('ticketing_event_ticket')
    .select('sold_count')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const vouchers = await server.database.db
    .selectFrom('ticketing_voucher')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  line(
    `${BUYERS} buy the last ${LAST_TICKETS} at once: sold / count / vouchers`,
    `${sold} / ${row.sold_count} / ${vouchers.n}`,
    sold === LAST_TICKETS && row.sold_count === LAST_TICKETS && Number(vouchers.n) === LAST_TICKETS
      ? 'ok: exactly 50'
      : 'WRONG',
  );
  line(`  the whole rush (${BUYERS} purchases): ms`, ms.toFixed(0));
  return sold === LAST_TICKETS && row.sold_count === LAST_TICKETS;
}

/** Staff validate codes at the door, one after another over HTTP: p50 and p99 of ValidateDynamicCode. */
async function door(server: TestServer, shop: BenchShop) {
  const { eventId, ticketId } = await event(server, shop, VALIDATIONS, 1);
  const codes: string[] = [];
  for (let i = 0; i < VALIDATIONS; i++) {
    const diner = await server.createUserSession({ nickname: `guest ${i}` });
    const { voucher } = await server
      .client(DinerTicketVoucherService, { sessionKey: diner.sessionKey })
      .createTicketVoucher({ eventId, ticketId });
    // Setup only: the payment path is measured by the payments bench; here the voucher is simply paid.
    await server.database.db
      .updateTable('ticketing_voucher')
      .set({ status: 'WAIT_VERIFY', paid_time: new Date() })
      .where('id', '=', voucher!.model!.id)
      .execute();
    const { shortCode } = await server
      .client(DynamicCodeService, { sessionKey: diner.sessionKey })
      .getDynamicCode({ kind: DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER, subjectId: voucher!.model!.id });
    codes.push(shortCode);
  }
  const staff = server.client(DynamicCodeService, { sessionKey: shop.staffSessionKey });
  // The session is years ahead: each use is confirmed, as staff would at the door.
  const confirmOutsideWindow = true;
  // Warm-up: the first calls compile the path; a door runs all evening.
  for (const code of codes.splice(0, 20)) {
    await staff.validateDynamicCode({ storeId: shop.storeId, code, confirmOutsideWindow });
  }
  const times: number[] = [];
  for (const code of codes) {
    const t = performance.now();
    await staff.validateDynamicCode({ storeId: shop.storeId, code, confirmOutsideWindow });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  line(`code validation (${times.length} short codes): p50 ms`, percentile(times, 50).toFixed(2));
  line('code validation: p99 ms', percentile(times, 99).toFixed(2), 'goal: < 50 ms');
}

async function run(label: string, server: TestServer) {
  console.log(`\nTicketing on ${label}`);
  const shop = await makeBenchShop(server, `ticket-bench-${label.replace(/\W/g, '')}`);
  const exact = await rush(server, shop);
  await door(server, shop);
  return exact;
}

void onBothDatabases('fb_ticketing_bench', run);
