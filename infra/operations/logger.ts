import pino, { type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/** Where log lines go: stdout, or a stream a test reads. */
export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

const FORMATS: readonly string[] = ['json', 'pretty'] satisfies LogFormat[];

/**
 * JSON lines for machines (production, and whenever stdout is a pipe or a file: a log shipper reads them),
 * readable lines for a person at a terminal (`npm start`). LOG_FORMAT=json|pretty overrides the choice.
 */
export const logFormatOf = (env: NodeJS.ProcessEnv, output: LogOutput): LogFormat => {
  const chosen = env.LOG_FORMAT?.trim().toLowerCase() ?? '';
  if (FORMATS.includes(chosen)) return chosen as LogFormat;
  return env.NODE_ENV === 'production' || !output.isTTY ? 'json' : 'pretty';
};

/** The platform's one logger (infra/main.ts); passwords never reach a line whatever the format. */
export const createLogger = (env: NodeJS.ProcessEnv = process.env, output: LogOutput = process.stdout): Logger => {
  const options = { level: env.LOG_LEVEL ?? 'info', redact: ['*.password', '*.newPassword', 'password'] };
  const format = logFormatOf(env, output);
  const logger =
    format === 'pretty'
      ? // In this thread, not as a worker transport: a terminal reads a few lines a second.
        pino(
          options,
          pinoPretty({ destination: output, colorize: output.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
        )
      : // pino's own fast writer to fd 1 for stdout; a given stream otherwise.
        output === process.stdout
        ? pino(options)
        : pino(options, output);
  // A mistyped LOG_FORMAT must not stop a start; it is said once, in the format chosen instead.
  const chosen = env.LOG_FORMAT?.trim();
  if (chosen && !FORMATS.includes(chosen.toLowerCase()))
    logger.warn({ LOG_FORMAT: chosen, format }, 'LOG_FORMAT is not json or pretty: chose by itself');
  return logger;
};
