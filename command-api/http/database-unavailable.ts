// Errors that mean the database could not be reached or the connection died mid-command. A command
// caught by one may or may not have been stored, so the client is told to retry (503), not that the
// server is broken (500); a retry with the same Idempotency-Key is recognised (docs/write-side.md "Database outage and idempotent retries").

/** Seconds a client waits before retrying; Postgres restarting takes a few. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// Socket failures on connect or mid-query.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATE: class 08 connection exceptions; 57P01-57P03 the server shutting down, crashed or starting up.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
// node-postgres and knex raise these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /connection error and is not queryable/, /^Knex: Timeout acquiring a connection/];

const isUnavailable = (error: unknown, depth: number): boolean => {
  if (!(error instanceof Error) || depth > 3) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  // A Unix socket path without a server behind it: Postgres is down and took its socket file away.
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect') return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (connect tried on IPv4 and IPv6) or a wrapped cause.
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => isUnavailable(cause, depth + 1));
};

/** True when the error says the database is out of reach, not that the request or the code is wrong. */
export const isDatabaseUnavailable = (error: unknown): boolean => isUnavailable(error, 0);
