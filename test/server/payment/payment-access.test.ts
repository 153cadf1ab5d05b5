import { Code, type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentChallengeService } from '@gen/payment/v1/payment_challenge_service_pb';
import {
  OfflinePaymentKind,
  PaymentChannel,
  PaymentMethod,
  PaymentPurpose,
  Transaction_Status,
} from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { StorePaymentConfigService } from '@gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { openDebugPayment } from './support/debug-payments';
import { createOrg, debugSubjects, TestClock, type Org } from './support/payment-fixtures';

const clock = new TestClock(new Date('2026-09-01T08:00:00Z'));
let server: TestServer;
let org: Org;
let mei: { userId: string; sessionKey: string };
let lin: { userId: string; sessionKey: string };
let meiPayment: Awaited<ReturnType<typeof openDebugPayment>>;
let secondStorePaymentId: string;

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  org = await createOrg(server);
  mei = await server.createUserSession({ nickname: 'Mei' });
  lin = await server.createUserSession({ nickname: 'Lin' });
  meiPayment = await openDebugPayment(server, org, clock, mei, '1200');
  await openDebugPayment(server, org, clock, lin, '3400');
  const elsewhere = await debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.secondStoreId,
    payerUserId: lin.userId,
    amount: '5600',
  });
  const created = await server.client(PublicTransactionService, { sessionKey: lin.sessionKey }).createTransaction({
    purpose: PaymentPurpose.DEBUG,
    subjectId: elsewhere.id,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
  });
  secondStorePaymentId = created.transaction!.model!.id;
});
afterAll(async () => {
  delete process.env.TEST_ALIPAY_SECRETS_FOR_ACCESS;
  await server.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: ConnectError) => e,
  );
const store = (sessionKey: string) => server.client(StoreTransactionService, { sessionKey });

describe('a diner sees only their own transactions', () => {
  it('answers the payer, and "payment info does not exist" to anyone else', async () => {
    const own = await server
      .client(DinerTransactionService, { sessionKey: mei.sessionKey })
      .getTransaction({ transactionId: meiPayment.id });
    expect(own.transaction?.amount).toBe('1200');
    const other = await failure(
      server
        .client(DinerTransactionService, { sessionKey: lin.sessionKey })
        .getTransaction({ transactionId: meiPayment.id }),
    );
    expect(other?.code).toBe(Code.NotFound);
    expect(other?.rawMessage).toBe('payment info does not exist');
    const anonymous = await failure(
      server.client(DinerTransactionService).getTransaction({ transactionId: meiPayment.id }),
    );
    expect(anonymous?.code).toBe(Code.Unauthenticated);
  });

  it('lists only the caller’s transactions', async () => {
    const list = await server.client(DinerTransactionService, { sessionKey: mei.sessionKey }).listTransactions({});
    expect(list.total).toBe(1);
    expect(list.list.map((t) => t.amount)).toEqual(['1200']);
    const lins = await server
      .client(DinerTransactionService, { sessionKey: lin.sessionKey })
      .listTransactions({ purpose: PaymentPurpose.DEBUG, query: { limit: 1 } });
    expect(lins.total).toBe(2);
    expect(lins.list).toHaveLength(1);
  });

  it('gives the payment page the subject’s amount and options, to its payer only', async () => {
    const config = await server
      .client(DinerPaymentConfigService, { sessionKey: mei.sessionKey })
      .getPaymentConfig({ purpose: PaymentPurpose.DEBUG, subjectId: meiPayment.subject.id });
    expect(config).toMatchObject({ amount: '1200', currency: 'CNY' });
    expect(config.expireTime).toBeDefined();
    expect(config.optionList.map((o) => [PaymentChannel[o.channel], PaymentMethod[o.method]])).toEqual([
      ['SANDBOX', 'WECHAT_PAY'],
      ['SANDBOX', 'ALIPAY_APP_PAY'],
    ]);
    const other = await failure(
      server
        .client(DinerPaymentConfigService, { sessionKey: lin.sessionKey })
        .getPaymentConfig({ purpose: PaymentPurpose.DEBUG, subjectId: meiPayment.subject.id }),
    );
    expect(other?.code).toBe(Code.PermissionDenied);
  });

  it('shows anyone holding a transaction number its state, and nothing about people', async () => {
    const result = await rawCall(
      server.url,
      '/grpc/public/payment.v1.PublicTransactionService/GetAnonymousTransactionInfo',
      JSON.stringify({ transactionNo: meiPayment.transactionNo }),
    );
    expect(result.status).toBe(200);
    const info = result.json.info as Record<string, unknown>;
    expect(info).toMatchObject({ status: 'PENDING', amount: '1200', currency: 'CNY', purpose: 'DEBUG' });
    expect(Object.keys(info).some((key) => /payer|user|operator|provider/i.test(key))).toBe(false);
    const unknown = await failure(
      server.client(PublicTransactionService).getAnonymousTransactionInfo({ transactionNo: 'FBPNOTAREALNUMBER' }),
    );
    expect(unknown?.code).toBe(Code.NotFound);
  });
});

describe('staff see their stores’ transactions only', () => {
  it('lets store staff and merchant staff list the store’s transactions', async () => {
    for (const staff of [org.storeStaff, org.merchantStaff]) {
      const list = await store(staff.sessionKey).listStoreTransactions({ storeId: org.storeId });
      expect(list.list.map((t) => t.amount).sort()).toEqual(['1200', '3400']);
    }
    const second = await store(org.merchantStaff.sessionKey).listStoreTransactions({ storeId: org.secondStoreId });
    expect(second.list.map((t) => t.amount)).toEqual(['5600']);
  });

  it('refuses staff of another store or merchant, and diners', async () => {
    const cases: Array<[string, string]> = [
      [org.storeStaff.sessionKey, org.secondStoreId],
      [org.otherStaff.sessionKey, org.storeId],
      [mei.sessionKey, org.storeId],
    ];
    for (const [sessionKey, storeId] of cases) {
      const refused = await failure(store(sessionKey).listStoreTransactions({ storeId }));
      expect(refused?.code).toBe(Code.PermissionDenied);
      expect(refused?.rawMessage).toBe('no store permission');
    }
  });

  it('answers a transaction of another store as missing', async () => {
    const own = await store(org.storeStaff.sessionKey).getStoreTransaction({
      storeId: org.storeId,
      transactionId: meiPayment.id,
    });
    expect(own.transaction?.amount).toBe('1200');
    const elsewhere = await failure(
      store(org.storeStaff.sessionKey).getStoreTransaction({
        storeId: org.storeId,
        transactionId: secondStorePaymentId,
      }),
    );
    expect(elsewhere?.code).toBe(Code.NotFound);
  });

  it('shows staff the merchant’s payment config, never its credentials', async () => {
    await server.services.payments.configs
      .save(
        {
          merchantId: org.merchantId,
          channel: 'ALIPAY',
          methods: ['ALIPAY_APP_PAY'],
          currency: 'CNY',
          settings: { appId: '2021000000000001', alipayPublicKeyPem: 'public' },
          secretRef: 'env:TEST_ALIPAY_SECRETS_FOR_ACCESS',
        },
        clock.now(),
      )
      .catch(() => undefined); // the env reference is missing: refused, nothing saved
    const view = await server
      .client(StorePaymentConfigService, { sessionKey: org.storeStaff.sessionKey })
      .getStorePaymentConfig({ storeId: org.storeId });
    expect(view.channelConfigList).toEqual([]);

    process.env.TEST_ALIPAY_SECRETS_FOR_ACCESS = JSON.stringify({ appPrivateKeyPem: 'very secret key' });
    await server.services.payments.configs.save(
      {
        merchantId: org.merchantId,
        channel: 'ALIPAY',
        methods: ['ALIPAY_APP_PAY'],
        currency: 'CNY',
        settings: { appId: '2021000000000001', alipayPublicKeyPem: 'public' },
        secretRef: 'env:TEST_ALIPAY_SECRETS_FOR_ACCESS',
      },
      clock.now(),
    );
    const raw = await rawCall(
      server.url,
      '/grpc/private/payment.v1.StorePaymentConfigService/GetStorePaymentConfig',
      JSON.stringify({ storeId: org.storeId }),
      { headers: { 'x-session-key': org.storeStaff.sessionKey } },
    );
    expect(raw.status).toBe(200);
    expect(raw.json.channelConfigList).toEqual([
      {
        channel: 'ALIPAY',
        methodList: ['ALIPAY_APP_PAY'],
        currency: 'CNY',
        enabled: true,
        credentialsSet: true,
        accountId: '2021000000000001',
      },
    ]);
    expect(raw.text).not.toContain('very secret key');
    expect(raw.text).not.toContain('TEST_ALIPAY_SECRETS');
    const refused = await failure(
      server
        .client(StorePaymentConfigService, { sessionKey: org.otherStaff.sessionKey })
        .getStorePaymentConfig({ storeId: org.storeId }),
    );
    expect(refused?.code).toBe(Code.PermissionDenied);
  });
});

describe('offline payments taken at the store', () => {
  const recordFor = (sessionKey: string, storeId: string, subjectId: string) =>
    store(sessionKey).recordOfflinePayment({
      storeId,
      purpose: PaymentPurpose.DEBUG,
      subjectId,
      offlineKind: OfflinePaymentKind.CARD,
      remark: 'card at the counter',
    });

  it('is paid at once, recorded with who took it, and the diner sees it', async () => {
    const subject = await debugSubjects(server).create({
      merchantId: org.merchantId,
      storeId: org.storeId,
      payerUserId: mei.userId,
      amount: '20000',
    });
    const { transaction } = await recordFor(org.storeStaff.sessionKey, org.storeId, subject.id);
    expect(transaction).toMatchObject({
      amount: '20000',
      channel: PaymentChannel.IN_STORE,
      method: PaymentMethod.OFFLINE,
      offlineKind: OfflinePaymentKind.CARD,
      operatorUserId: org.storeStaff.userId,
      payerUserId: mei.userId,
      remark: 'card at the counter',
    });
    expect(transaction?.status).toBe(Transaction_Status.SUCCESS);
    expect(await debugSubjects(server).find(subject.id)).toMatchObject({ status: 'PAID', acceptedPayments: 1 });
    const mine = await server
      .client(DinerTransactionService, { sessionKey: mei.sessionKey })
      .getTransaction({ transactionId: transaction!.model!.id });
    expect(mine.transaction?.amount).toBe('20000');

    // Handed back at the counter: done at once, no channel.
    const refund = await server.services.payments.refunds.request({
      paymentId: transaction!.model!.id,
      amount: '5000',
      reason: 'returned in cash',
      operatorUserId: org.storeStaff.userId,
    });
    expect(refund).toMatchObject({ status: 'SUCCESS', channel: 'IN_STORE' });
    expect((await debugSubjects(server).find(subject.id))?.refundedAmount).toBe('5000');
  });

  it('refuses a subject of another store, a closed subject, and a purpose that is never paid offline', async () => {
    const elsewhere = await debugSubjects(server).create({
      merchantId: org.merchantId,
      storeId: org.secondStoreId,
      amount: '100',
    });
    const wrongStore = await failure(recordFor(org.merchantStaff.sessionKey, org.storeId, elsewhere.id));
    expect(wrongStore?.rawMessage).toBe('this order belongs to another store');

    const closed = await debugSubjects(server).create({
      merchantId: org.merchantId,
      storeId: org.storeId,
      amount: '100',
    });
    await debugSubjects(server).close(closed.id);
    const refused = await failure(recordFor(org.storeStaff.sessionKey, org.storeId, closed.id));
    expect(refused?.code).toBe(Code.FailedPrecondition);
    expect(refused?.rawMessage).toBe('this order can no longer be paid');
    const listed = await store(org.storeStaff.sessionKey).listStoreTransactions({
      storeId: org.storeId,
      subjectId: closed.id,
    });
    expect(listed.total).toBe(0);

    const challenge = await failure(
      store(org.storeStaff.sessionKey).recordOfflinePayment({
        storeId: org.storeId,
        purpose: PaymentPurpose.SESSION_CHALLENGE_PAYMENT,
        subjectId: '1',
        offlineKind: OfflinePaymentKind.CASH,
      }),
    );
    expect(challenge?.rawMessage).toBe('this payment cannot be taken at the store');

    const diner = await failure(recordFor(mei.sessionKey, org.storeId, closed.id));
    expect(diner?.rawMessage).toBe('no store permission');
  });
});

describe('challenge payment needs a session', () => {
  it('answers unauthenticated without one', async () => {
    const refused = await failure(server.client(PaymentChallengeService).challengePayment({}));
    expect(refused?.code).toBe(Code.Unauthenticated);
  });
});
