/**
 * The database could not be reached or dropped the connection (a restart, a
 * failover, a network cut), as opposed to refusing the statement itself.
 * The pool raises it in place of the driver's error (see client.ts and
 * preparing-client.ts), so nothing else mistakes a payment provider's
 * refused socket for the database: the RPC edge answers it as `unavailable`
 * with Retry-After, the job runner keeps the job for later, and the start
 * waits for the database.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    // The driver's own message travels as the cause (loggers print both).
    super('the database is unreachable', { cause });
    this.name = 'DatabaseUnavailableError';
    const code = (cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') this.code = code;
  }

  /** The driver's SQLSTATE or socket error code, when it had one. */
  readonly code?: string;
}

/** Whether an error (or what it wraps) is the database being out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A node-postgres error that means the connection is gone or could not be made. */
export function isLostConnection(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  return typeof message === 'string' && UNAVAILABLE_DRIVER_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * A failed connect that means the database itself is out of reach, not that
 * it is full (53300) or that this connection found a standby (25006): only
 * then do calls stop trying until a probe gets through.
 */
export function meansDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return isLostConnection(error) && code !== '53300' && code !== '25006';
}

/** The driver's error, as DatabaseUnavailableError when it means the connection is lost. */
export function asUnavailable(error: unknown): unknown {
  return isLostConnection(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

// SQLSTATEs of a server going away or not taking sessions yet; class 08
// (connection_exception) is matched as a whole.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or immediate stop, a failover
  '57P02', // crash_shutdown: another backend crashed and the server resets
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  // read_only_sql_transaction: a connection that reached a standby (the host
  // name still pointed at the old primary, now demoted, during a failover).
  // Discarded like a lost one, the next connect resolves the name anew.
  '25006',
]);

const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports a lost or never-made connection by these messages alone.
const UNAVAILABLE_DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
