/**
 * A start-up failure the user can act on: `message` says what is wrong and what to do, in one line; `details`
 * are more lines of the same kind, one per thing to fix (a production start missing several settings).
 */
export class StartFailure extends Error {
  readonly details: readonly string[];
  constructor(message: string, details: readonly string[] = []) {
    super(message);
    this.details = details;
    this.name = 'StartFailure';
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The one line `npm start` prints when it cannot start, whatever went wrong. */
export const startFailureLine = (error: unknown): string => {
  if (error instanceof StartFailure) return error.message;
  if (codeOf(error) === 'EADDRINUSE') {
    const port = (error as { port?: number }).port;
    return `Port ${port ?? ''} is already in use: stop what listens there, or start with another PORT (e.g. PORT=3001 npm start).`;
  }
  if (codeOf(error) === 'EACCES' && String((error as Error).message).includes('spawn'))
    return `The embedded Postgres could not run ${(error as { path?: string }).path ?? 'its binaries'} (permission denied): run npm start as a normal user, or set DATABASE_URL to an existing Postgres.`;
  const message = error instanceof Error ? error.message : String(error);
  return `The platform could not start: ${message || 'unknown error'} (details above; set LOG_LEVEL=debug for more).`;
};

/** The line of startFailureLine and, for a StartFailure with details, one more line per detail. */
export const startFailureLines = (error: unknown): string[] => [
  startFailureLine(error),
  ...(error instanceof StartFailure ? error.details : []),
];
