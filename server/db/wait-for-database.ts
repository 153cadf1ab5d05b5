import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from './connection-errors';
import type { Database } from './schema';

export interface WaitOptions {
  /** First pause between attempts; doubles up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Waits until the database takes a statement. A server started before its
 * database (a compose file, a whole data centre coming back) logs one line
 * per attempt and keeps trying with backoff instead of exiting; anything but
 * an unreachable database (a wrong password, a missing database) fails at once.
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  log: (line: string) => void,
  options: WaitOptions = {},
): Promise<void> {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let delay = options.firstDelayMs ?? 250;
  for (;;) {
    try {
      await sql`SELECT 1`.execute(db);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = (error as { code?: string }).code ?? (error as Error).message;
      log(`FeastBook is waiting for its database (${reason}); trying again in ${delay} ms`);
      await sleep(delay);
      delay = Math.min(delay * 2, options.maxDelayMs ?? 2000);
    }
  }
}
