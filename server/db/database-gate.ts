import { DatabaseUnavailableError, meansDatabaseDown } from './connection-errors';

export interface GateLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface DatabaseGateOptions {
  /** Opens and returns one connection, as a call would (the pool's own connect). */
  probe: () => Promise<void>;
  /** How often a closed gate tries the database again. */
  probeIntervalMs?: number;
  log?: GateLog;
}

/** While the database is away, one attempt to reach it this often. */
export const PROBE_INTERVAL_MS = 250;

/**
 * Knows whether the database can be reached. Once a connection cannot be
 * opened, every call would otherwise wait out its own connection timeout
 * (and a call meets the database several times: rate limits, replay guard,
 * session, the call itself), so the gate closes: connects fail at once with
 * DatabaseUnavailableError, and one probe every PROBE_INTERVAL_MS opens it
 * again as soon as the database takes connections. A connection that breaks
 * while in use does not close the gate: the next connect decides.
 */
export class DatabaseGate {
  private down: { since: number; cause: unknown } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private log: GateLog | undefined;

  constructor(private readonly options: DatabaseGateOptions) {
    this.log = options.log;
  }

  /** Where transitions are logged; the server sets its logger once it has one. */
  setLog(log: GateLog): void {
    this.log = log;
  }

  get isOpen(): boolean {
    return this.down === undefined;
  }

  /** Throws at once while the database is known to be unreachable. */
  check(): void {
    if (this.down) throw new DatabaseUnavailableError(this.down.cause);
  }

  /** Told of each failed connect; closes the gate when the failure means the database is away. */
  connectFailed(error: unknown): void {
    if (this.closed || this.down || !meansDatabaseDown(error)) return;
    this.down = { since: Date.now(), cause: error };
    this.log?.warn({ err: error }, 'database unreachable: calls are answered unavailable until it is back');
    this.schedule();
  }

  /** Stops probing (the pool is closing). */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.probeOnce(), this.options.probeIntervalMs ?? PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  private async probeOnce(): Promise<void> {
    this.timer = undefined;
    try {
      await this.options.probe();
    } catch (error) {
      if (this.down) this.down.cause = error;
      this.schedule();
      return;
    }
    const since = this.down?.since;
    this.down = undefined;
    if (since !== undefined && !this.closed) {
      this.log?.info({ downMs: Date.now() - since }, 'database reachable again: serving');
    }
  }
}
