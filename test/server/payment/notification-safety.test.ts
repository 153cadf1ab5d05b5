import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { NotificationRepository } from '../../../server/domain/payment/notification.repository';
import { TransactionRepository } from '../../../server/domain/payment/transaction.repository';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';
import { pressCashierButton } from './support/sandbox-cashier';
import { sendSandboxNotification } from './support/sandbox-notify';

const clock = new TestClock(new Date('2026-06-01T02:00:00Z'));
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
});
afterAll(() => server.close());

async function openPayment(amount: string, expireInMs = 30 * MINUTE, method = PaymentMethod.ALIPAY_APP_PAY) {
  const subject = await debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    amount,
    expireTime: new Date(clock.now().getTime() + expireInMs),
  });
  const created = await server.client(PublicTransactionService, { sessionKey: diner.sessionKey }).createTransaction({
    purpose: PaymentPurpose.DEBUG,
    subjectId: subject.id,
    channel: PaymentChannel.SANDBOX,
    method,
    returnPath: '/app/pages/sub-user/payment-result/index',
  });
  return { subject, tx: created.transaction!, cashierUrl: created.payParams!.kind.value as string };
}

const transactions = () => new TransactionRepository(server.database.db);
const successEvent = (tx: { transactionNo: string }, amount: string, overrides: object = {}) => ({
  id: `evt-${tx.transactionNo}`,
  event_type: 'TRANSACTION.SUCCESS' as const,
  out_trade_no: tx.transactionNo,
  order_no: `SBX${tx.transactionNo
    .slice(-20)
    .replace(/[^0-9A-F]/g, 'A')
    .padEnd(20, 'A')}`,
  amount,
  currency: 'CNY',
  payer_account: 'buyer-1',
  success_time: clock.now().toISOString(),
  ...overrides,
});

describe('notifications are safe', () => {
  it('credits a replayed or duplicated notification once', async () => {
    const { subject, tx, cashierUrl } = await openPayment('6600');
    await pressCashierButton(cashierUrl, 'pay');
    await server.services.jobs.runDue(clock.now());
    const paid = await transactions().findByNo(tx.transactionNo);
    expect(paid?.status).toBe('SUCCESS');

    // The channel's own event again (a replay), then the same payment under a new event id.
    const event = { ...successEvent(tx, '6600'), id: `pay-${paid?.providerTransactionId}` };
    event.order_no = paid!.providerTransactionId!;
    for (const again of [event, event, { ...event, id: 'another-delivery' }]) {
      const answer = await sendSandboxNotification(server, again, { at: clock.now() });
      expect(answer).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    }
    expect(await debugSubjects(server).find(subject.id)).toMatchObject({ status: 'PAID', acceptedPayments: 1 });
    const after = await transactions().findByNo(tx.transactionNo);
    expect(after).toMatchObject({ status: 'SUCCESS', refundedAmount: '0', refundingAmount: '0', anomaly: null });
    expect(await transactions().refundsOf(after!.id)).toEqual([]);
    const log = await new NotificationRepository(server.database.db).ofTransaction(tx.transactionNo);
    expect(log.map((e) => [e.eventId, e.outcome, e.receivedCount])).toEqual([
      [event.id, 'APPLIED', 3],
      ['another-delivery', 'DUPLICATE', 1],
    ]);
  });

  it('credits once when the same payment is announced many times at once', async () => {
    const { subject, tx } = await openPayment('7300');
    const deliveries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        sendSandboxNotification(server, { ...successEvent(tx, '7300'), id: `burst-${i % 2}` }, { at: clock.now() }),
      ),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await debugSubjects(server).find(subject.id)).toMatchObject({ status: 'PAID', acceptedPayments: 1 });
    const log = await new NotificationRepository(server.database.db).ofTransaction(tx.transactionNo);
    expect(log.reduce((sum, entry) => sum + entry.receivedCount, 0)).toBe(6);
    expect(log.filter((entry) => entry.outcome === 'APPLIED')).toHaveLength(1);
  });

  it('flags a notification whose amount or currency differ, and credits nobody', async () => {
    const short = await openPayment('10000');
    const answer = await sendSandboxNotification(server, successEvent(short.tx, '100'), { at: clock.now() });
    expect(answer.status).toBe(200);
    const flagged = await transactions().findByNo(short.tx.transactionNo);
    expect(flagged).toMatchObject({ status: 'PENDING', anomaly: 'AMOUNT_MISMATCH' });
    expect(flagged?.failureReason).toContain('100 CNY');
    expect((await debugSubjects(server).find(short.subject.id))?.acceptedPayments).toBe(0);
    // A later "right" notification does not unflag it: a person looks first.
    await sendSandboxNotification(server, { ...successEvent(short.tx, '10000'), id: 'x2' }, { at: clock.now() });
    expect((await transactions().findByNo(short.tx.transactionNo))?.status).toBe('PENDING');
    expect((await debugSubjects(server).find(short.subject.id))?.acceptedPayments).toBe(0);

    const foreign = await openPayment('2000');
    await sendSandboxNotification(server, successEvent(foreign.tx, '2000', { currency: 'HKD' }), { at: clock.now() });
    expect(await transactions().findByNo(foreign.tx.transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'CURRENCY_MISMATCH',
    });
    expect((await debugSubjects(server).find(foreign.subject.id))?.acceptedPayments).toBe(0);
  });

  it('refuses a forged, altered or stale notification and changes nothing', async () => {
    const { subject, tx } = await openPayment('4200');
    const forged = await sendSandboxNotification(server, successEvent(tx, '4200'), {
      at: clock.now(),
      secret: 'not the sandbox secret',
    });
    expect(forged.status).toBe(401);
    const altered = await sendSandboxNotification(server, successEvent(tx, '1'), {
      at: clock.now(),
      tamper: (body) => body.replace('"amount":"1"', '"amount":"4200"'),
    });
    expect(altered.status).toBe(401);
    const stale = await sendSandboxNotification(server, successEvent(tx, '4200'), {
      at: new Date(clock.now().getTime() - 10 * MINUTE),
    });
    expect(stale.status).toBe(401);
    expect(await transactions().findByNo(tx.transactionNo)).toMatchObject({ status: 'PENDING', anomaly: null });
    expect((await debugSubjects(server).find(subject.id))?.acceptedPayments).toBe(0);
    expect(await new NotificationRepository(server.database.db).ofTransaction(tx.transactionNo)).toEqual([]);

    const nowhere = await fetch(`${server.url}/payment-notify/bocpay/1`, { method: 'POST', body: '{}' });
    expect(nowhere.status).toBe(404);
  });

  it('refunds a payment that arrives after the subject expired, automatically and in full', async () => {
    const { subject, tx, cashierUrl } = await openPayment('8800', 10 * MINUTE);
    clock.advance(9 * MINUTE);
    await pressCashierButton(cashierUrl, 'pay'); // paid in time at the channel...
    clock.advance(2 * MINUTE); // ...but the news arrives after the subject expired
    await server.services.jobs.runDue(clock.now());

    const payment = await transactions().findByNo(tx.transactionNo);
    expect(payment).toMatchObject({ status: 'SUCCESS', anomaly: 'PAID_AFTER_CLOSE', refundedAmount: '8800' });
    expect(payment?.failureReason).toBe('the time to pay has run out');
    const [refund] = await transactions().refundsOf(payment!.id);
    expect(refund).toMatchObject({ kind: 'REFUND', status: 'SUCCESS', amount: '8800', operatorUserId: null });
    expect(await debugSubjects(server).find(subject.id)).toMatchObject({
      status: 'OPEN',
      acceptedPayments: 0,
      refundedAmount: '8800',
    });
  });

  it('refunds a payment for a closed subject, and a second payment of a subject already paid', async () => {
    const closed = await openPayment('1500');
    await debugSubjects(server).close(closed.subject.id);
    await pressCashierButton(closed.cashierUrl, 'pay');
    await server.services.jobs.runDue(clock.now());
    expect(await transactions().findByNo(closed.tx.transactionNo)).toMatchObject({
      status: 'SUCCESS',
      anomaly: 'PAID_AFTER_CLOSE',
      refundedAmount: '1500',
    });

    // Two attempts open at once (two methods), both paid: the second is refused and refunded.
    const first = await openPayment('2500');
    const second = await server.client(PublicTransactionService, { sessionKey: diner.sessionKey }).createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: first.subject.id,
      channel: PaymentChannel.SANDBOX,
      method: PaymentMethod.WECHAT_PAY,
    });
    await pressCashierButton(first.cashierUrl, 'pay');
    await pressCashierButton(second.payParams!.kind.value as string, 'pay');
    await server.services.jobs.runDue(clock.now());
    expect(await debugSubjects(server).find(first.subject.id)).toMatchObject({
      acceptedPayments: 1,
      refundedAmount: '2500',
    });
    const outcomes = await Promise.all(
      [first.tx.transactionNo, second.transaction!.transactionNo].map((no) => transactions().findByNo(no)),
    );
    // The subject's ledger counts the payment it kept, not the one it refused.
    const ledger = await server.services.payments.queries.ledgerOf('DEBUG', first.subject.id);
    expect([ledger.paid, ledger.refunded, ledger.refunding, ledger.net]).toEqual(['2500', '0', '0', '2500']);
    expect(ledger.transactions.map((t) => t.kind).sort()).toEqual(['PAYMENT', 'PAYMENT', 'REFUND']);
    // Whichever news arrives first is kept; the other is refunded.
    expect(outcomes.map((t) => [t?.status, t?.anomaly ?? '', t?.refundedAmount]).sort()).toEqual([
      ['SUCCESS', '', '0'],
      ['SUCCESS', 'PAID_AFTER_CLOSE', '2500'],
    ]);
  });
});
