import type { PaymentChannelName } from '../../domain/payment/payment-types';
import type { PaymentProvider } from './payment-provider';

/** The channels this server can talk to, each behind the one provider interface. */
export class ProviderRegistry {
  private readonly providers = new Map<PaymentChannelName, PaymentProvider>();

  add(provider: PaymentProvider): this {
    if (this.providers.has(provider.channel)) throw new Error(`payment provider ${provider.channel} added twice`);
    this.providers.set(provider.channel, provider);
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
}
