import pg from 'pg';

/** Runs of one text on a connection before it is prepared there: one-off statements stay unnamed. */
export const PREPARE_AFTER_RUNS = 2;
/** Named statements a connection keeps at most; later texts run unnamed (plans cost the server memory). */
export const MAX_PREPARED_PER_CONNECTION = 256;

// Data statements only: DDL and transaction control gain nothing and would
// pin plans across schema changes.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

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

  // node-postgres's query() has many overloads; only (text, values) calls,
  // which are what Kysely makes, are touched.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && callback === undefined) {
      const name = this.nameFor(text);
      if (name) return super.query({ name, text, values } as pg.QueryConfig) as never;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  private nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known) return known;
    if (this.names.size >= MAX_PREPARED_PER_CONNECTION || !PREPARABLE.test(text)) return undefined;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < PREPARE_AFTER_RUNS) {
      // Bounded like the names: texts that never repeat must not pile up.
      if (this.runs.size >= MAX_PREPARED_PER_CONNECTION * 8) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    const name = `fb_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}
