import type { Language } from '@common/interface-language';
import { verificationCodeText, type SmsRecipient, type SmsSender } from './sms-sender';

export interface OutboxMessage {
  time: Date;
  regionCode: string;
  phone: string;
  text: string;
  code: string;
}

const KEEP = 100;

/**
 * The development SMS "provider": messages go to an in-memory outbox (read by
 * GET /dev/sms-outbox) and to a log line, instead of to a phone. Kept in
 * memory only, so plain codes never reach the database; a restart empties it.
 */
export class LocalSmsOutbox implements SmsSender {
  readonly kind = 'local' as const;
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly onMessage: (message: OutboxMessage) => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendVerificationCode(to: SmsRecipient, code: string, validMinutes: number, language: Language): Promise<void> {
    const message: OutboxMessage = {
      time: this.now(),
      regionCode: to.regionCode,
      phone: to.phone,
      code,
      text: verificationCodeText(code, validMinutes, language),
    };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, KEEP);
    this.onMessage(message);
  }

  /** Newest first. */
  list(): OutboxMessage[] {
    return [...this.messages];
  }

  /** The newest code sent to a phone: what a developer (or a test) reads to log in. */
  latestCode(regionCode: string, phone: string): string | undefined {
    return this.messages.find((m) => m.regionCode === regionCode && m.phone === phone)?.code;
  }
}
