import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_JOB } from '../../../server/domain/payment/refund-ledger';
import { JobRepository } from '../../../server/jobs/job.repository';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { openDebugPayment, payAtSandbox, transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';
import { sendSandboxNotification } from './support/sandbox-notify';

// Notifications are lost here: the server tells the channel a notification
// address where nobody listens, as when a proxy or the network fails.
const clock = new TestClock(new Date('2026-08-01T06:00:00Z'));
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  server = await startTestServer({ publicApiBase: 'http://127.0.0.1:1' }, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
});
afterAll(() => server.close());

const runJobs = () => server.services.jobs.runDue(clock.now());

describe('reconciliation', () => {
  it('settles a payment whose notification never arrived by asking the channel', async () => {
    const payment = await openDebugPayment(server, org, clock, diner, '4800');
    await payAtSandbox(server, payment.cashierUrl, 'buyer-42');
    await runJobs(); // the notification cannot be delivered
    expect((await transactionByNo(server, payment.transactionNo)).status).toBe('PENDING');

    clock.advance(4 * MINUTE);
    await runJobs();
    expect((await transactionByNo(server, payment.transactionNo)).status).toBe('PENDING'); // not yet due

    clock.advance(2 * MINUTE);
    await runJobs();
    const settled = await transactionByNo(server, payment.transactionNo);
    expect(settled).toMatchObject({ status: 'SUCCESS', payerAccount: 'buyer-42' });
    expect(await debugSubjects(server).find(payment.subject.id)).toMatchObject({ status: 'PAID', acceptedPayments: 1 });
  });

  it('settles a refund whose notification was lost', async () => {
    const payment = await openDebugPayment(server, org, clock, diner, '3600');
    await payAtSandbox(server, payment.cashierUrl);
    clock.advance(6 * MINUTE);
    await runJobs();
    const refund = await server.services.payments.refunds.request({
      paymentId: payment.id,
      amount: '3600',
      reason: 'cancelled',
      operatorUserId: null,
    });
    expect(refund.status).toBe('PENDING');
    clock.advance(6 * MINUTE);
    await runJobs();
    expect((await transactionByNo(server, refund.transactionNo)).status).toBe('SUCCESS');
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({ refundedAmount: '3600' });
    expect((await debugSubjects(server).find(payment.subject.id))?.refundedAmount).toBe('3600');
  });

  it('gives up an unpaid order after its expiry and a grace, yet still takes a late success and refunds it', async () => {
    const payment = await openDebugPayment(server, org, clock, diner, '2200', 10 * MINUTE);
    clock.advance(6 * MINUTE);
    await runJobs();
    expect((await transactionByNo(server, payment.transactionNo)).status).toBe('PENDING'); // asked, still waiting
    clock.advance(20 * MINUTE);
    await runJobs();
    const given = await transactionByNo(server, payment.transactionNo);
    expect(given).toMatchObject({ status: 'FAIL', failureReason: 'expired' });

    // The channel says it was paid after all (money is real): recorded, refused by the subject, refunded.
    const answer = await sendSandboxNotification(
      server,
      {
        id: 'late-success',
        event_type: 'TRANSACTION.SUCCESS',
        out_trade_no: payment.transactionNo,
        order_no: 'SBXLATE0000000000000000',
        amount: '2200',
        currency: 'CNY',
        success_time: clock.now().toISOString(),
      },
      { at: clock.now() },
    );
    expect(answer.status).toBe(200);
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({
      status: 'SUCCESS',
      anomaly: 'PAID_AFTER_CLOSE',
    });
    expect((await debugSubjects(server).find(payment.subject.id))?.acceptedPayments).toBe(0);
  });

  it('stops sweeping once nothing is open', async () => {
    clock.advance(30 * MINUTE);
    await runJobs();
    clock.advance(30 * MINUTE);
    await runJobs();
    expect(await new JobRepository(server.database.db).pending(RECONCILE_JOB)).toEqual([]);
  });
});
