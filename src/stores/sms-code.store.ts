import { makeAutoObservable, runInAction } from 'mobx';
import { KNOWN_MESSAGE } from '../services/known-server-messages';
import type { VerificationPurpose } from '../gen/identity/v1/identity_provider_pb';
import type { Api } from '../services/api';
import { RpcError } from '../services/rpc-error';

/** The captcha the server asked for before it sends a code: the send it holds back, and the question's picture. */
export interface PendingCaptcha {
  regionCode: string;
  phone: string;
  purpose: VerificationPurpose;
  captchaId: string;
  /** The sum drawn as an image (a data: URL); the question is never sent as text. */
  imageUrl: string;
}

/**
 * The SMS codes this device asked for: the last one's phone and when another may be
 * asked for (login-code's countdown). Within the cooldown the same phone is not sent a
 * second code: the first still works, and the server would refuse anyway.
 */
export class SmsCodeStore {
  sent: { regionCode: string; phone: string; resendAt: number } | null = null;
  /** Set when the server wants a captcha answered before it sends (repeated sends or wrong codes). */
  captcha: PendingCaptcha | null = null;
  answering = false;

  constructor(
    private readonly api: Api,
    private readonly now: () => number = Date.now,
    private readonly language: () => string = () => '',
  ) {
    makeAutoObservable<this, 'api' | 'now' | 'language'>(
      this,
      { api: false, now: false, language: false },
      { autoBind: true },
    );
  }

  /** When this phone may have another code (ms since the epoch); null when none was sent here. */
  resendAt(regionCode: string, phone: string): number | null {
    const sent = this.sent;
    return sent && sent.regionCode === regionCode && sent.phone === phone ? sent.resendAt : null;
  }

  /** Sends a code unless one just went to this phone; answers whether the person has a working code. */
  async send(regionCode: string, phone: string, purpose: VerificationPurpose, captchaPass = ''): Promise<boolean> {
    const resendAt = this.resendAt(regionCode, phone);
    if (resendAt !== null && resendAt > this.now()) return true;
    try {
      const res = await this.api.login.sendVerificationCode({
        phoneRegionCode: regionCode,
        phone,
        purpose,
        captchaPass,
        language: this.language(),
      });
      runInAction(() => {
        this.sent = { regionCode, phone, resendAt: this.now() + res.resendAfterSeconds * 1000 };
        this.captcha = null;
      });
      return true;
    } catch (error) {
      // The catalogue has said why (a code just sent, too many today, a question to answer first, ...).
      if (error instanceof RpcError && error.rawMessage === KNOWN_MESSAGE.captchaRequired) {
        await this.askCaptcha(regionCode, phone, purpose);
      }
      return false;
    }
  }

  /** A new question for the send held back; the last one is used up whatever was answered. */
  async askCaptcha(regionCode: string, phone: string, purpose: VerificationPurpose): Promise<void> {
    try {
      const q = await this.api.captcha.getCaptchaQuestion({});
      runInAction(() => {
        this.captcha = { regionCode, phone, purpose, captchaId: q.captchaId, imageUrl: q.imageUrl };
      });
    } catch {
      runInAction(() => {
        this.captcha = null;
      });
    }
  }

  /** Answers the question and, when right, sends the code held back; answers whether it was sent. */
  async answerCaptcha(answer: string): Promise<boolean> {
    const pending = this.captcha;
    if (!pending || this.answering) return false;
    this.answering = true;
    try {
      const { captchaPass } = await this.api.captcha.checkCaptchaAnswer({
        captchaId: pending.captchaId,
        answer: answer.trim(),
      });
      return await this.send(pending.regionCode, pending.phone, pending.purpose, captchaPass);
    } catch {
      // Wrong or expired: the catalogue has said so; a question is checked once, so ask another.
      await this.askCaptcha(pending.regionCode, pending.phone, pending.purpose);
      return false;
    } finally {
      runInAction(() => {
        this.answering = false;
      });
    }
  }

  cancelCaptcha(): void {
    this.captcha = null;
  }

  forget(): void {
    this.sent = null;
  }
}
