import { randomNonce } from '@/common/request-signature';

/**
 * The idempotency keys of the person's actions (docs/booking-engine.md,
 * Retrying money calls). A call whose request has an `idempotencyKey` field
 * the caller left empty gets a fresh key. When its outcome is unknown (no
 * answer arrived, a server or gateway error: the change may have been made;
 * still running; busy), the key is kept for that exact request, and sending the same
 * request again, as a person does who taps once more, reuses it: the server
 * then answers what the first attempt did instead of acting twice. An answer
 * that decides the action (done, or refused) forgets it.
 */
export class ActionKeys {
  private readonly unsettled = new Map<string, string>();

  constructor(private readonly newKey: () => string = randomNonce) {}

  /** The key of the action `fingerprint` identifies (its method and request). */
  keyFor(fingerprint: string): string {
    return this.unsettled.get(fingerprint) ?? this.newKey();
  }

  /** After an attempt: `httpStatus` 0 when nothing came back. */
  settle(fingerprint: string, key: string, httpStatus: number): void {
    if (outcomeUnknown(httpStatus)) this.unsettled.set(fingerprint, key);
    else this.unsettled.delete(fingerprint);
  }
}

/**
 * No answer; one from a server that may have made the change before failing;
 * 409 (aborted: the first attempt is still running); or 429 (busy: a payment
 * channel that could not be reached, whose attempt a retry takes up again).
 * Keeping a key for the same request is harmless where nothing was done: the
 * server, having stored nothing, simply runs it.
 */
export function outcomeUnknown(httpStatus: number): boolean {
  return httpStatus === 0 || httpStatus === 409 || httpStatus === 429 || httpStatus >= 500;
}
