import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DomainError } from '../../../server/domain/errors';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { openDebugPayment, payAtSandbox, refundsOf, transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-07-01T04:00:00Z'));
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
});
afterAll(() => server.close());

async function paid(amount: string) {
  const payment = await openDebugPayment(server, org, clock, diner, amount);
  await payAtSandbox(server, payment.cashierUrl);
  await server.services.jobs.runDue(clock.now());
  expect((await transactionByNo(server, payment.transactionNo)).status).toBe('SUCCESS');
  return payment;
}

const refund = (paymentId: string, amount: string) =>
  server.services.payments.refunds.request({
    paymentId,
    amount,
    reason: 'diner cancelled',
    operatorUserId: org.storeStaff.userId,
  });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: DomainError) => error,
  );

describe('refunds', () => {
  it('refunds part, then the rest, each confirmed by the channel’s refund notification', async () => {
    const payment = await paid('10000');
    const first = await refund(payment.id, '3000');
    // Accepted by the channel, confirmed later: refunding until the notification.
    expect(first).toMatchObject({
      kind: 'REFUND',
      status: 'PENDING',
      amount: '3000',
      operatorUserId: org.storeStaff.userId,
    });
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({
      refundingAmount: '3000',
      refundedAmount: '0',
    });
    await server.services.jobs.runDue(clock.now());
    expect((await transactionByNo(server, first.transactionNo)).status).toBe('SUCCESS');
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({
      refundingAmount: '0',
      refundedAmount: '3000',
    });

    await refund(payment.id, '7000');
    await server.services.jobs.runDue(clock.now());
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({ refundedAmount: '10000' });
    expect((await debugSubjects(server).find(payment.subject.id))?.refundedAmount).toBe('10000');
    expect((await refundsOf(server, payment.id)).map((r) => [r.amount, r.status])).toEqual([
      ['3000', 'SUCCESS'],
      ['7000', 'SUCCESS'],
    ]);
    const more = await refusal(refund(payment.id, '1'));
    expect(more?.message).toBe('the refund amount exceeds what can be refunded');
  });

  it('refuses more than is refundable, counting refunds under way, and changes nothing', async () => {
    const payment = await paid('5000');
    await refund(payment.id, '4000'); // sent, not yet confirmed
    const over = await refusal(refund(payment.id, '2000'));
    expect(over?.kind).toBe('precondition');
    expect(over?.message).toBe('the refund amount exceeds what can be refunded');
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({
      refundingAmount: '4000',
      refundedAmount: '0',
    });
    expect(await refundsOf(server, payment.id)).toHaveLength(1);
    await server.services.jobs.runDue(clock.now());
    expect((await refund(payment.id, '1000')).amount).toBe('1000');
  });

  it('refuses amounts that are not positive whole cents, and payments that were not paid', async () => {
    const payment = await paid('900');
    for (const amount of ['0', '-5', '1.5', 'abc', '']) {
      const refused = await refusal(refund(payment.id, amount));
      expect(refused?.message, amount).toBe('the refund amount must be greater than zero');
    }
    const unpaid = await openDebugPayment(server, org, clock, diner, '900');
    expect((await refusal(refund(unpaid.id, '100')))?.message).toBe('only a successful payment can be refunded');
    expect((await refusal(refund('999999', '100')))?.message).toBe('payment info does not exist');
    expect(await refundsOf(server, payment.id)).toEqual([]);
  });

  it('marks a refund the channel refuses as failed and makes its amount refundable again', async () => {
    const payment = await paid('3000');
    // The merchant refunded through the channel's own console: the channel has nothing left.
    await server.database.db
      .updateTable('sandbox_payment_order')
      .set({ refunded_amount: '3000' })
      .where('out_trade_no', '=', payment.transactionNo)
      .execute();
    const failed = await refund(payment.id, '3000');
    expect(failed.status).toBe('FAIL');
    expect(failed.failureReason).toContain('refund exceeds');
    expect(await transactionByNo(server, payment.transactionNo)).toMatchObject({
      refundingAmount: '0',
      refundedAmount: '0',
    });
    expect((await debugSubjects(server).find(payment.subject.id))?.failedRefunds).toBe(1);
  });
});
