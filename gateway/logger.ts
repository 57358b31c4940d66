/** The slice of pino the gateway uses, so any pino logger (or a test spy) can be injected. */
export type GatewayLogger = Readonly<{
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}>;

export const silentLogger: GatewayLogger = { info: () => {}, warn: () => {}, error: () => {} };
