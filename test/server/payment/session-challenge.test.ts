import { Code, type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChallenge_Status, PaymentChallengeService } from '@gen/payment/v1/payment_challenge_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { payAtSandbox, refundsOf, transactionByNo } from './support/debug-payments';
import { MINUTE, sessionIdOf, TestClock } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-10-01T01:00:00Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
});
afterAll(() => server.close());

/** A logged-in session that risk control doubts. */
async function doubtedSession(): Promise<string> {
  return (await server.createUserSession()).sessionKey;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: ConnectError) => e,
  );

function payChallenge(sessionKey: string, challengeId: string) {
  return server.client(PublicTransactionService, { sessionKey }).createTransaction({
    purpose: PaymentPurpose.SESSION_CHALLENGE_PAYMENT,
    subjectId: challengeId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
  });
}

describe('challenge payment', () => {
  it('proves a session controls a payment account with one cent, refunded as soon as it passes', async () => {
    const sessionKey = await doubtedSession();
    const challenges = server.client(PaymentChallengeService, { sessionKey });
    const { challenge, optionList } = await challenges.challengePayment({});
    expect(challenge).toMatchObject({ status: PaymentChallenge_Status.WAIT_PAYMENT, amount: '1', currency: 'CNY' });
    expect(optionList.length).toBeGreaterThan(0);
    expect((await challenges.challengePayment({})).challenge?.id).toBe(challenge!.id);

    const created = await payChallenge(sessionKey, challenge!.id);
    expect(created.transaction).toMatchObject({ amount: '1', merchantId: '0', storeId: '0' });
    await payAtSandbox(server, created.payParams!.kind.value as string, 'alipay-2088000000000001');
    await server.services.jobs.runDue(clock.now());

    const passed = (await challenges.challengePayment({})).challenge!;
    expect(passed.status).toBe(PaymentChallenge_Status.PASSED);
    expect(passed.passTime).toBeDefined();
    expect(await server.services.payments.challenges.isPassed(await sessionIdOf(server, sessionKey))).toBe(true);

    const payment = await transactionByNo(server, created.transaction!.transactionNo);
    expect(payment).toMatchObject({ status: 'SUCCESS', refundedAmount: '1', payerAccount: 'alipay-2088000000000001' });
    const [refund] = await refundsOf(server, payment.id);
    expect(refund).toMatchObject({ status: 'SUCCESS', amount: '1' });

    const again = await failure(payChallenge(sessionKey, challenge!.id));
    expect(again?.rawMessage).toBe('the challenge payment has already been made');
  });

  it('belongs to its session: another session cannot see or pay it', async () => {
    const owner = await doubtedSession();
    const { challenge } = await server.client(PaymentChallengeService, { sessionKey: owner }).challengePayment({});
    const stranger = await doubtedSession();
    const refused = await failure(payChallenge(stranger, challenge!.id));
    expect(refused?.code).toBe(Code.NotFound);
    expect(await server.services.payments.challenges.isPassed(await sessionIdOf(server, stranger))).toBe(false);
  });

  it('expires, refuses payment once expired, and a new challenge takes its place', async () => {
    const sessionKey = await doubtedSession();
    const challenges = server.client(PaymentChallengeService, { sessionKey });
    const first = (await challenges.challengePayment({})).challenge!;
    clock.advance(16 * MINUTE);
    const late = await failure(payChallenge(sessionKey, first.id));
    expect(late?.rawMessage).toBe('the challenge payment has expired, start again');
    const second = (await challenges.challengePayment({})).challenge!;
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe(PaymentChallenge_Status.WAIT_PAYMENT);
  });
});
