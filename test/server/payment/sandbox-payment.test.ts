import { Code, type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { JobRepository } from '../../../server/jobs/job.repository';
import { SANDBOX_NOTIFY_JOB } from '../../../server/providers/payment/sandbox/sandbox-events';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';
import { openCashier, pressCashierButton } from './support/sandbox-cashier';

const clock = new TestClock(new Date('2026-05-01T10:00:00Z'));
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession({ nickname: 'Mei' });
});
afterAll(() => server.close());

async function subject(amount = '12050', expireInMs: number | null = 30 * MINUTE) {
  return debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    payerUserId: diner.userId,
    amount,
    description: 'Deposit · table for 4',
    expireTime: expireInMs === null ? null : new Date(clock.now().getTime() + expireInMs),
  });
}

function pay(
  subjectId: string,
  sessionKey = diner.sessionKey,
  returnPath = '/app/pages/sub-user/payment-result/index',
) {
  return server.client(PublicTransactionService, { sessionKey }).createTransaction({
    purpose: PaymentPurpose.DEBUG,
    subjectId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
    returnPath,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: ConnectError) => e,
  );

describe('paying through the sandbox channel', () => {
  it('pays a subject end to end: cashier, asynchronous signed notification, credited once', async () => {
    const s = await subject();
    const created = await pay(s.id);
    const tx = created.transaction!;
    expect(tx.status).toBe(Transaction_Status.PENDING);
    expect(tx.amount).toBe('12050');
    expect(tx.currency).toBe('CNY');
    expect(created.payParams?.kind.case).toBe('cashierUrl');
    const cashierUrl = created.payParams!.kind.value as string;

    const page = await openCashier(cashierUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain('¥120.50');
    expect(page.html).toContain('Deposit · table for 4');
    expect(page.html).toContain('data-seconds="1800"');
    expect(page.html).toContain('沙盒收银台');

    const pressed = await pressCashierButton(cashierUrl, 'pay');
    expect(pressed.status).toBe(303);
    expect(pressed.location).toBe(
      `${server.url}/app/pages/sub-user/payment-result/index?transactionNo=${tx.transactionNo}`,
    );

    // Like a real channel, the news comes by notification, not by the redirect.
    const diners = server.client(DinerTransactionService, { sessionKey: diner.sessionKey });
    expect((await diners.getTransaction({ transactionId: tx.model!.id })).transaction?.status).toBe(
      Transaction_Status.PENDING,
    );
    expect(await server.services.jobs.runDue(clock.now())).toBeGreaterThan(0);

    const paid = (await diners.getTransaction({ transactionId: tx.model!.id })).transaction!;
    expect(paid.status).toBe(Transaction_Status.SUCCESS);
    expect(paid.providerTransactionId).toMatch(/^SBX/);
    expect(paid.successTime).toBeDefined();
    const after = await debugSubjects(server).find(s.id);
    expect(after).toMatchObject({ status: 'PAID', acceptedPayments: 1 });

    const info = await server
      .client(PublicTransactionService)
      .getAnonymousTransactionInfo({ transactionNo: tx.transactionNo });
    expect(info.info).toMatchObject({ status: Transaction_Status.SUCCESS, amount: '12050', subjectId: s.id });

    // Opened again (back through the history): on to the merchant's result page, no button.
    const again = await fetch(cashierUrl, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(pressed.location);
  });

  it('shows the cashier in the visitor language: Simplified by default, Traditional for Hong Kong, English', async () => {
    const created = await pay((await subject('5')).id);
    const url = created.payParams!.kind.value as string;
    expect((await openCashier(url, 'zh-HK,zh;q=0.9')).html).toContain('沙盒收銀台');
    expect((await openCashier(url, 'en-US,en;q=0.9')).html).toContain('Sandbox cashier');
    expect((await openCashier(url, 'fr-FR')).html).toContain('沙盒收银台');
    const english = await openCashier(url, 'en');
    expect(english.html).toContain('¥0.05');
    expect(english.headers.get('content-security-policy')).toContain("script-src 'nonce-");
  });

  it('marks the attempt failed when the payer presses Fail, and the subject can be paid again', async () => {
    const s = await subject('3000');
    const first = await pay(s.id);
    await pressCashierButton(first.payParams!.kind.value as string, 'fail');
    await server.services.jobs.runDue(clock.now());
    const diners = server.client(DinerTransactionService, { sessionKey: diner.sessionKey });
    const failed = (await diners.getTransaction({ transactionId: first.transaction!.model!.id })).transaction!;
    expect(failed.status).toBe(Transaction_Status.FAIL);
    expect((await debugSubjects(server).find(s.id))?.status).toBe('OPEN');

    const second = await pay(s.id);
    expect(second.transaction!.transactionNo).not.toBe(first.transaction!.transactionNo);
    expect(second.transaction!.status).toBe(Transaction_Status.PENDING);
  });

  it('hands back the open attempt instead of opening a second one', async () => {
    const s = await subject('800');
    const first = await pay(s.id);
    const second = await pay(s.id);
    expect(second.transaction!.transactionNo).toBe(first.transaction!.transactionNo);
    expect(second.payParams).toEqual(first.payParams);
  });

  it('refuses to start paying an expired subject, and the cashier refuses after expiry', async () => {
    const s = await subject('1000', 10 * MINUTE);
    const created = await pay(s.id);
    clock.advance(11 * MINUTE);
    const refused = await failure(pay(s.id));
    expect(refused?.code).toBe(Code.FailedPrecondition);
    expect(refused?.rawMessage).toBe('the time to pay has run out');

    const page = await openCashier(created.payParams!.kind.value as string, 'en');
    expect(page.html).toContain('The time to pay has run out');
    expect(page.html).not.toContain('id="pay"');
    const pressed = await pressCashierButton(created.payParams!.kind.value as string, 'pay');
    expect(pressed.status).toBe(200);
    expect(pressed.html).toContain('支付已超时');
    expect(await new JobRepository(server.database.db).pending(SANDBOX_NOTIFY_JOB)).toEqual([]);
    await server.services.jobs.runDue(clock.now());
    expect((await debugSubjects(server).find(s.id))?.acceptedPayments).toBe(0);
  });

  it('refuses a forged cashier link', async () => {
    const created = await pay((await subject('700')).id);
    const url = new URL(created.payParams!.kind.value as string);
    url.searchParams.set('sig', '0'.repeat(32));
    const page = await openCashier(url.toString(), 'en');
    expect(page.status).toBe(404);
    expect(page.html).toContain('not valid');
    const pressed = await pressCashierButton(url.toString(), 'pay');
    expect(pressed.status).toBe(404);
  });

  it('refuses a return address on another site, a purpose nobody serves, and a payer who is not the diner', async () => {
    const s = await subject('900');
    const offsite = await failure(pay(s.id, diner.sessionKey, '//evil.example/x'));
    expect(offsite?.code).toBe(Code.InvalidArgument);
    expect(offsite?.rawMessage).toBe('the return address must be a page of this site');

    const unserved = await failure(
      server.client(PublicTransactionService, { sessionKey: diner.sessionKey }).createTransaction({
        purpose: PaymentPurpose.PAYMENT_PURPOSE_UNSPECIFIED,
        subjectId: '1',
        channel: PaymentChannel.SANDBOX,
        method: PaymentMethod.ALIPAY_APP_PAY,
      }),
    );
    expect(unserved?.code).toBe(Code.InvalidArgument);

    const stranger = await server.createUserSession({ nickname: 'stranger' });
    const notYours = await failure(pay(s.id, stranger.sessionKey));
    expect(notYours?.code).toBe(Code.PermissionDenied);
    expect(notYours?.rawMessage).toBe('only the person who placed the order can pay it');
  });
});
