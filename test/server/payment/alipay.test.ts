import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeAlipay } from './fakes/fake-alipay';
import { transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-12-01T05:00:00Z'));
const fake = new FakeAlipay(clock.now);
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };
let configId = '';

beforeAll(async () => {
  await fake.start();
  process.env.TEST_ALIPAY_APP_SECRETS = JSON.stringify({ appPrivateKeyPem: fake.appPrivateKeyPem });
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
  const saved = await server.services.payments.configs.save(
    {
      merchantId: org.merchantId,
      channel: 'ALIPAY',
      methods: ['ALIPAY_APP_PAY'],
      currency: 'CNY',
      settings: { appId: fake.appId, alipayPublicKeyPem: fake.alipayPublicKeyPem, gatewayUrl: fake.gatewayUrl },
      // Credentials from the environment rather than the database.
      secretRef: 'env:TEST_ALIPAY_APP_SECRETS',
    },
    clock.now(),
  );
  configId = saved.id;
});
afterAll(async () => {
  await server.close();
  await fake.stop();
  delete process.env.TEST_ALIPAY_APP_SECRETS;
});

async function startPaying(amount: string, platform = 'H5', buyer = '') {
  const subject = await debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    amount,
    description: 'Deposit / table & chairs',
    expireTime: new Date(clock.now().getTime() + 30 * MINUTE),
  });
  const created = await server
    .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: platform })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: subject.id,
      channel: PaymentChannel.ALIPAY,
      method: PaymentMethod.ALIPAY_APP_PAY,
      returnPath: '/app/pages/sub-user/payment-result/index',
      payerAccount: buyer,
    });
  return { subject, created, transactionNo: created.transaction!.transactionNo };
}

describe('Alipay against a local Alipay gateway', () => {
  it('pays on H5 through a signed alipay.trade.wap.pay link and a verified notification', async () => {
    const { subject, created, transactionNo } = await startPaying('12050');
    expect(created.payParams?.kind.case).toBe('cashierUrl');
    const trade = fake.openWapLink(created.payParams!.kind.value as string);
    const call = fake.calls.at(-1)!;
    expect(call.biz).toMatchObject({
      out_trade_no: transactionNo,
      total_amount: '120.50',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-12-01 13:30',
    });
    expect(call.params.notify_url).toBe(`${server.url}/payment-notify/alipay/${configId}`);
    expect(call.params.return_url).toBe(
      `${server.url}/app/pages/sub-user/payment-result/index?transactionNo=${transactionNo}`,
    );
    expect(call.params.timestamp).toBe('2026-12-01 13:00:00'); // Beijing time

    const answer = await fake.pay(trade.out_trade_no);
    expect(answer).toEqual({ status: 200, body: 'success' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({
      status: 'SUCCESS',
      amount: '12050',
      providerTransactionId: trade.trade_no,
      payerAccount: '2088102177846880',
    });
    // Repeated notifications change nothing.
    expect((await fake.deliver(trade.notify_url, fake.notification(trade))).body).toBe('success');
    expect((await debugSubjects(server).find(subject.id))?.acceptedPayments).toBe(1);
  });

  it('creates the trade with alipay.trade.create in the mini-program, for my.tradePay', async () => {
    const { created, transactionNo } = await startPaying('880', 'ALIPAY_MINI_PROGRAM', '2088000000000042');
    expect(created.payParams?.kind.case).toBe('alipayTradeNo');
    const trade = fake.trades.get(transactionNo)!;
    expect(created.payParams?.kind.value).toBe(trade.trade_no);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.create',
      biz: { buyer_id: '2088000000000042', total_amount: '8.80' },
    });
    await fake.pay(transactionNo);
    expect((await transactionByNo(server, transactionNo)).status).toBe('SUCCESS');
  });

  it('refuses a notification not signed by Alipay or for another app, and flags a wrong amount', async () => {
    const { subject, created, transactionNo } = await startPaying('3000');
    const trade = fake.openWapLink(created.payParams!.kind.value as string);
    trade.trade_status = 'TRADE_SUCCESS';
    const forged = await fake.deliver(trade.notify_url, fake.notification(trade, {}, fake.otherKey()));
    const otherApp = await fake.deliver(trade.notify_url, fake.notification(trade, { app_id: '2021000000009999' }));
    for (const answer of [forged, otherApp]) expect(answer).toEqual({ status: 400, body: 'fail' });
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');

    await fake.deliver(trade.notify_url, fake.notification(trade, { total_amount: '0.01' }));
    expect(await transactionByNo(server, transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'AMOUNT_MISMATCH',
    });
    expect((await debugSubjects(server).find(subject.id))?.acceptedPayments).toBe(0);
  });

  it('refunds with alipay.trade.refund, and a repeated refund is confirmed by query', async () => {
    const { created, transactionNo } = await startPaying('5000');
    await fake.pay(fake.openWapLink(created.payParams!.kind.value as string).out_trade_no);
    const payment = await transactionByNo(server, transactionNo);
    const refund = await server.services.payments.refunds.request({
      paymentId: payment.id,
      amount: '1250',
      reason: 'changed plans',
      operatorUserId: null,
    });
    expect(refund.status).toBe('SUCCESS');
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      biz: { out_trade_no: transactionNo, refund_amount: '12.50', out_request_no: refund.transactionNo },
    });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ refundedAmount: '1250' });

    // The same refund sent again (a retry after a lost answer): Alipay moves no money and the query confirms.
    const state = await server.services.payments.providers
      .get('ALIPAY')
      .refund(await server.services.payments.configs.accountOfTransaction(payment), {
        refundNo: refund.transactionNo,
        paymentTransactionNo: transactionNo,
        paymentProviderTransactionId: payment.providerTransactionId ?? '',
        amount: '1250',
        paymentAmount: '5000',
        currency: 'CNY',
        reason: '',
        notifyUrl: '',
      });
    expect(state.state).toBe('SUCCESS');
    expect(fake.calls.at(-1)?.method).toBe('alipay.trade.fastpay.refund.query');
  });

  it('settles a trade whose notification was lost with alipay.trade.query', async () => {
    const { created, transactionNo } = await startPaying('7700');
    await fake.pay(fake.openWapLink(created.payParams!.kind.value as string).out_trade_no, { notify: false });
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ status: 'SUCCESS', amount: '7700' });
    expect(fake.calls.some((c) => c.method === 'alipay.trade.query' && c.biz.out_trade_no === transactionNo)).toBe(
      true,
    );
  });
});
