import { createVerify, randomBytes } from 'node:crypto';
import { type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeWechatPay } from './fakes/fake-wechat-pay';
import { refundsOf, transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-11-01T03:00:00Z'));
const fake = new FakeWechatPay(clock.now);
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
  configId = saved.id;
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: ConnectError) => e,
  );

async function prepay(amount: string, options: { platform?: string; openid?: string } = {}) {
  const subject = await debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    amount,
    description: '订金 · Jade Garden',
    expireTime: new Date(clock.now().getTime() + 30 * MINUTE),
  });
  const created = await server
    .client(PublicTransactionService, {
      sessionKey: diner.sessionKey,
      clientPlatform: options.platform ?? 'WECHAT_MINI_PROGRAM',
    })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: subject.id,
      channel: PaymentChannel.WECHATPAY,
      method: PaymentMethod.WECHAT_PAY,
      payerAccount: options.openid ?? 'o-openid-of-mei',
    });
  return { subject, created, transactionNo: created.transaction!.transactionNo };
}

describe('WeChat Pay API v3 against a local WeChat Pay', () => {
  it('prepays in the mini-program with a signed request, and hands the client a verifiable paySign', async () => {
    const { created, transactionNo } = await prepay('12050');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/jsapi', authorized: true });
    expect(JSON.parse(sent.body)).toEqual({
      appid: 'wxminiprogram00001',
      mchid: fake.mchId,
      description: '订金 · Jade Garden',
      out_trade_no: transactionNo,
      time_expire: '2026-11-01T11:30:00+08:00',
      notify_url: `${server.url}/payment-notify/wechatpay/${configId}`,
      amount: { total: 12050, currency: 'CNY' },
      payer: { openid: 'o-openid-of-mei' },
    });
    expect(created.transaction?.status).toBe(2); // PENDING
    const params = created.payParams?.kind.case === 'wechatPay' ? created.payParams.kind.value : undefined;
    expect(params).toMatchObject({ appId: 'wxminiprogram00001', signType: 'RSA' });
    expect(params!.prepayPackage).toMatch(/^prepay_id=wx/);
    const message = `${params!.appId}\n${params!.timeStamp}\n${params!.nonceStr}\n${params!.prepayPackage}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(fake.merchantPublicKeyPem, params!.paySign, 'base64'),
    ).toBe(true);

    // In the official account (JSAPI) the official account's app id is used.
    await prepay('100', { platform: 'WECHAT_WEBSITE_APP' });
    expect(JSON.parse(fake.requests.at(-1)!.body).appid).toBe('wxofficialaccount01');
  });

  it('credits the payment from a verified, decrypted notification, once however often it comes', async () => {
    const { subject, transactionNo } = await prepay('6600');
    const first = await fake.pay(transactionNo);
    expect(first?.status).toBe(204);
    const paid = await transactionByNo(server, transactionNo);
    expect(paid).toMatchObject({ status: 'SUCCESS', payerAccount: 'o-openid-of-mei', amount: '6600' });
    expect(paid.providerTransactionId).toBe(fake.orders.get(transactionNo)?.transaction_id);

    const replay = fake.notification('TRANSACTION.SUCCESS', 'transaction', {
      mchid: fake.mchId,
      out_trade_no: transactionNo,
      transaction_id: paid.providerTransactionId,
      trade_state: 'SUCCESS',
      payer: { openid: 'o-openid-of-mei' },
      amount: { total: 6600, currency: 'CNY' },
      success_time: clock.now().toISOString(),
    });
    const url = `${server.url}/payment-notify/wechatpay/${configId}`;
    expect((await fake.deliver(url, replay)).status).toBe(204);
    expect((await fake.deliver(url, replay)).status).toBe(204);
    expect(await debugSubjects(server).find(subject.id)).toMatchObject({ acceptedPayments: 1 });
  });

  it('refuses notifications not signed by WeChat Pay, stale, or not encrypted with our APIv3 key', async () => {
    const { subject, transactionNo } = await prepay('3300');
    const url = `${server.url}/payment-notify/wechatpay/${configId}`;
    const plain = {
      mchid: fake.mchId,
      out_trade_no: transactionNo,
      transaction_id: '4200forged',
      trade_state: 'SUCCESS',
      amount: { total: 3300, currency: 'CNY' },
    };
    fake.forgeResponses = true;
    const forged = await fake.deliver(url, fake.notification('TRANSACTION.SUCCESS', 'transaction', plain));
    fake.forgeResponses = false;
    const stale = await fake.deliver(
      url,
      fake.notification('TRANSACTION.SUCCESS', 'transaction', plain, {
        at: new Date(clock.now().getTime() - 6 * MINUTE),
      }),
    );
    const wrongKey = await fake.deliver(
      url,
      fake.notification('TRANSACTION.SUCCESS', 'transaction', plain, { key: randomBytes(16).toString('hex') }),
    );
    for (const answer of [forged, stale, wrongKey]) {
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'FAIL' });
    }
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');
    expect((await debugSubjects(server).find(subject.id))?.acceptedPayments).toBe(0);
  });

  it('flags a notification reporting another amount', async () => {
    const { subject, transactionNo } = await prepay('5000');
    await fake.pay(transactionNo, { reportedTotal: 1 });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'AMOUNT_MISMATCH',
    });
    expect((await debugSubjects(server).find(subject.id))?.acceptedPayments).toBe(0);
  });

  it('refunds through /v3/refund/domestic/refunds and settles on the refund notification', async () => {
    const { subject, transactionNo } = await prepay('8000');
    await fake.pay(transactionNo);
    const payment = await transactionByNo(server, transactionNo);
    const refund = await server.services.payments.refunds.request({
      paymentId: payment.id,
      amount: '3000',
      reason: '顾客取消',
      operatorUserId: org.storeStaff.userId,
    });
    expect(refund.status).toBe('PENDING');
    const sent = JSON.parse(fake.requests.at(-1)!.body);
    expect(sent).toEqual({
      out_trade_no: transactionNo,
      out_refund_no: refund.transactionNo,
      reason: '顾客取消',
      notify_url: `${server.url}/payment-notify/wechatpay/${configId}`,
      amount: { refund: 3000, total: 8000, currency: 'CNY' },
    });
    expect((await fake.finishRefund(refund.transactionNo, 'SUCCESS')).status).toBe(204);
    expect(await transactionByNo(server, refund.transactionNo)).toMatchObject({ status: 'SUCCESS' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({
      refundedAmount: '3000',
      refundingAmount: '0',
    });
    expect((await debugSubjects(server).find(subject.id))?.refundedAmount).toBe('3000');

    // A refund the payer's account cannot take (ABNORMAL) fails, and its amount is refundable again.
    const second = await server.services.payments.refunds.request({
      paymentId: payment.id,
      amount: '5000',
      reason: 'rest',
      operatorUserId: null,
    });
    await fake.finishRefund(second.transactionNo, 'ABNORMAL');
    expect(await transactionByNo(server, second.transactionNo)).toMatchObject({ status: 'FAIL' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({
      refundedAmount: '3000',
      refundingAmount: '0',
    });
  });

  it('sends a refund later when WeChat Pay is down, and asks about orders whose notification was lost', async () => {
    const { transactionNo } = await prepay('2000');
    await fake.pay(transactionNo, { notify: false });
    fake.down = true;
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now()); // reconciliation cannot reach it either
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');

    fake.down = false;
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    const payment = await transactionByNo(server, transactionNo);
    expect(payment.status).toBe('SUCCESS');

    fake.down = true;
    const refund = await server.services.payments.refunds.request({
      paymentId: payment.id,
      amount: '2000',
      reason: 'closed',
      operatorUserId: null,
    });
    expect(refund.status).toBe('INIT'); // recorded, not yet sent
    fake.down = false;
    clock.advance(MINUTE);
    await server.services.jobs.runDue(clock.now());
    const [sent] = await refundsOf(server, payment.id);
    expect(sent.status).toBe('PENDING');
    expect(fake.refunds.get(refund.transactionNo)?.amount.refund).toBe(2000);
  });

  it('does not believe an answer WeChat Pay did not sign, and needs the payer’s openid', async () => {
    fake.forgeResponses = true;
    const forged = await failure(prepay('700'));
    fake.forgeResponses = false;
    expect(forged?.rawMessage).toBe('the payment channel is busy, please try again later');

    const noOpenid = await failure(prepay('700', { openid: '' }));
    expect(noOpenid?.rawMessage).toBe('open this page in the payment app to pay');
    const inBrowser = await failure(prepay('700', { platform: 'H5' }));
    expect(inBrowser?.rawMessage).toBe('this payment option is not available');
  });
});
