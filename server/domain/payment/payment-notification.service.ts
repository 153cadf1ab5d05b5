import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  NotificationRejected,
  type NotificationReply,
  type NotificationRequest,
} from '../../providers/payment/payment-provider';
import type { ProviderRegistry } from '../../providers/payment/provider-registry';
import { NotificationRepository } from './notification.repository';
import type { PaymentConfigService } from './payment-config.service';
import type { PaymentOutcomeService } from './payment-outcome.service';
import { PAYMENT_CHANNELS, type PaymentChannelName } from './payment-types';

export interface NotificationLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Notifications from channels: verified by the channel's provider (signature,
 * freshness, decryption), then recorded through the one outcome service. A
 * notification that is not authentic changes nothing and is refused; one we
 * cannot record now (the database is down) is refused too, so the channel
 * sends it again. Repeats are answered as accepted and change nothing.
 */
export class PaymentNotificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly configs: PaymentConfigService,
    private readonly providers: ProviderRegistry,
    private readonly outcomes: PaymentOutcomeService,
    private readonly now: () => Date,
    private readonly log: NotificationLog,
  ) {}

  /** Handles POST /payment-notify/{channel}/{account}; undefined when no such channel or account exists. */
  async receive(
    channelSegment: string,
    accountRef: string,
    request: NotificationRequest,
  ): Promise<NotificationReply | undefined> {
    const channel = channelSegment.toUpperCase() as PaymentChannelName;
    if (!(PAYMENT_CHANNELS as readonly string[]).includes(channel) || !this.providers.has(channel)) return undefined;
    const provider = this.providers.get(channel);
    const account = await this.configs.accountByRef(channel, accountRef);
    if (!account) return undefined;

    let notification;
    try {
      notification = await provider.parseNotification(account, request, this.now());
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      this.log.warn({ channel, account: accountRef, reason: error.message }, 'payment notification refused');
      return provider.reply(false, account);
    }

    let transactionNo = '';
    let outcome: string;
    if (notification.kind === 'PAYMENT') {
      transactionNo = notification.transactionNo;
      outcome = (await this.outcomes.applyPayment(transactionNo, notification.result)).outcome;
    } else if (notification.kind === 'REFUND') {
      transactionNo = notification.refundNo;
      outcome = (await this.outcomes.applyRefund(transactionNo, notification.result)).outcome;
    } else {
      outcome = 'IGNORED';
    }
    await new NotificationRepository(this.db).record(
      { channel, eventId: notification.eventId, transactionNo, outcome },
      this.now(),
    );
    return provider.reply(true, account);
  }
}
