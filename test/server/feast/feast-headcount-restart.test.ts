import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Feast_CloseReason, Feast_Status } from '@gen/feast/v1/feast_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { migrateToLatest } from '../../../server/db/migrate';
import { HEADCOUNT_JOB } from '../../../server/domain/feast/feast-timers';
import { makeBookingFixture } from '../../helpers/booking-fixture';
import { testDatabaseKind } from '../../helpers/test-database';
import { startTestServer } from '../../helpers/test-server';
import { feastInput, join, pay, publishedFeast } from './feast-fixture';

/** A database two server processes can open one after the other. */
async function sharedDatabase(): Promise<{ open: () => Promise<DbHandle>; cleanup: () => Promise<void> }> {
  if (testDatabaseKind() === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-feast-'));
    return {
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `fb_feast_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ databaseUrl: url.toString() }),
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe('the headcount job across a restart', () => {
  it('closes a feast short of its minimum after the server comes back, refunding every deposit once, never twice', async () => {
    const shared = await sharedDatabase();
    try {
      const db1 = await shared.open();
      await migrateToLatest(db1.db);
      const s1 = await startTestServer({}, db1);
      const f = await makeBookingFixture(s1);
      const deadlineInMs = 3600_000;
      const feast = await publishedFeast(
        f,
        feastInput(new Date(), { days: 4, storeShiftId: f.x.dinnerId, minParticipantCount: 4, deadlineInMs }),
      );
      const feastId = feast.model!.id;
      for (const [who, seats] of [
        [f.dinerA, 2],
        [f.dinerB, 1],
      ] as const) {
        const p = await join(who, feastId, seats);
        await pay(f, who, p.model!.id);
      }
      expect(
        (
          await s1.database.db
            .selectFrom('feast')
            .select('paid_seats')
            .where('id', '=', feastId)
            .executeTakeFirstOrThrow()
        ).paid_seats,
      ).toBe(3);
      // The server stops with the headcount pending.
      await s1.close();
      await db1.close();

      const db2 = await shared.open();
      const s2 = await startTestServer({}, db2);
      try {
        const afterDeadline = new Date(Date.now() + deadlineInMs + 60_000);
        await s2.services.jobs.runDue(afterDeadline);
        const staff = s2.client(StoreFeastService, { sessionKey: f.staffX.sessionKey });
        const closed = (await staff.getStoreFeast({ storeId: f.x.storeId, feastId })).feast!;
        expect(closed.status).toBe(Feast_Status.CLOSED);
        expect(closed.closeReason).toBe(Feast_CloseReason.NOT_ENOUGH_PARTICIPANT);

        const refunds = () =>
          s2.database.db
            .selectFrom('payment_transaction')
            .select(['id', 'amount', 'status'])
            .where('purpose', '=', 'FEAST_PARTICIPANT_DEPOSIT')
            .where('kind', '=', 'REFUND')
            .execute();
        expect((await refunds()).map((r) => r.amount).sort()).toEqual(['20000', '40000']);

        // The job runs again (a retry, another instance), and the handler once more by hand.
        await s2.database.db
          .insertInto('job')
          .values({ kind: HEADCOUNT_JOB, payload: JSON.stringify({ feastId }), run_at: new Date() })
          .execute();
        await s2.services.jobs.runDue(new Date(afterDeadline.getTime() + 60_000));
        await s2.services.feasts.feasts.headcount(feastId, s2.services.feasts.participants.lapseUnpaid);
        expect(await refunds()).toHaveLength(2);

        // Everything is on its way back (the sandbox's notifications go to the first
        // server's address, gone in this test), and the feast's money adds up.
        const money = (await staff.getFeastMoney({ storeId: f.x.storeId, feastId })).money!;
        expect(money).toMatchObject({ paidAmount: '60000', heldAmount: '0', forfeitAmount: '0' });
        expect(Number(money.refundAmount) + Number(money.refundingAmount)).toBe(60000);
        const order = await s2.database.db
          .selectFrom('booking_order')
          .select('status')
          .where('id', '=', feast.bookingOrderId)
          .executeTakeFirstOrThrow();
        expect(order.status).toBe('CLOSED');
      } finally {
        await s2.close();
        await db2.close();
      }
    } finally {
      await shared.cleanup();
    }
    // Two server starts on one database and the payments in between: slow on a busy two-core machine.
  }, 180_000);
});
