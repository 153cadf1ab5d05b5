import pg from 'pg';
import { asUnavailable, isLostConnection } from './connection-errors';

/** Runs of one text on a connection before it is prepared there: one-off statements stay unnamed. */
export const PREPARE_AFTER_RUNS = 2;
/** Named statements a connection keeps at most; later texts run unnamed (plans cost the server memory). */
export const MAX_PREPARED_PER_CONNECTION = 256;

// Data statements only: DDL and transaction control gain nothing and would
// pin plans across schema changes.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** SQLSTATE of 'cached plan must not change result type' (feature_not_supported). */
const STALE_RESULT_TYPE = '0A000';

/**
 * A node-postgres client that prepares the statements an application runs
 * again and again. Kysely sends every query as text and parameters, so
 * PostgreSQL parses and plans each one anew; for the booking engine's hot
 * statements (the create's insert, the holds read, the session lookup) that
 * was a third of the server's time per call. Once a text has run
 * PREPARE_AFTER_RUNS times on a connection it gets a name there, and
 * node-postgres parses it once and binds it after that. PostgreSQL replans a
 * named statement by itself when a table it reads changes.
 */
export class PreparingClient extends pg.Client {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private named = 0;

  // node-postgres's query() has many overloads; only (text, values) calls,
  // which are what Kysely makes, are touched.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    let result: unknown;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = this.nameFor(text);
      if (name) result = this.runNamed(name, text, values);
    }
    result ??= (super.query as (...a: unknown[]) => unknown)(...args);
    if (!(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      if (!isLostConnection(error)) throw error;
      this.discard();
      throw asUnavailable(error);
    }) as never;
  }

  /**
   * A server that goes away answers the statement in flight with a FATAL
   * error (57P01 on a stop or failover) a moment before the socket closes.
   * In that moment the connection still looks usable and would go back to
   * the pool for the next call to fail on; ending it now makes the pool
   * discard it when it is released.
   */
  private discard(): void {
    this.end().catch(() => undefined);
  }

  /**
   * A statement whose result columns changed under it (a migration added a
   * column to a table it reads with *, say while another instance of the
   * server deploys) fails with 'cached plan must not change result type'.
   * It is prepared afresh next time, and run once more unnamed at once; inside
   * a transaction that retry cannot succeed, and the first error is what the
   * caller gets.
   */
  private async runNamed(name: string, text: string, values: unknown[]) {
    try {
      return await super.query({ name, text, values });
    } catch (error) {
      if ((error as { code?: string }).code !== STALE_RESULT_TYPE) throw error;
      this.names.delete(text);
      try {
        return await super.query(text, values);
      } catch {
        throw error;
      }
    }
  }

  private nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    // Counted as made, not as in use: a stale one stays prepared on the server.
    if (this.named >= MAX_PREPARED_PER_CONNECTION || !PREPARABLE.test(text)) return undefined;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < PREPARE_AFTER_RUNS) {
      // Bounded like the names: texts that never repeat must not pile up.
      if (this.runs.size >= MAX_PREPARED_PER_CONNECTION * 8) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    // Never reused: node-postgres remembers every name it prepared on this connection.
    const name = `fb_${++this.named}`;
    this.names.set(text, name);
    return name;
  }
}
