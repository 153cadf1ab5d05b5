import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { migrateToLatest } from '../../../server/db/migrate';
import { AUTO_ACCEPT_JOB, DEPOSIT_EXPIRY_JOB } from '../../../server/domain/booking/booking-timers';
import { JobRepository } from '../../../server/jobs/job.repository';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testDatabaseKind } from '../../helpers/test-database';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
let day = 1;
const book = (who = f.dinerA, over: Record<string, unknown> = {}) =>
  who
    .client(DinerBookingOrderService)
    .createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Timer' },
      reservationDate: f.date(++day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
      ...over,
    })
    .then((r) => r.order!);
const read = (id: string, s = server) =>
  s
    .client(StoreBookingOrderService, { sessionKey: f.staffX.sessionKey })
    .getStoreBookingOrder({ storeId: f.x.storeId, bookingOrderId: id })
    .then((r) => r.order!);
const config = (c: Record<string, unknown>) =>
  f.staffX.client(StoreBusinessConfigService).updateStoreBusinessConfig({ storeId: f.x.storeId, config: c });
const depositPolicy = (amount: string) =>
  f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({
    storeId: f.x.storeId,
    list: amount === '0' ? [] : [{ mode: DepositPolicy_Mode.PER_PARTY, amount }],
  });

describe('auto-accept', () => {
  it('confirms an order the store left waiting after the configured minutes, not before', async () => {
    await config({ autoAcceptMinute: 15 });
    const order = await book();
    expect(order.status).toBe(Status.WAIT_STORE_CONFIRM);
    const pending = await new JobRepository(server.database.db).pending(AUTO_ACCEPT_JOB);
    const job = pending.find((j) => (j.payload as { orderId: string }).orderId === order.model!.id)!;
    expect(Math.round((job.runAt.getTime() - Number(order.orderTime!.seconds) * 1000) / 60_000)).toBe(15);
    await server.services.jobs.runDue(minutes(14));
    expect((await read(order.model!.id)).status).toBe(Status.WAIT_STORE_CONFIRM);
    await server.services.jobs.runDue(minutes(16));
    const confirmed = await read(order.model!.id);
    expect(confirmed.status).toBe(Status.WAIT_SERVICE);
    expect(confirmed.storeConfirmTime).toBeDefined();
    const logs = await f.staffX
      .client(StoreBookingOrderService)
      .queryBookingOrderLogs({ storeId: f.x.storeId, bookingOrderId: order.model!.id });
    expect(logs.list.at(-1)).toMatchObject({ operatorType: 5 /* SYSTEM */, operatorUserId: '0' });
  });

  it('is withdrawn when staff confirm (or close) first', async () => {
    const order = await book(f.dinerB);
    await f.staffX
      .client(StoreBookingActionService)
      .confirmBookingOrder({ storeId: f.x.storeId, bookingOrderId: order.model!.id });
    const pending = await new JobRepository(server.database.db).pending(AUTO_ACCEPT_JOB);
    expect(pending.map((j) => (j.payload as { orderId: string }).orderId)).not.toContain(order.model!.id);
    await config({});
  });
});

describe('deposit expiry', () => {
  it('closes an unpaid order as DEPOSIT_PAYMENT_FAIL and frees its table', async () => {
    await config({ depositExpiryMinute: 30 });
    await depositPolicy('20000');
    const order = await book();
    expect(order.status).toBe(Status.WAIT_DEPOSIT_PAYMENT);
    await server.services.jobs.runDue(minutes(29));
    expect((await read(order.model!.id)).status).toBe(Status.WAIT_DEPOSIT_PAYMENT);
    await server.services.jobs.runDue(minutes(31));
    const closed = await read(order.model!.id);
    expect(Status[closed.status]).toBe('CLOSED');
    expect(Reason[closed.closeReason]).toBe('DEPOSIT_PAYMENT_FAIL');
    // The freed table takes the same slot again.
    await depositPolicy('0');
    const again = await book(f.dinerB, { reservationDate: order.reservationDate });
    expect(again.storeTableItemIdList).toEqual(order.storeTableItemIdList);
  });

  it('waits forever when the store sets no expiry', async () => {
    await config({});
    await depositPolicy('20000');
    const order = await book();
    expect(order.depositExpireTime).toBeUndefined();
    await server.services.jobs.runDue(minutes(60 * 24 * 30));
    expect((await read(order.model!.id)).status).toBe(Status.WAIT_DEPOSIT_PAYMENT);
    await depositPolicy('0');
  });
});

describe('a paid deposit (the entry point for payments)', () => {
  const pay = (orderId: string, amount: string) =>
    server.database.db.transaction().execute((trx) =>
      server.services.booking.deposits.recordDepositPaid(trx, {
        orderId,
        amount,
        paidTime: new Date(),
        reference: 'tx-1',
      }),
    );

  it('moves the order on, stops the expiry, and starts auto-accept', async () => {
    await config({ depositExpiryMinute: 30, autoAcceptMinute: 5 });
    await depositPolicy('15000');
    const order = await book();
    const outcome = await pay(order.model!.id, '15000');
    expect(outcome.accepted).toBe(true);
    const paid = await read(order.model!.id);
    expect(Status[paid.status]).toBe('WAIT_STORE_CONFIRM');
    expect(paid).toMatchObject({ paidAmount: '15000', netPaidAmount: '15000' });
    expect(paid.depositPaidTime).toBeDefined();
    const jobs = new JobRepository(server.database.db);
    const ofOrder = (kind: string) =>
      jobs
        .pending(kind)
        .then((list) => list.filter((j) => (j.payload as { orderId: string }).orderId === order.model!.id));
    expect(await ofOrder(DEPOSIT_EXPIRY_JOB)).toEqual([]);
    expect(await ofOrder(AUTO_ACCEPT_JOB)).toHaveLength(1);
    await server.services.jobs.runDue(minutes(6));
    expect(Status[(await read(order.model!.id)).status]).toBe('WAIT_SERVICE');
  });

  it('goes straight to WAIT_SERVICE when the store accepts immediately', async () => {
    await config({ depositExpiryMinute: 30, autoAcceptMinute: 0 });
    const order = await book();
    await pay(order.model!.id, '15000');
    expect(Status[(await read(order.model!.id)).status]).toBe('WAIT_SERVICE');
  });

  it('is refused (to be refunded) when the order stopped waiting for it', async () => {
    await config({ depositExpiryMinute: 30 });
    const order = await book();
    await server.services.jobs.runDue(minutes(31));
    const outcome = await pay(order.model!.id, '15000');
    expect(outcome.accepted).toBe(false);
    expect(Status[(await read(order.model!.id)).status]).toBe('CLOSED');
    expect((await read(order.model!.id)).paidAmount).toBe('0');
    await depositPolicy('0');
    await config({});
  });
});

/** Two handles on one database, as two server processes would have. */
async function twoHandles(): Promise<{ first: () => Promise<DbHandle>; cleanup: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-timers-'));
    return {
      first: () => openDatabase({ dataDir: dir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `fb_timers_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    first: () => openDatabase({ databaseUrl: url.toString() }),
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe('timers are durable', () => {
  it('survive a restart and run once when several instances poll', async () => {
    const handles = await twoHandles();
    try {
      const db1 = await handles.first();
      await migrateToLatest(db1.db);
      const s1 = await startTestServer({}, db1);
      const fx = await makeBookingFixture(s1);
      await fx.staffX
        .client(StoreBusinessConfigService)
        .updateStoreBusinessConfig({ storeId: fx.x.storeId, config: { depositExpiryMinute: 120 } });
      await fx.staffX.client(StoreBookingRuleService).replaceDepositPolicies({
        storeId: fx.x.storeId,
        list: [{ mode: DepositPolicy_Mode.PER_PARTY, amount: '100' }],
      });
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const { order } = await fx.dinerA.client(DinerBookingOrderService).createBookingOrder({
          storeId: fx.x.storeId,
          diner: { lastName: `R${i}` },
          reservationDate: fx.date(3 + i),
          adultCount: 2,
          storeShiftId: fx.x.dinnerId,
          reservationStartSecond: hm(18),
        });
        ids.push(order!.model!.id);
      }
      // The server stops with the timers pending.
      await s1.close();
      await db1.close();

      // Two instances come up on the database and poll at once.
      const [dbA, dbB] =
        testDatabaseKind() === 'pglite'
          ? await (async () => {
              const one = await handles.first();
              return [one, one];
            })()
          : [await handles.first(), await handles.first()];
      const a = await startTestServer({}, dbA);
      const b = await startTestServer({}, dbB);
      const due = new Date(Date.now() + 121 * 60_000);
      const [ranA, ranB] = await Promise.all([a.services.jobs.runDue(due), b.services.jobs.runDue(due)]);
      // The orders' notification jobs run too; each timer ran exactly once (below).
      expect(ranA + ranB).toBeGreaterThanOrEqual(8);
      const rows = await dbA.db
        .selectFrom('booking_order')
        .select(['id', 'status', 'close_reason'])
        .where('id', 'in', ids)
        .execute();
      expect(rows.every((r) => r.status === 'CLOSED' && r.close_reason === 'DEPOSIT_PAYMENT_FAIL')).toBe(true);
      const closes = await dbA.db
        .selectFrom('booking_order_log')
        .select('booking_order_id')
        .where('type', '=', 'CLOSE')
        .where('booking_order_id', 'in', ids)
        .execute();
      expect(closes).toHaveLength(8);
      const jobs = await dbA.db
        .selectFrom('job')
        .select(['attempts', 'failed'])
        .where('kind', '=', DEPOSIT_EXPIRY_JOB)
        .execute();
      expect(jobs).toHaveLength(8);
      expect(jobs.every((j) => j.attempts === 1 && !j.failed)).toBe(true);
      await a.close();
      await b.close();
      await dbA.close();
      if (dbB !== dbA) await dbB.close();
    } finally {
      await handles.cleanup();
    }
  }, 60_000);

  it('are configured by the store’s staff only', async () => {
    expect(
      await failure(
        f.dinerA
          .client(StoreBusinessConfigService)
          .updateStoreBusinessConfig({ storeId: f.x.storeId, config: { autoAcceptMinute: 0 } }),
      ),
    ).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
  });
});
