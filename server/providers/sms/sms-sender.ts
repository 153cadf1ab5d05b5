/** A phone to text: the region's calling code (without +) and the national number. */
export interface SmsRecipient {
  regionCode: string;
  phone: string;
}

/** Sends verification codes. Implementations never log the code (the local outbox is the exception, by design). */
export interface SmsSender {
  readonly kind: 'local' | 'aliyun';
  sendVerificationCode(to: SmsRecipient, code: string, validMinutes: number): Promise<void>;
}
