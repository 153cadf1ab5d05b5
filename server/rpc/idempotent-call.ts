import { createHash } from 'node:crypto';
import { clone, create, fromBinary, toBinary, type DescMessage, type Message } from '@bufbuild/protobuf';
import type { HandlerContext } from '@connectrpc/connect';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { IdempotencyService } from '../domain/idempotency/idempotency.service';
import { rpcContext } from './rpc-context';

/** A request that may carry the caller's idempotency key. */
type Keyed = Message & { idempotencyKey: string };

/**
 * Maps the value a call's change commits to its answer. Inside that change's
 * transaction `trx` is given, to read what else the answer shows; after
 * commit (no key) it is null.
 */
export type Answer<V, R> = (value: V, trx: Kysely<Database> | null) => R | Promise<R>;

/**
 * Money-moving handlers run through this: with a key, the first call's
 * answer is stored with its change and a retry gets it again (see
 * IdempotencyService); without one the call simply runs. Keys belong to the
 * caller: the user, or the session of a caller without an account.
 */
export function idempotentCalls(idempotency: IdempotencyService) {
  return async function once<V, R extends object>(
    ctx: HandlerContext,
    request: Keyed,
    exec: () => Promise<V>,
    answer: Answer<V, R>,
    resume?: (ref: string) => Promise<V>,
  ): Promise<R> {
    const key = request.idempotencyKey.trim();
    const active = key ? await rpcContext(ctx).session() : null;
    const scope = active?.user ? `user:${active.user.id}` : active ? `session:${active.session.id}` : '';
    if (!scope) return answer(await exec(), null);

    const { input, output } = ctx.method;
    const decode = (bytes: Uint8Array) => fromBinary(output as DescMessage, bytes) as unknown as R;
    const outcome = await idempotency.run<V>({
      claim: {
        scope,
        key,
        call: `${ctx.method.parent.typeName}/${ctx.method.name}`,
        requestHash: hashOf(input, request),
      },
      answer: async (value, trx) =>
        toBinary(output, create(output, (await answer(value as V, trx)) as Record<string, unknown>)),
      exec,
      resume,
    });
    if ('replay' in outcome) return decode(outcome.replay);
    // Answer as a retry would be answered, byte for byte.
    return outcome.sealed ? decode(outcome.sealed) : answer(outcome.value, null);
  };
}

export type IdempotentCalls = ReturnType<typeof idempotentCalls>;

/** The request's fingerprint without its key. */
function hashOf(schema: DescMessage, request: Keyed): string {
  const copy = clone(schema, request) as Keyed;
  copy.idempotencyKey = '';
  return createHash('sha256').update(toBinary(schema, copy)).digest('hex');
}
