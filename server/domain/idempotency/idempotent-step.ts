import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { IdempotencyRepository, type KeyClaim } from './idempotency.repository';

/**
 * A call made with an idempotency key, while it runs. The transaction that
 * makes its change claims the key and stores the answer before it commits,
 * so an outage leaves either both (a retry gets the answer) or neither (a
 * retry acts). The edge sets it (IdempotencyService.run); domain code only
 * marks where its change happens (withinIdempotent, or claim and seal for a
 * change made in two steps), and does nothing extra without a key.
 */
export interface IdempotentCall extends KeyClaim {
  now: Date;
  /** Encodes the call's answer from the value its change commits, read in that transaction. */
  answer(value: unknown, trx: Kysely<Database>): Promise<Uint8Array>;
  claimed: boolean;
  sealed: Uint8Array | null;
}

const current = new AsyncLocalStorage<IdempotentCall>();

/** Another request with the same key committed first: its answer is the answer. */
export class KeyAlreadyUsed extends Error {
  constructor() {
    super('idempotency key already used');
    this.name = 'KeyAlreadyUsed';
  }
}

export function runIdempotent<T>(call: IdempotentCall, body: () => Promise<T>): Promise<T> {
  return current.run(call, body);
}

/** Claims the running call's key in `trx` (once per call); `ref` names what a later step answers from. */
export async function claimIdempotent(trx: Kysely<Database>, ref: string | null = null): Promise<void> {
  const call = current.getStore();
  if (!call || call.claimed) return;
  if (!(await new IdempotencyRepository(trx).claim(call, ref, call.now))) throw new KeyAlreadyUsed();
  call.claimed = true;
}

/** Stores the running call's answer, made from `value`, in `trx`: the transaction of its last step. */
export async function sealIdempotent<T>(trx: Kysely<Database>, value: T): Promise<T> {
  const call = current.getStore();
  if (!call || !call.claimed || call.sealed) return value;
  const response = await call.answer(value, trx);
  await new IdempotencyRepository(trx).seal(call.scope, call.key, response);
  call.sealed = response;
  return value;
}

/**
 * A change made in one transaction: claims the key before it, stores the
 * answer after it, all in `trx`. Nested changes of the same call are part of
 * the first one.
 */
export async function withinIdempotent<T>(trx: Kysely<Database>, body: () => Promise<T>): Promise<T> {
  const call = current.getStore();
  if (!call || call.claimed) return body();
  await claimIdempotent(trx);
  try {
    return await sealIdempotent(trx, await body());
  } catch (error) {
    // The transaction rolls back, and the claim with it.
    call.claimed = false;
    call.sealed = null;
    throw error;
  }
}
