import { makeAutoObservable, runInAction } from 'mobx';
import type { VerificationPurpose } from '../gen/identity/v1/identity_provider_pb';
import type { Api } from '../services/api';

/**
 * The SMS codes this device asked for: the last one's phone and when another may be
 * asked for (login-code's countdown). Within the cooldown the same phone is not sent a
 * second code: the first still works, and the server would refuse anyway.
 */
export class SmsCodeStore {
  sent: { regionCode: string; phone: string; resendAt: number } | null = null;

  constructor(
    private readonly api: Api,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'api' | 'now'>(this, { api: false, now: false }, { autoBind: true });
  }

  /** When this phone may have another code (ms since the epoch); null when none was sent here. */
  resendAt(regionCode: string, phone: string): number | null {
    const sent = this.sent;
    return sent && sent.regionCode === regionCode && sent.phone === phone ? sent.resendAt : null;
  }

  /** Sends a code unless one just went to this phone; answers whether the person has a working code. */
  async send(regionCode: string, phone: string, purpose: VerificationPurpose): Promise<boolean> {
    const resendAt = this.resendAt(regionCode, phone);
    if (resendAt !== null && resendAt > this.now()) return true;
    try {
      const res = await this.api.login.sendVerificationCode({ phoneRegionCode: regionCode, phone, purpose });
      runInAction(() => {
        this.sent = { regionCode, phone, resendAt: this.now() + res.resendAfterSeconds * 1000 };
      });
      return true;
    } catch {
      // The catalogue has said why (a code just sent, too many today, ...).
      return false;
    }
  }

  forget(): void {
    this.sent = null;
  }
}
