import type { Language } from '@common/interface-language';

/** A phone to text: the region's calling code (without +) and the national number. */
export interface SmsRecipient {
  regionCode: string;
  phone: string;
}

/**
 * Sends verification codes, in the reader's interface language. Implementations
 * never log the code (the local outbox is the exception, by design).
 */
export interface SmsSender {
  readonly kind: 'local' | 'aliyun';
  sendVerificationCode(to: SmsRecipient, code: string, validMinutes: number, language: Language): Promise<void>;
}

/** The code's text as the local outbox writes it (a real provider sends its registered template). */
export function verificationCodeText(code: string, validMinutes: number, language: Language): string {
  if (language === 'en') {
    return `[FeastBook] Your verification code is ${code}. It expires in ${validMinutes} minutes; do not share it.`;
  }
  if (language === 'zh-Hant') return `【FeastBook】您的驗證碼為${code},${validMinutes}分鐘內有效,請勿告訴他人。`;
  return `【FeastBook】您的验证码为${code},${validMinutes}分钟内有效,请勿告诉他人。`;
}
