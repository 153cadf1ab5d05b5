import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import { failure } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeWechatPay } from './fakes/fake-wechat-pay';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

// Starting a payment is two steps with the channel between them: the attempt
// is recorded, then the channel is asked. A retry with the caller's key after
// the channel could not be reached asks it again for that same attempt,
// never opening a second one (docs/booking-engine.md, Retrying money calls).

const clock = new TestClock(new Date('2026-11-01T03:00:00Z'));
const fake = new FakeWechatPay(clock.now);
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };

beforeAll(async () => {
  await fake.start();
  const payment = { ...loadConfig({}).payment, secretsKey: randomBytes(32).toString('base64') };
  server = await startTestServer({ payment }, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
  await server.services.payments.configs.save(
    {
      merchantId: org.merchantId,
      channel: 'WECHATPAY',
      methods: ['WECHAT_PAY'],
      currency: 'CNY',
      settings: {
        mchId: fake.mchId,
        appId: 'wxofficialaccount01',
        miniProgramAppId: 'wxminiprogram00001',
        merchantSerialNo: fake.merchantSerialNo,
        platformSerial: fake.platformSerial,
        platformPublicKeyPem: fake.platformPublicKeyPem,
        apiBaseUrl: fake.url,
      },
      secrets: { merchantPrivateKeyPem: fake.merchantPrivateKeyPem, apiV3Key: fake.apiV3Key },
    },
    clock.now(),
  );
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

async function subject() {
  return debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    amount: '8800',
    description: 'deposit',
    expireTime: new Date(clock.now().getTime() + 30 * MINUTE),
  });
}

const open = (subjectId: string, idempotencyKey: string) =>
  server
    .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: 'WECHAT_MINI_PROGRAM' })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId,
      channel: PaymentChannel.WECHATPAY,
      method: PaymentMethod.WECHAT_PAY,
      payerAccount: 'o-openid-of-mei',
      idempotencyKey,
    });

describe('starting a payment retried with its key', () => {
  it('asks the channel again for the same attempt when it was down, then answers the replay alike', async () => {
    const { id } = await subject();
    fake.down = true;
    expect(await failure(open(id, 'pay-retry-1'))).toEqual({
      code: 'Unavailable',
      message: 'the payment channel is busy, please try again later',
    });
    fake.down = false;
    const retried = await open(id, 'pay-retry-1');
    expect(retried.transaction?.status).toBe(Transaction_Status.PENDING);
    expect(retried.payParams?.kind.case).toBe('wechatPay');
    const ledger = await server.services.payments.queries.ledgerOf('DEBUG', id);
    expect(ledger.transactions.map((t) => t.transactionNo)).toEqual([retried.transaction!.transactionNo]);
    // The channel was asked for that one order number, once per attempt to reach it.
    const asked = fake.requests.filter((r) => r.path === '/v3/pay/transactions/jsapi');
    expect(asked.map((r) => JSON.parse(r.body).out_trade_no)).toContain(retried.transaction!.transactionNo);

    const before = fake.requests.length;
    expect(await open(id, 'pay-retry-1')).toEqual(retried);
    expect(fake.requests.length).toBe(before);
  });

  it('asks again after an answer it could not verify, and still opens one attempt', async () => {
    const { id } = await subject();
    fake.forgeResponses = true;
    await failure(open(id, 'pay-retry-2'));
    fake.forgeResponses = false;
    // An unverifiable answer is not a refusal: the attempt is still open, so the retry gets it.
    const retried = await open(id, 'pay-retry-2');
    expect(retried.transaction?.status).toBe(Transaction_Status.PENDING);
    expect((await server.services.payments.queries.ledgerOf('DEBUG', id)).transactions).toHaveLength(1);
  });
});
