import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import { refuseIncompletePaymentChannels } from '../../../server/domain/payment/payment-startup-check';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { FakeMpgs } from './fakes/fake-mpgs';
import { cashierOptions } from './support/cashier-options';
import { transactionByNo } from './support/debug-payments';
import { createOrg, debugSubjects, MINUTE, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-11-01T03:00:00Z'));
const fake = new FakeMpgs();
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
      channel: 'MPGS',
      methods: ['BANK_APP_PAY'],
      currency: 'MOP',
      settings: { merchantId: fake.merchantId, gatewayUrl: fake.url, merchantName: 'Jade Garden Macau' },
      secrets: { apiPassword: fake.apiPassword, notificationSecret: fake.notificationSecret },
    },
    clock.now(),
  );
  configId = saved.id;
}, 120_000);
afterAll(async () => {
  await server.close();
  await fake.stop();
});

async function subject(amount: string, currency: 'MOP' | 'HKD' = 'MOP') {
  return debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.secondStoreId,
    amount,
    currency,
    description: 'Deposit · Jade Garden Macau',
    expireTime: new Date(clock.now().getTime() + 30 * MINUTE),
  });
}

async function checkout(amount: string, platform = 'H5') {
  const created = await server
    .client(PublicTransactionService, { sessionKey: diner.sessionKey, clientPlatform: platform })
    .createTransaction({
      purpose: PaymentPurpose.DEBUG,
      subjectId: (await subject(amount)).id,
      channel: PaymentChannel.MPGS,
      method: PaymentMethod.BANK_APP_PAY,
      returnPath: '/app/pay/result',
    });
  return { created, transactionNo: created.transaction!.transactionNo };
}

describe('MPGS Hosted Checkout against a local Mastercard Gateway', () => {
  it('is offered for MOP in any browser, the chat apps’ too, never in a mini-program or another currency', async () => {
    const mop = await subject('50000');
    const real = (list: string[]) => list.filter((o) => !o.startsWith('SANDBOX'));
    expect(real(await cashierOptions(server, diner, mop.id, 'H5'))).toEqual(['MPGS/BANK_APP_PAY']);
    expect(real(await cashierOptions(server, diner, mop.id, 'WECHAT_WEBSITE_APP'))).toEqual(['MPGS/BANK_APP_PAY']);
    expect(real(await cashierOptions(server, diner, mop.id, 'WECHAT_MINI_PROGRAM'))).toEqual([]);
    const hkd = await subject('50000', 'HKD');
    expect(real(await cashierOptions(server, diner, hkd.id, 'H5'))).toEqual([]);
  });

  it('initiates a checkout in MOP with basic auth, credits the webhook, and refunds in MOP', async () => {
    const { created, transactionNo } = await checkout('50050');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/api/rest/version/100/merchant/${fake.merchantId}/session`,
      authorized: true,
    });
    expect(JSON.parse(sent.body)).toMatchObject({
      apiOperation: 'INITIATE_CHECKOUT',
      checkoutMode: 'PAYMENT_LINK',
      interaction: { operation: 'PURCHASE', merchant: { name: 'Jade Garden Macau' } },
      order: {
        id: transactionNo,
        amount: '500.50',
        currency: 'MOP',
        notificationUrl: `${server.url}/payment-notify/mpgs/${configId}`,
      },
    });
    expect(String(created.payParams?.kind.value)).toMatch(/\/checkout\/pay\/SESSION0002/);

    expect((await fake.pay(transactionNo))?.status).toBe(200);
    const paid = await transactionByNo(server, transactionNo);
    expect(paid).toMatchObject({ status: 'SUCCESS', amount: '50050', currency: 'MOP' });

    const refund = await server.services.payments.refunds.request({
      paymentId: paid.id,
      amount: '20000',
      reason: 'cancelled',
      operatorUserId: org.storeStaff.userId,
    });
    const refundCall = fake.requests.at(-1)!;
    expect(refundCall).toMatchObject({
      method: 'PUT',
      path: `/api/rest/version/100/merchant/${fake.merchantId}/order/${transactionNo}/transaction/${refund.transactionNo}`,
      authorized: true,
    });
    expect(JSON.parse(refundCall.body)).toEqual({
      apiOperation: 'REFUND',
      transaction: { amount: '200.00', currency: 'MOP' },
    });
    expect(refund).toMatchObject({ status: 'SUCCESS', currency: 'MOP', amount: '20000' });
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ refundedAmount: '20000' });
  });

  it('waits while the payer has not paid, then finds the paid order by retrieving it', async () => {
    const { transactionNo } = await checkout('8000');
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING'); // no order at the gateway yet

    await fake.pay(transactionNo, { notify: false });
    clock.advance(6 * MINUTE);
    await server.services.jobs.runDue(clock.now());
    expect(fake.requests.some((r) => r.method === 'GET' && r.path.endsWith(`/order/${transactionNo}`))).toBe(true);
    expect(await transactionByNo(server, transactionNo)).toMatchObject({ status: 'SUCCESS', currency: 'MOP' });
  });

  it('refuses a webhook without our notification secret and credits nothing in another currency', async () => {
    const { transactionNo } = await checkout('3000');
    const forged = await fake.pay(transactionNo, { secret: 'not-the-secret' });
    expect(forged?.status).toBe(401);
    expect((await transactionByNo(server, transactionNo)).status).toBe('PENDING');

    const other = await checkout('3000');
    expect((await fake.pay(other.transactionNo, { reportedCurrency: 'HKD' }))?.status).toBe(200);
    expect(await transactionByNo(server, other.transactionNo)).toMatchObject({
      status: 'PENDING',
      anomaly: 'CURRENCY_MISMATCH',
    });
  });

  it('stops a production start when a configured channel’s credentials are not in its environment variable', async () => {
    process.env.MPGS_OTHER_HOUSE = JSON.stringify({ apiPassword: 'x' });
    await server.services.payments.configs.save(
      {
        merchantId: org.otherMerchantId,
        channel: 'MPGS',
        methods: ['BANK_APP_PAY'],
        currency: 'HKD',
        settings: { merchantId: 'OTHER01', gatewayUrl: fake.url },
        secretRef: 'env:MPGS_OTHER_HOUSE',
      },
      clock.now(),
    );
    const incomplete = await refuseIncompletePaymentChannels(server.services.payments.configs).catch((e: Error) => e);
    expect(String(incomplete)).toContain(`payment channel MPGS of merchant ${org.otherMerchantId}`);
    expect(String(incomplete)).toContain('lacks secrets.notificationSecret (secrets from env:MPGS_OTHER_HOUSE)');

    delete process.env.MPGS_OTHER_HOUSE;
    const unset = await refuseIncompletePaymentChannels(server.services.payments.configs).catch((e: Error) => e);
    expect(String(unset)).toContain('environment variable MPGS_OTHER_HOUSE is not set');
  });
});
