import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import type { Currency, PaymentChannelName } from '../../../server/domain/payment/payment-types';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeAntom } from './fakes/fake-antom';
import { cashierOptions } from './support/cashier-options';
import { transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-11-01T03:00:00Z'));
const fake = new FakeAntom(clock.now);
let server: TestServer;
let org: Org;
let diner: { userId: string; sessionKey: string };
const configIds: Partial<Record<PaymentChannelName, string>> = {};

async function configure(channel: PaymentChannelName, currency: Currency, settings: Record<string, string>) {
  const saved = await server.services.payments.configs.save(
    {
      merchantId: org.merchantId,
      channel,
      methods: ['ALIPAY_APP_PAY'],
      currency,
      settings: {
        clientId: fake.clientId,
        alipayPublicKeyPem: fake.alipayPublicKeyPem,
        gatewayUrl: fake.url,
        ...settings,
      },
      secrets: { merchantPrivateKeyPem: fake.merchantPrivateKeyPem },
    },
    clock.now(),
  );
  configIds[channel] = saved.id;
}

beforeAll(async () => {
  await fake.start();
  const payment = { ...loadConfig({}).payment, secretsKey: randomBytes(32).toString('base64') };
  server = await startTestServer({ payment }, undefined, false, { now: clock.now });
  org = await createOrg(server);
  diner = await server.createUserSession();
  await configure('ALIPAY', 'HKD', { api: 'antom' });
  // Alipay (Macau) is not its own Antom type in the published list: the contract names it.
  await configure('ALIPAYMO', 'MOP', {});
}, 120_000);
afterAll(async () => {
  await server.close();
  await fake.stop();
});

const real = (list: string[]) => list.filter((o) => !o.startsWith('SANDBOX'));

async function subject(amount: string, currency: Currency, expireInMs = 30 * MINUTE) {
  return debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.secondStoreId,
    amount,
    currency,
    description: 'Deposit · Jade Garden',
    expireTime: new Date(clock.now().getTime() + expireInMs),
  });
}

async function pay(channel: PaymentChannel, amount: string, currency: Currency, platform = 'H5', expireInMs?: number) {
  const created = await server
    .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: platform })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: (await subject(amount, currency, expireInMs)).id,
      channel,
      method: PaymentMethod.ALIPAY_APP_PAY,
      returnPath: '/app/pay/result',
    });
  return { created, transactionNo: created.transaction!.transactionNo };
}

describe('Antom online payments (AlipayHK, Macau wallets) against a local Antom', () => {
  it('offers AlipayHK for HKD in a browser only, and Alipay (Macau) only once its contract names the wallet', async () => {
    const hkd = await subject('30000', 'HKD');
    expect(real(await cashierOptions(server, diner, hkd.id, 'H5'))).toEqual(['ALIPAY/ALIPAY_APP_PAY']);
    expect(real(await cashierOptions(server, diner, hkd.id, 'WECHAT_WEBSITE_APP'))).toEqual([]);
    const mop = await subject('30000', 'MOP');
    expect(real(await cashierOptions(server, diner, mop.id, 'H5'))).toEqual([]);
    const problems = await server.services.payments.configs.credentialProblems();
    expect(problems.find((p) => p.includes(`config ${configIds.ALIPAYMO}`))).toContain(
      'lacks settings.paymentMethodType',
    );

    await configure('ALIPAYMO', 'MOP', { paymentMethodType: 'CONNECT_WALLET' });
    expect(real(await cashierOptions(server, diner, mop.id, 'H5'))).toEqual(['ALIPAYMO/ALIPAY_APP_PAY']);
  });

  it('pays in HKD through /ams/api/v1/payments/pay, credits on the signed notification, refunds in HKD', async () => {
    const { created, transactionNo } = await pay(PaymentChannel.ALIPAY, '30000', 'HKD');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ path: '/ams/api/v1/payments/pay', authorized: true });
    expect(JSON.parse(sent.body)).toMatchObject({
      productCode: 'CASHIER_PAYMENT',
      paymentRequestId: transactionNo,
      paymentAmount: { currency: 'HKD', value: '30000' },
      paymentMethod: { paymentMethodType: 'ALIPAY_HK' },
      paymentNotifyUrl: `${server.url}/payment-notify/alipay/${configIds.ALIPAY}`,
      env: { terminalType: 'WAP' },
    });
    // Our 30-minute deadline is past the ten minutes Antom takes: kept by us, not sent.
    expect(JSON.parse(sent.body).paymentExpiryTime).toBeUndefined();
    expect(created.payParams?.kind).toMatchObject({ case: 'cashierUrl' });
    expect(String(created.payParams?.kind.value)).toContain('/cashier/ALIPAY_HK/');

    const delivered = await fake.pay(transactionNo);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toEqual({
      result: { resultCode: 'SUCCESS', resultStatus: 'S', resultMessage: 'success' },
    });
    const paid = await transactionByNo(server, transactionNo);
    expect(paid).toMatchObject({ status: 'SUCCESS', amount: '30000', currency: 'HKD' });
    expect(paid.providerTransactionId).toBe(fake.payments.get(transactionNo)?.paymentId);

    const refund = await server.services.payments.refunds.request({
      paymentId: paid.id,
      amount: '10000',
      reason: 'cancelled',
      operatorUserId: org.storeStaff.userId,
    });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      refundRequestId: refund.transactionNo,
      paymentId: paid.providerTransactionId,
      refundAmount: { currency: 'HKD', value: '10000' },
    });
    expect(refund).toMatchObject({ status: 'SUCCESS', currency: 'HKD', amount: '10000' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ refundedAmount: '10000' });
  });

  it('pays in MOP through Alipay (Macau) and settles a refund in process by its notification', async () => {
    const { transactionNo } = await pay(PaymentChannel.ALIPAYMO, '12800', 'MOP', 'WEB');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({
      paymentAmount: { currency: 'MOP', value: '12800' },
      paymentMethod: { paymentMethodType: 'CONNECT_WALLET' },
      env: { terminalType: 'WEB' },
    });
    await fake.pay(transactionNo);
    const paid = await transactionByNo(server, transactionNo);
    expect(paid).toMatchObject({ status: 'SUCCESS', currency: 'MOP' });

    fake.asyncRefunds = true;
    const refund = await server.services.payments.refunds.request({
      paymentId: paid.id,
      amount: '12800',
      reason: 'store closed',
      operatorUserId: null,
    });
    fake.asyncRefunds = false;
    expect(refund.status).toBe('PENDING');
    expect((await fake.finishRefund(refund.transactionNo)).status).toBe(200);
    expect(await transactionByNo(server, refund.transactionNo)).toMatchObject({ status: 'SUCCESS', currency: 'MOP' });
  });

  it('finds a paid order by inquiryPayment when its notification was lost', async () => {
    const { transactionNo } = await pay(PaymentChannel.ALIPAY, '5000', 'HKD');
    const payment = fake.payments.get(transactionNo)!;
    payment.status = 'SUCCESS';
    payment.paymentTime = clock.now().toISOString();
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    expect(fake.requests.some((r) => r.path === '/ams/api/v1/payments/inquiryPayment')).toBe(true);
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ status: 'SUCCESS', currency: 'HKD' });
  });

  it('refuses a notification Alipay did not sign and credits nothing reported in another currency', async () => {
    const { transactionNo } = await pay(PaymentChannel.ALIPAY, '4000', 'HKD');
    fake.forgeSignatures = true;
    const forged = await fake.pay(transactionNo);
    fake.forgeSignatures = false;
    expect(forged.status).toBe(400);
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');

    const other = await pay(PaymentChannel.ALIPAY, '4000', 'HKD');
    await fake.pay(other.transactionNo, { reported: { currency: 'CNY', value: '4000' } });
    expect(await transactionByNo(server, other.transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'CURRENCY_MISMATCH',
    });
  });

  it('sends a deadline within Antom’s ten minutes', async () => {
    const { transactionNo } = await pay(PaymentChannel.ALIPAY, '2000', 'HKD', 'H5', 5 * MINUTE);
    expect(JSON.parse(fake.requests.at(-1)!.body).paymentExpiryTime).toBe(
      new Date(clock.now().getTime() + 5 * MINUTE).toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    );
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');
  });
});
