import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { IdempotencyRepository, type KeyClaim, type StoredKey } from './idempotency.repository';
import { KeyAlreadyUsed, runIdempotent, type IdempotentCall } from './idempotent-step';

export type IdempotentOutcome<V> =
  /** Answered before: the stored answer, nothing done now. */
  | { replay: Uint8Array }
  /** Done now; `sealed` is the answer stored with the change (null when it had no change of its own to store it with). */
  | { value: V; sealed: Uint8Array | null };

export interface IdempotentRun<V> {
  claim: KeyClaim;
  answer: IdempotentCall['answer'];
  exec: () => Promise<V>;
  /** Finishes a call whose first step committed but whose answer was not stored (a payment opened at its channel). */
  resume?: (ref: string) => Promise<V>;
}

/**
 * Runs money-moving calls at most once per caller and key (docs/booking-engine.md,
 * Retrying money calls): a key already answered gives that answer again, a
 * key used for another request is refused, and a new key runs the call with
 * its change claiming the key (idempotent-step.ts).
 */
export class IdempotencyService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async run<V>(run: IdempotentRun<V>): Promise<IdempotentOutcome<V>> {
    const repo = new IdempotencyRepository(this.db);
    const stored = await repo.find(run.claim.scope, run.claim.key);
    if (stored) return this.again(stored, run);
    const call = this.call(run, false);
    try {
      const value = await runIdempotent(call, run.exec);
      return { value, sealed: call.sealed };
    } catch (error) {
      // A retry that raced the first call: whatever we were told (the key
      // taken, or a status the first call had just moved), its answer counts.
      // A key with no answer yet is a payment's first step (this call's own,
      // or one still running): our own error stands.
      const now = await repo.find(run.claim.scope, run.claim.key);
      if (now && (now.response || !sameRequest(now, run.claim))) return this.again(now, run);
      if (error instanceof KeyAlreadyUsed) throw domainError('conflict', 'requestStillRunning');
      throw error;
    }
  }

  private async again<V>(stored: StoredKey, run: IdempotentRun<V>): Promise<IdempotentOutcome<V>> {
    if (!sameRequest(stored, run.claim)) throw domainError('invalid', 'idempotencyKeyReused');
    if (stored.response) return { replay: stored.response };
    if (stored.ref === null || !run.resume) throw domainError('conflict', 'requestStillRunning');
    const call = this.call(run, true);
    const resume = run.resume;
    const value = await runIdempotent(call, () => resume(stored.ref as string));
    return { value, sealed: call.sealed };
  }

  private call<V>(run: IdempotentRun<V>, claimed: boolean): IdempotentCall {
    return { ...run.claim, now: this.now(), answer: run.answer, claimed, sealed: null };
  }
}

function sameRequest(stored: KeyClaim, claim: KeyClaim): boolean {
  return stored.call === claim.call && stored.requestHash === claim.requestHash;
}
