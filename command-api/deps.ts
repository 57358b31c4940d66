import type { IdentityClientConfig } from '../domain/auth/identity-client-config';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { Clock } from '../domain/ports/clock';
import type { DocumentConverter } from '../domain/ports/document-converter';
import type { EventStore } from '../domain/ports/event-store';
import type { FileStorage } from '../domain/ports/file-storage';
import type { IdentityProvider } from '../domain/ports/identity';
import type { PaymentGateway } from '../domain/ports/payments';
import type { MailOutbox, MailSender } from '../domain/ports/mail';
import type { RobotCheck } from '../domain/ports/robot-check';
import type { VideoRooms } from '../domain/ports/video-rooms';
import type { Checkpoint } from '../domain/shared/event';
import type { FairReads } from '../projections/queries/fair-reads';

export type ProjectionLag = Readonly<{ projector: string; lag: number }>;

/** Everything the command API needs from outside, injected by the composition root (or a test). */
export type ApiDeps = Readonly<{
  eventStore: EventStore;
  identity: IdentityProvider;
  fileStorage: FileStorage;
  /** Read side: the Postgres of the read models, read through projections/queries. */
  db: Knex;
  clock: Clock;
  newId: () => string;
  logger: Logger;
  metrics: Registry;
  /**
   * Resolves once every projector (or each of `only`) has applied the log up to `checkpoint`, so a
   * command route can answer with what it wrote (read-your-writes). May reject with ProjectionTimeout;
   * the route then answers with the read model as it stands.
   */
  awaitProjection: (checkpoint: Checkpoint, only?: readonly string[]) => Promise<void>;
  /**
   * The fairs requests are authorised against, kept until their change notice (the platform's); absent,
   * every request reads its fair.
   */
  fairs?: FairReads;
  /** /readyz answers 503 until this resolves true (database reachable, projections caught up). */
  readiness: () => Promise<boolean>;
  projectionStatus: () => readonly ProjectionLag[];
  /**
   * Called once POST /api/auth/sign-out has ended the session, e.g. so the composition root closes the
   * websockets opened with its tokens. If it throws, the error is logged and the sign-out still succeeds.
   */
  onSignedOut?: (session: Readonly<{ sessionId: string; userId: string }>) => void;
  /** Sign-in attempts per client address and email within the window (spec 1 §8.1 TooManyRequestsException). */
  signInRateLimit?: Readonly<{ max: number; timeWindowMs: number }>;
  /** The payments port: the local checkout page by default, Stripe when configured; absent, payment routes answer 404. */
  payments?: PaymentGateway;
  /** The embedded mail outbox, which admins read at GET /api/admin/mail-outbox; absent with a real mail provider. */
  mailOutbox?: MailOutbox;
  /** Where the platform's own mails go (email identity verification); the outbox when absent. */
  mail?: MailSender;
  /** True when mail leaves through a real SMTP server (SMTP_URL): the identities screen shows Production Mode, else Sandbox Mode. */
  smtpConfigured?: boolean;
  /** The registration robot check (spec 3 §2.1); without it POST /api/auth/sign-up refuses every request. */
  robotCheck?: RobotCheck;
  /** Requests per client address within the window for sign-up, confirmation, codes and public lookups. */
  accountRateLimit?: Readonly<{ max: number; timeWindowMs: number }>;
  /** Account lookups (check-user-exists) from all addresses together within the window; see docs/security.md. */
  /** The bearer token /metrics asks for (401 without it); without it /metrics answers only on the loopback address. */
  metricsToken?: string;
  /** True when /metrics is served on an internal port of its own (METRICS_PORT): the public server then has no /metrics. */
  metricsOnOwnPort?: boolean;
  /** Fastify's `trustProxy` (TRUST_PROXY, infra/trust-proxy.ts): whose X-Forwarded-* headers are believed; none when absent. */
  trustProxy?: boolean | number | readonly string[];
  accountLookupGlobalLimit?: Readonly<{ max: number; timeWindowMs: number }>;
  /** What GET /api/public/identity-config tells the web client; the built-in engine when absent. */
  identityClientConfig?: IdentityClientConfig;
  /** Video rooms and tokens of interviews (embedded WebRTC by default, Vonage when configured). */
  videoRooms: VideoRooms;
  /** The platform's own domain (PLATFORM_DOMAIN): sponsors' sites are its subdomains (spec 3 §2.3); 'localhost' when absent. */
  platformDomain?: string;
  /** How long a disconnected candidate keeps their queue place; QUEUE_CONNECTION_GRACE_MS unless a test shortens it. */
  queueConnectionGraceMs?: number;
  /** Word and text resumes to PDF (POST /documents/convert); absent, the call answers that conversion is not available. */
  documentConverter?: DocumentConverter;
  /**
   * False in a process without the api role (infra/roles): only the operations routes (health, readiness,
   * metrics) and the well-known ones answer; /api is routed to the api processes. True when absent.
   */
  apiRoutes?: boolean;
}>;
