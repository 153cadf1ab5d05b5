import { createVerify, randomBytes } from 'node:crypto';
import { type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeWechatPayGlobal } from './fakes/fake-wechat-pay-global';
import { cashierOptions } from './support/cashier-options';
import { transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-11-01T03:00:00Z'));
const fake = new FakeWechatPayGlobal(clock.now, 'HKD');
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };
let configId = '';

beforeAll(async () => {
  await fake.start();
  const payment = { ...loadConfig({}).payment, secretsKey: randomBytes(32).toString('base64') };
  server = await startTestServer({ payment }, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
  const saved = await server.services.payments.configs.save(
    {
      merchantId: org.merchantId,
      channel: 'WECHATPAY',
      methods: ['WECHAT_PAY'],
      currency: 'HKD',
      settings: {
        api: 'global',
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
  configId = saved.id;
}, 120_000);
afterAll(async () => {
  await server.close();
  await fake.stop();
});

const notifyUrl = () => `${server.url}/payment-notify/wechatpay/${configId}`;

async function subject(amount: string, currency: 'HKD' | 'CNY' = 'HKD') {
  return debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.secondStoreId,
    amount,
    currency,
    description: '訂金 · Jade Garden Central',
    expireTime: new Date(clock.now().getTime() + 30 * MINUTE),
  });
}

async function prepay(amount: string, platform = 'WECHAT_MINI_PROGRAM') {
  const created = await server
    .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: platform })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: (await subject(amount)).id,
      channel: PaymentChannel.WECHATPAY,
      method: PaymentMethod.WECHAT_PAY,
      payerAccount: 'o-openid-of-mei',
    });
  return { created, transactionNo: created.transaction!.transactionNo };
}

describe('WeChat Pay Global (Hong Kong and Macau merchants) against a local WeChat Pay Global', () => {
  it('is offered for an HKD subject inside WeChat only, never for a CNY one', async () => {
    const hkd = await subject('45000');
    const real = (list: string[]) => list.filter((o) => !o.startsWith('SANDBOX'));
    expect(real(await cashierOptions(server, diner, hkd.id, 'WECHAT_MINI_PROGRAM'))).toEqual(['WECHATPAY/WECHAT_PAY']);
    expect(real(await cashierOptions(server, diner, hkd.id, 'WECHAT_WEBSITE_APP'))).toEqual(['WECHATPAY/WECHAT_PAY']);
    expect(real(await cashierOptions(server, diner, hkd.id, 'H5'))).toEqual([]);
    const cny = await subject('45000', 'CNY');
    expect(real(await cashierOptions(server, diner, cny.id, 'WECHAT_MINI_PROGRAM'))).toEqual([]);
  });

  it('orders on /v3/global/transactions/jsapi in HKD, signed, and hands back a paySign the payer’s WeChat checks', async () => {
    const { created, transactionNo } = await prepay('45000');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/global/transactions/jsapi', authorized: true });
    expect(JSON.parse(sent.body)).toEqual({
      appid: 'wxminiprogram00001',
      mchid: fake.mchId,
      description: '訂金 · Jade Garden Central',
      out_trade_no: transactionNo,
      trade_type: 'JSAPI',
      merchant_category_code: '5812',
      notify_url: notifyUrl(),
      amount: { total: 45000, currency: 'HKD' },
      payer: { openid: 'o-openid-of-mei' },
    });
    const params = created.payParams?.kind.case === 'wechatPay' ? created.payParams.kind.value : undefined;
    const message = `${params!.appId}\n${params!.timeStamp}\n${params!.nonceStr}\n${params!.prepayPackage}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(fake.merchantPublicKeyPem, params!.paySign, 'base64'),
    ).toBe(true);
  });

  it('credits HKD from the decrypted notification and refunds in HKD', async () => {
    const { transactionNo } = await prepay('45000');
    expect((await fake.pay(transactionNo))?.status).toBe(204);
    const paid = await transactionByNo(server, transactionNo);
    expect(paid).toMatchObject({ status: 'SUCCESS', amount: '45000', currency: 'HKD' });

    const refund = await server.services.payments.refunds.request({
      paymentId: paid.id,
      amount: '15000',
      reason: '客人取消',
      operatorUserId: org.storeStaff.userId,
    });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/global/refunds', authorized: true });
    expect(JSON.parse(sent.body)).toMatchObject({
      mchid: fake.mchId,
      out_trade_no: transactionNo,
      out_refund_no: refund.transactionNo,
      amount: { refund: 15000, total: 45000, currency: 'HKD' },
    });
    expect(refund).toMatchObject({ status: 'PENDING', currency: 'HKD' });
    expect((await fake.finishRefund(refund.transactionNo, 'SUCCESS')).status).toBe(204);
    expect(await transactionByNo(server, refund.transactionNo)).toMatchObject({ status: 'SUCCESS', currency: 'HKD' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ refundedAmount: '15000' });
  });

  it('finds a payment whose notification was lost by querying the global order', async () => {
    const { transactionNo } = await prepay('8800');
    await fake.pay(transactionNo, { notify: false });
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    expect(fake.requests.some((r) => r.path.startsWith(`/v3/global/transactions/out-trade-no/${transactionNo}?`))).toBe(
      true,
    );
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ status: 'SUCCESS', currency: 'HKD' });
  });

  it('refuses a notification WeChat Pay did not sign, and credits nothing reported in another currency', async () => {
    const { transactionNo } = await prepay('3300');
    fake.forgeResponses = true;
    const forged = await fake.pay(transactionNo);
    fake.forgeResponses = false;
    expect(forged?.status).toBe(401);
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');

    const other = await prepay('3300');
    expect((await fake.pay(other.transactionNo, { reportedCurrency: 'CNY' }))?.status).toBe(204);
    expect(await transactionByNo(server, other.transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'CURRENCY_MISMATCH',
    });
  });

  it('is not offered while its credentials are incomplete, and says which are missing', async () => {
    await server.services.payments.configs.save(
      {
        merchantId: org.otherMerchantId,
        channel: 'WECHATPAY',
        methods: ['WECHAT_PAY'],
        currency: 'HKD',
        settings: { api: 'global', mchId: fake.mchId, apiBaseUrl: fake.url },
        secrets: { apiV3Key: fake.apiV3Key },
      },
      clock.now(),
    );
    const elsewhere = await debugSubjects(server).create({
      merchantId: org.otherMerchantId,
      storeId: org.otherMerchantStoreId,
      amount: '100',
      currency: 'HKD',
    });
    const options = await cashierOptions(server, diner, elsewhere.id, 'WECHAT_MINI_PROGRAM');
    expect(options.filter((o) => !o.startsWith('SANDBOX'))).toEqual([]);
    const problems = await server.services.payments.configs.credentialProblems();
    expect(problems.find((p) => p.includes(`merchant ${org.otherMerchantId}`))).toContain(
      'lacks settings.merchantSerialNo, settings.platformSerial, settings.platformPublicKeyPem, secrets.merchantPrivateKeyPem',
    );
    const refused = await server
      .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: 'WECHAT_MINI_PROGRAM' })
      .createTransaction({
        purpose: PaymentPurpose.DEBUG,
        subjectId: elsewhere.id,
        channel: PaymentChannel.WECHATPAY,
        method: PaymentMethod.WECHAT_PAY,
        payerAccount: 'o-openid',
      })
      .then(
        () => null,
        (e: ConnectError) => e,
      );
    expect(refused?.rawMessage).toBe('this payment option is not available');
  });
});
