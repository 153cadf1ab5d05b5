import type { PaymentChannelName, PaymentMethodName } from '../../domain/payment/payment-types';
import type {
  ChannelAccount,
  CreatePaymentInput,
  NotificationRequest,
  PaymentProvider,
  RefundInput,
} from './payment-provider';

/** The account setting that picks an adapter where one channel speaks more than one API. */
export const API_SETTING = 'api';
const DEFAULT_API = 'default';

/**
 * The channels this server can talk to, each behind the one provider interface.
 * A channel may have more than one API (WeChat Pay mainland and WeChat Pay
 * Global, Alipay's OpenAPI and Antom's): the account's `api` setting picks one.
 */
export class ProviderRegistry {
  private readonly providers = new Map<PaymentChannelName, ChannelApis>();

  /** Adds an adapter for its channel; `api` names it when the channel has several (the account's `api` setting). */
  add(provider: PaymentProvider, api: string = DEFAULT_API): this {
    let apis = this.providers.get(provider.channel);
    if (!apis) {
      apis = new ChannelApis(provider.channel);
      this.providers.set(provider.channel, apis);
    }
    apis.add(api, provider);
    return this;
  }

  has(channel: PaymentChannelName): boolean {
    return this.providers.has(channel);
  }

  get(channel: PaymentChannelName): PaymentProvider {
    const provider = this.providers.get(channel);
    if (!provider) throw new Error(`no payment provider for ${channel}`);
    return provider;
  }

  /** Whether an account's `api` setting names an adapter this server has. */
  knows(account: ChannelAccount): boolean {
    return this.providers.get(account.channel)?.hasApi(account) ?? false;
  }
}

/** One channel's adapters, chosen per account. */
class ChannelApis implements PaymentProvider {
  private readonly apis = new Map<string, PaymentProvider>();

  constructor(readonly channel: PaymentChannelName) {}

  add(api: string, provider: PaymentProvider): void {
    if (this.apis.has(api)) throw new Error(`payment provider ${this.channel} (${api}) added twice`);
    this.apis.set(api, provider);
  }

  get methods(): readonly PaymentMethodName[] {
    return [...new Set([...this.apis.values()].flatMap((p) => [...p.methods]))];
  }

  hasApi(account: ChannelAccount): boolean {
    return this.apis.has(apiOf(account));
  }

  private of(account: ChannelAccount): PaymentProvider {
    const provider = this.apis.get(apiOf(account));
    if (!provider) throw new Error(`no ${this.channel} payment provider for api ${apiOf(account)}`);
    return provider;
  }

  needsPayerAccount(method: PaymentMethodName, clientPlatform: string, account: ChannelAccount) {
    return this.of(account).needsPayerAccount(method, clientPlatform, account);
  }
  worksOn(method: PaymentMethodName, clientPlatform: string, account: ChannelAccount): boolean | undefined {
    const provider = this.of(account);
    if (!provider.methods.includes(method)) return false;
    return provider.worksOn?.(method, clientPlatform, account);
  }
  missingCredentials(account: ChannelAccount): string[] {
    return this.of(account).missingCredentials?.(account) ?? [];
  }
  createPayment(account: ChannelAccount, input: CreatePaymentInput) {
    return this.of(account).createPayment(account, input);
  }
  queryPayment(account: ChannelAccount, transactionNo: string) {
    return this.of(account).queryPayment(account, transactionNo);
  }
  refund(account: ChannelAccount, input: RefundInput) {
    return this.of(account).refund(account, input);
  }
  queryRefund(account: ChannelAccount, input: RefundInput) {
    return this.of(account).queryRefund(account, input);
  }
  parseNotification(account: ChannelAccount, request: NotificationRequest, now: Date) {
    return this.of(account).parseNotification(account, request, now);
  }
  reply(accepted: boolean, account?: ChannelAccount) {
    // Every adapter of a channel answers its notifications the same way only by luck: ask the account's.
    const provider = account ? this.of(account) : [...this.apis.values()][0];
    return provider.reply(accepted);
  }
}

function apiOf(account: ChannelAccount): string {
  return account.settings[API_SETTING] || DEFAULT_API;
}
