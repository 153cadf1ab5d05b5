import type { Channel, DeliveryReason } from '../../domain/notification/notification-types';

/** One message to one person on one channel, rendered and addressed. */
export interface PushMessage {
  channel: Channel;
  /** The mini-program, official account or Alipay app that sends it ('' for SMS). */
  appId: string;
  /** The provider's template (SMS template code, subscription or template message id); '' for the local SMS text. */
  templateId: string;
  /** SMS: the calling code and national number; apps: the person's openid (or user key locally). */
  address: { regionCode?: string; value: string };
  /** The text in the recipient's language (what SMS sends and the outbox shows). */
  content: string;
  /** Template data: keyword name to value (thing1, time2, ...), or SMS template parameters. */
  data: Record<string, string>;
  /** The mini-program page the message opens. */
  page: string;
  language: string;
}

export interface PushSendOptions {
  /** One per event, channel and recipient: a provider that honours it sends a key once. */
  idempotencyKey: string;
}

export interface PushSendResult {
  providerMessageId: string;
}

/**
 * A channel's adapter. `idempotencyWindowMs` says for how long a second send
 * with the same key is sure not to reach the person twice: Infinity for the
 * local outbox, ten minutes for WeChat template messages (client_msg_id), 0
 * where the provider has no such key. The dispatcher never resends an
 * attempt of unknown outcome outside that window.
 */
export interface PushChannelAdapter {
  readonly channel: Channel;
  readonly kind: 'local' | 'real';
  readonly idempotencyWindowMs: number;
  send(message: PushMessage, options: PushSendOptions): Promise<PushSendResult>;
}

/**
 * A provider's refusal or absence: `transient` failures are retried with
 * backoff; others end the delivery as FAIL with `reason`.
 */
export class PushProviderError extends Error {
  constructor(
    readonly transient: boolean,
    readonly reason: DeliveryReason,
    /** The provider's own code and text, for the record; never a secret. */
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'PushProviderError';
  }
}
