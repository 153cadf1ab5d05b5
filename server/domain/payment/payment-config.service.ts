import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChannelAccount } from '../../providers/payment/payment-provider';
import type { ProviderRegistry } from '../../providers/payment/provider-registry';
import { domainError } from '../errors';
import {
  PaymentConfigRepository,
  type ChannelConfigInput,
  type ChannelConfigRecord,
} from './payment-config.repository';
import { methodWorksOn } from './payment-options';
import type { PaymentSecrets } from './payment-secrets';
import {
  PAYMENT_CHANNELS,
  type Currency,
  type PaymentChannelName,
  type PaymentMethodName,
  type PaymentOption,
} from './payment-types';

/** The methods the sandbox plays; its cashier page says which one it stands in for. */
export const SANDBOX_METHODS: PaymentMethodName[] = ['WECHAT_PAY', 'ALIPAY_APP_PAY'];
/** The notification path segment of the built-in sandbox account. */
export const SANDBOX_ACCOUNT_REF = 'sandbox';

/** Where a channel account's notifications come in (server/http/payment-notify.routes.ts). */
export function notifyUrlOf(baseUrl: string, channel: PaymentChannelName, configId: string | null): string {
  return `${baseUrl}/payment-notify/${channel.toLowerCase()}/${configId ?? SANDBOX_ACCOUNT_REF}`;
}

export interface SandboxSettings {
  /** Outside production only (config.ts). */
  enabled: boolean;
  /** Signs the sandbox's notifications and cashier links. */
  secret: string;
}

/** A channel as staff see it: never its credentials. */
export interface ChannelConfigView {
  channel: PaymentChannelName;
  methods: PaymentMethodName[];
  currency: Currency;
  enabled: boolean;
  credentialsSet: boolean;
  accountId: string;
}

/**
 * Payment config per merchant (the platform's own when the merchant is null):
 * which channels and methods, in which currency, with which credentials. With
 * the sandbox enabled every merchant also has the sandbox, in any currency,
 * unless a config row turns it off.
 */
export class PaymentConfigService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: PaymentSecrets,
    private readonly providers: ProviderRegistry,
    private readonly sandbox: SandboxSettings,
  ) {}

  /** The account a payment in `currency` through `channel` goes to, or undefined when there is none. */
  async accountFor(
    merchantId: string | null,
    channel: PaymentChannelName,
    currency: Currency,
    db: Kysely<Database> = this.db,
  ): Promise<ChannelAccount | undefined> {
    const row = (await this.configs(db).ofOwner(merchantId)).find((c) => c.channel === channel);
    if (channel === 'SANDBOX') return this.sandboxAccount(row, currency);
    if (!row || !row.enabled || row.currency !== currency || !this.providers.has(channel)) return undefined;
    const account = this.toAccount(row);
    return this.providers.knows(account) ? account : undefined;
  }

  /** The account a notification URL names: a config id, or the sandbox. */
  async accountByRef(channel: PaymentChannelName, ref: string): Promise<ChannelAccount | undefined> {
    if (channel === 'SANDBOX') return ref === SANDBOX_ACCOUNT_REF ? this.sandboxAccount(undefined, 'CNY') : undefined;
    if (!/^\d{1,18}$/.test(ref)) return undefined;
    const row = await this.configs().findById(ref);
    return row && row.channel === channel ? this.toAccount(row) : undefined;
  }

  /** The account a transaction was made with, for queries and refunds. */
  async accountOfTransaction(tx: {
    channel: PaymentChannelName;
    channelConfigId: string | null;
    currency: Currency;
  }): Promise<ChannelAccount> {
    if (tx.channel === 'SANDBOX') return this.sandboxAccount(undefined, tx.currency, true) as ChannelAccount;
    const row = tx.channelConfigId ? await this.configs().findById(tx.channelConfigId) : undefined;
    if (!row) throw new Error(`payment config ${tx.channelConfigId} of a ${tx.channel} transaction is gone`);
    return this.toAccount(row);
  }

  /** The ways a subject of this merchant can be paid in `currency` from a client platform. */
  async optionsFor(
    merchantId: string | null,
    currency: Currency,
    clientPlatform: string,
    db: Kysely<Database> = this.db,
  ): Promise<PaymentOption[]> {
    const rows = await this.configs(db).ofOwner(merchantId);
    const options: PaymentOption[] = [];
    for (const row of rows) {
      if (row.channel === 'SANDBOX' || !row.enabled || row.currency !== currency) continue;
      if (!this.providers.has(row.channel)) continue;
      const provider = this.providers.get(row.channel);
      // A channel with no adapter for the account's API, or whose credentials are not all
      // there, cannot take a payment: the diner never sees it.
      const account = this.usableAccount(row);
      if (!account) continue;
      for (const method of row.methods) {
        if (!provider.methods.includes(method)) continue;
        const works = provider.worksOn?.(method, clientPlatform, account) ?? methodWorksOn(method, clientPlatform);
        if (works) options.push({ channel: row.channel, method });
      }
    }
    // The sandbox cashier is a web page, so it works on every platform.
    const sandbox = this.sandboxAccount(
      rows.find((r) => r.channel === 'SANDBOX'),
      currency,
    );
    for (const method of sandbox?.methods ?? []) options.push({ channel: 'SANDBOX', method });
    return options;
  }

  async channelConfigsOf(merchantId: string): Promise<ChannelConfigView[]> {
    const rows = (await this.configs().ofOwner(merchantId)).filter(
      (row) => row.channel === 'SANDBOX' || this.providers.has(row.channel),
    );
    return rows.map((row) => ({
      channel: row.channel,
      methods: row.methods,
      currency: row.currency,
      enabled: row.enabled,
      credentialsSet: row.secretRef !== '',
      accountId: row.settings.mchId ?? row.settings.appId ?? row.settings.clientId ?? row.settings.merchantId ?? '',
    }));
  }

  /** The channels a merchant can set up here: those with an adapter on a published API. */
  offeredChannels(): PaymentChannelName[] {
    return PAYMENT_CHANNELS.filter((channel) => channel === 'SANDBOX' || this.providers.has(channel));
  }

  /** Sets up a channel (seed, tests, onboarding). Secrets go in sealed, or as an env: reference. */
  async save(
    input: Omit<ChannelConfigInput, 'secretRef'> & { secrets?: Record<string, string>; secretRef?: string },
    now: Date,
  ): Promise<ChannelConfigRecord> {
    const secretRef = input.secrets ? this.secrets.seal(input.secrets) : (input.secretRef ?? '');
    if (secretRef) this.secrets.resolve(secretRef); // refuse a reference that does not open
    if (input.methods.length === 0) throw domainError('invalid', 'paymentOptionNotAvailable');
    // A channel without a published API this server speaks (the Macau bank wallets,
    // UnionPay QR: docs/payments.md) cannot be set up, so no store offers it.
    if (input.channel !== 'SANDBOX' && !this.providers.has(input.channel)) {
      throw domainError('invalid', 'paymentOptionNotAvailable');
    }
    return this.configs().save({ ...input, secretRef }, now);
  }

  /**
   * Every enabled channel account must be able to work: its credentials resolve and are
   * complete. The server checks this at start in production; the problems name the
   * setting to fix, never a secret's value.
   */
  async credentialProblems(): Promise<string[]> {
    const rows = await this.configs().allEnabled();
    const problems: string[] = [];
    for (const row of rows) {
      if (row.channel === 'SANDBOX' || !this.providers.has(row.channel)) continue;
      const owner = row.merchantId ? `merchant ${row.merchantId}` : 'the platform';
      const where = `payment channel ${row.channel} of ${owner} (config ${row.id})`;
      let account: ChannelAccount;
      try {
        account = this.toAccount(row);
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
        continue;
      }
      if (!this.providers.knows(account)) {
        problems.push(`${where}: settings.api "${account.settings.api}" names no adapter this server has`);
        continue;
      }
      const missing = this.providers.get(row.channel).missingCredentials?.(account) ?? [];
      if (missing.length) {
        const ref = row.secretRef.startsWith('env:') ? ` (secrets from ${row.secretRef})` : '';
        problems.push(`${where} lacks ${missing.join(', ')}${ref}`);
      }
    }
    return problems;
  }

  /** The account of a row, when it has an adapter and complete credentials; else undefined. */
  private usableAccount(row: ChannelConfigRecord): ChannelAccount | undefined {
    let account: ChannelAccount;
    try {
      account = this.toAccount(row);
    } catch {
      return undefined;
    }
    if (!this.providers.knows(account)) return undefined;
    const missing = this.providers.get(row.channel).missingCredentials?.(account) ?? [];
    return missing.length ? undefined : account;
  }

  private sandboxAccount(
    row: ChannelConfigRecord | undefined,
    currency: Currency,
    forExisting = false,
  ): ChannelAccount | undefined {
    // A transaction already made in the sandbox can still be queried and refunded.
    if (!forExisting && (!this.sandbox.enabled || (row && !row.enabled))) return undefined;
    return {
      configId: null,
      channel: 'SANDBOX',
      currency,
      methods: row?.methods.length ? row.methods : SANDBOX_METHODS,
      settings: {},
      secrets: { signingSecret: this.sandbox.secret },
    };
  }

  private toAccount(row: ChannelConfigRecord): ChannelAccount {
    return {
      configId: row.id,
      channel: row.channel,
      currency: row.currency,
      methods: row.methods,
      settings: row.settings,
      secrets: this.secrets.resolve(row.secretRef),
    };
  }

  /** Pass the open transaction when there is one: PGlite has a single connection. */
  private configs(db: Kysely<Database> = this.db): PaymentConfigRepository {
    return new PaymentConfigRepository(db);
  }
}
