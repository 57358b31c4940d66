/** The subset of a pino logger the runner uses. */
export type RunnerLogger = Readonly<{
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}>;

export const silentLogger: RunnerLogger = { info: () => {}, error: () => {} };
