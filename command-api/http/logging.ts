import type { Logger } from 'pino';

// Secrets never reach the log: passwords, tokens, challenge sessions, checkout sessions and the signatures of file links.
export const REDACTED_PATHS = [
  'password',
  'newPassword',
  'accessToken',
  'challengeSession',
  'refreshToken',
  'idToken',
  '*.password',
  '*.newPassword',
  '*.accessToken',
  '*.challengeSession',
  '*.refreshToken',
  '*.idToken',
  'req.headers.authorization',
  'req.headers.cookie',
];

// Link signatures, checkout sessions (the local checkout page's token) and socket tokens ride in query strings.
const hideSignature = (url: string) => url.replace(/([?&](?:signature|session|token)=)[^&]*/g, '$1[Redacted]');

/** The injected logger, with redaction, and request URLs stripped of link signatures. */
export const apiLogger = (logger: Logger): Logger =>
  logger.child(
    {},
    {
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: {
        req: (request: { method?: string; url?: string; host?: string; ip?: string }) => ({
          method: request.method,
          url: typeof request.url === 'string' ? hideSignature(request.url) : undefined,
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
  );
