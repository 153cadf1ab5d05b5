import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface KeyClaim {
  scope: string;
  key: string;
  call: string;
  requestHash: string;
}

export interface StoredKey extends KeyClaim {
  ref: string | null;
  response: Uint8Array | null;
}

export class IdempotencyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(scope: string, key: string): Promise<StoredKey | undefined> {
    const row = await this.db
      .selectFrom('idempotency_key')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      scope: row.scope,
      key: row.key,
      call: row.call,
      requestHash: row.request_hash,
      ref: row.ref,
      response: row.response ? new Uint8Array(row.response) : null,
    };
  }

  /**
   * Takes the key for this change. False when another request holds it: on
   * PostgreSQL the insert waits for that request's transaction, so false
   * means it committed.
   */
  async claim(claim: KeyClaim, ref: string | null, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insertInto('idempotency_key')
      .values({
        scope: claim.scope,
        key: claim.key,
        call: claim.call,
        request_hash: claim.requestHash,
        ref,
        create_time: now,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async seal(scope: string, key: string, response: Uint8Array): Promise<void> {
    await this.db
      .updateTable('idempotency_key')
      .set({ response: Buffer.from(response) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets keys made before `before`; returns how many. */
  async purge(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_key').where('create_time', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
