import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { AlipayProvider } from '../../providers/payment/alipay/alipay.provider';
import { AntomProvider } from '../../providers/payment/antom/antom.provider';
import { MpgsProvider } from '../../providers/payment/mpgs/mpgs.provider';
import { WechatPayGlobalProvider } from '../../providers/payment/wechat-pay-global/wechat-pay-global.provider';
import { ProviderRegistry } from '../../providers/payment/provider-registry';
import { SandboxCashier } from '../../providers/payment/sandbox/sandbox-cashier.service';
import { SANDBOX_NOTIFY_JOB, sandboxNotifier } from '../../providers/payment/sandbox/sandbox-events';
import { SandboxProvider } from '../../providers/payment/sandbox/sandbox.provider';
import { WechatPayProvider } from '../../providers/payment/wechat-pay/wechat-pay.provider';
import { sessionChallengePurpose } from './challenge/session-challenge.purpose';
import { SessionChallengeService } from './challenge/session-challenge.service';
import { debugPurpose, DebugSubjects } from './debug/debug.purpose';
import { OfflinePaymentService } from './offline-payment.service';
import { PaymentConfigService } from './payment-config.service';
import { PaymentNotificationService } from './payment-notification.service';
import { PaymentOutcomeService } from './payment-outcome.service';
import { PurposeRegistry } from './payment-purpose';
import { PaymentSecrets } from './payment-secrets';
import { PaymentService } from './payment.service';
import { ReconciliationService } from './reconciliation.service';
import { RECONCILE_JOB, REFUND_SUBMIT_JOB } from './refund-ledger';
import { RefundService } from './refund.service';
import { TransactionQueryService } from './transaction-query.service';

export interface PaymentLog {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface PaymentModuleOptions {
  now: () => Date;
  log: PaymentLog;
}

/**
 * Everything payments, wired once per server (docs/payments.md). Other areas
 * use `purposes.register` for what they sell, `refunds` to give money back,
 * and `ledger`-style reads through `queries`.
 */
export function createPaymentModule(
  db: Kysely<Database>,
  config: ServerConfig,
  jobs: JobRunner,
  options: PaymentModuleOptions,
) {
  const { now, log } = options;
  const sandbox = { enabled: config.payment.sandboxEnabled, secret: config.payment.sandboxSecret };
  const providers = new ProviderRegistry()
    .add(new WechatPayProvider(now))
    .add(new WechatPayGlobalProvider(now), 'global')
    .add(new AlipayProvider(now))
    .add(
      new AntomProvider({ channel: 'ALIPAY', method: 'ALIPAY_APP_PAY', paymentMethodType: 'ALIPAY_HK' }, now),
      'antom',
    )
    // Macau wallets on Antom: the acquiring contract names the paymentMethodType (docs/payments.md).
    .add(new AntomProvider({ channel: 'ALIPAYMO', method: 'ALIPAY_APP_PAY', paymentMethodType: '' }, now))
    .add(new AntomProvider({ channel: 'MPAY', method: 'BANK_APP_PAY', paymentMethodType: '' }, now))
    .add(new MpgsProvider(now));
  if (sandbox.enabled) providers.add(new SandboxProvider(db, now));

  const configs = new PaymentConfigService(
    db,
    PaymentSecrets.fromBase64Key(config.payment.secretsKey),
    providers,
    sandbox,
  );
  const purposes = new PurposeRegistry();
  const refunds = new RefundService(db, configs, providers, purposes, now, (error, refundId) =>
    log.error({ err: error, refundId }, 'refund could not be sent; its job will retry'),
  );
  const submitRefunds = (ids: string[]) => refunds.submitQuietly(ids);
  const outcomes = new PaymentOutcomeService(db, purposes, submitRefunds, now);
  const reconciliation = new ReconciliationService(db, configs, providers, outcomes, refunds, now, (error, tx) =>
    log.error({ err: error, transactionId: tx.id }, 'reconciliation could not check a transaction'),
  );

  purposes.register(sessionChallengePurpose());
  // Test subjects are a development tool: production has no such purpose.
  const debugSubjects = config.production ? null : new DebugSubjects(db);
  if (!config.production) purposes.register(debugPurpose());

  jobs.register(REFUND_SUBMIT_JOB, async (payload: { refundId: string }) => refunds.submit(payload.refundId));
  jobs.register(RECONCILE_JOB, async () => {
    await reconciliation.sweep();
  });
  if (sandbox.enabled) jobs.register(SANDBOX_NOTIFY_JOB, sandboxNotifier(sandbox.secret, now));

  return {
    /** The payments clock. */
    now,
    /** The base of links back to this server: PUBLIC_API_BASE, else the address the call came to. */
    publicBaseUrl: (requestOrigin: string) => config.publicApiBase || requestOrigin,
    purposes,
    configs,
    providers,
    payments: new PaymentService(db, purposes, configs, providers, now),
    queries: new TransactionQueryService(db),
    outcomes,
    refunds,
    reconciliation,
    notifications: new PaymentNotificationService(db, configs, providers, outcomes, now, log),
    offline: new OfflinePaymentService(db, purposes, submitRefunds, now),
    challenges: new SessionChallengeService(db, configs, now),
    debugSubjects,
    /** The sandbox's cashier page actions; null when the sandbox is off. */
    sandboxCashier: sandbox.enabled ? new SandboxCashier(db, sandbox.secret, now) : null,
  };
}

export type PaymentModule = ReturnType<typeof createPaymentModule>;
