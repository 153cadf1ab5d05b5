import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentChannel, PaymentMethod, PaymentPurpose, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { loadConfig } from '../../../server/config';
import { PaymentSecrets } from '../../../server/domain/payment/payment-secrets';
import {
  PAYMENT_CHANNELS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  TRANSACTION_STATUSES,
} from '../../../server/domain/payment/payment-types';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { PRODUCTION_PROVIDERS } from '../../helpers/production-env';

const protoNames = (enumeration: Record<string, string | number>) =>
  Object.keys(enumeration).filter((k) => Number.isNaN(Number(k)) && !k.endsWith('_UNSPECIFIED'));

describe('payment vocabulary', () => {
  it('stores exactly the proto enum names', () => {
    expect([...PAYMENT_PURPOSES]).toEqual(protoNames(PaymentPurpose));
    expect([...PAYMENT_CHANNELS]).toEqual(protoNames(PaymentChannel));
    expect([...PAYMENT_METHODS]).toEqual(protoNames(PaymentMethod));
    expect([...TRANSACTION_STATUSES]).toEqual(protoNames(Transaction_Status));
  });
});

describe('channel credentials', () => {
  const key = randomBytes(32).toString('base64');

  it('seals secrets so the column reveals nothing, and opens them only with the key', () => {
    const secrets = PaymentSecrets.fromBase64Key(key);
    const sealed = secrets.seal({ apiV3Key: 'a-very-secret-api-v3-key-0000000' });
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('very-secret');
    expect(secrets.resolve(sealed)).toEqual({ apiV3Key: 'a-very-secret-api-v3-key-0000000' });
    const other = PaymentSecrets.fromBase64Key(randomBytes(32).toString('base64'));
    expect(() => other.resolve(sealed)).toThrow('cannot be opened');
    expect(() => PaymentSecrets.fromBase64Key('').resolve(sealed)).toThrow('PAYMENT_SECRETS_KEY is not set');
    expect(() => PaymentSecrets.fromBase64Key('c2hvcnQ=')).toThrow('32 bytes');
  });

  it('reads env: references without ever echoing their content in errors', () => {
    const env = { GOOD: '{"appPrivateKeyPem":"secret-pem"}', BAD: 'secret-pem-not-json' };
    const secrets = new PaymentSecrets(null, env);
    expect(secrets.resolve('env:GOOD')).toEqual({ appPrivateKeyPem: 'secret-pem' });
    expect(() => secrets.resolve('env:MISSING')).toThrow('MISSING is not set');
    // The whole message, so a text that echoed the value (as JSON.parse's own does) fails here.
    expect(() => secrets.resolve('env:BAD')).toThrow(/^payment secrets: env:BAD is not a JSON object$/);
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    const production = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, PAYMENT_SANDBOX: 'true' });
    expect(production.payment.sandboxEnabled).toBe(false);
    server = await startTestServer({ production: true, payment: production.payment });
  });
  afterAll(() => server.close());

  it('has no sandbox cashier and no debug purpose', async () => {
    expect(server.services.payments.sandboxCashier).toBeNull();
    expect(server.services.payments.debugSubjects).toBeNull();
    expect((await fetch(`${server.url}/sandbox-pay/cashier?order=x&sig=y`)).status).toBe(404);
    const { sessionKey } = await server.createUserSession();
    const attempt = (channel: PaymentChannel) =>
      server
        .client(PublicTransactionService, { sessionKey })
        .createTransaction({
          purpose: PaymentPurpose.DEBUG,
          subjectId: '1',
          channel,
          method: PaymentMethod.ALIPAY_APP_PAY,
        })
        .then(
          () => '',
          (e: Error) => e.message,
        );
    expect(await attempt(PaymentChannel.SANDBOX)).toContain('this payment option is not available');
    expect(await attempt(PaymentChannel.ALIPAY)).toContain('this kind of payment is not supported');
  });

  it('offers no channel without a published API: it cannot be set up, and the store never lists it', async () => {
    const offered = server.services.payments.configs.offeredChannels();
    expect(offered).toEqual(expect.arrayContaining(['WECHATPAY', 'ALIPAY', 'ALIPAYMO', 'MPAY', 'MPGS']));
    for (const channel of [
      'BOCPAY',
      'TAIFUNGPAY',
      'ICBCEPAY',
      'LUSOPAY',
      'UEPAY',
      'CGBPAY',
      'BNUAPP',
      'ABCM',
      'UNIONPAYQR',
    ]) {
      expect(offered).not.toContain(channel);
    }
    const saving = await server.services.payments.configs
      .save({ merchantId: null, channel: 'BOCPAY', methods: ['BANK_APP_PAY'], currency: 'MOP' }, new Date())
      .then(
        () => '',
        (e: Error) => e.message,
      );
    expect(saving).toContain('this payment option is not available');
  });
});
