import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import type { Knex } from 'knex';
import type { Principal } from '../domain/auth/roles';
import { actingAsAuditor, type AuditorGrant } from '../domain/audit/acting-as-auditor';
import type { ChangeBus } from '../domain/ports/change-bus';
import type { IdentityProvider } from '../domain/ports/identity';
import type { PresenceTracker } from '../domain/ports/presence-tracker';
import type { SignalBus } from '../domain/ports/signal-bus';
import { START, type Checkpoint } from '../domain/shared/event';
import { TOKEN_EXPIRED_CLOSE_CODE } from '../domain/realtime/protocol';
import { createChangeLog } from './change-log';
import { createConnection, createSender, type Connection } from './connection';
import { createFanOut } from './fan-out';
import { createFairNews } from './fair-news';
import { createMessageHandler } from './handle-message';
import { createSignalRelay, signalRecipient, type FindInterviewSession } from './signalling';
import type { GatewayLogger } from './logger';
import type { SubscriptionCatalog } from './subscriptions/subscription';
import { refuseUpgrade, upgradeToken } from './upgrade-auth';
import { tokenExpiresAt } from './token-expiry';
import { SESSION_ENDED_PREFIX } from '../projections/queries/change-keys';

export type GatewayOptions = Readonly<{
  /** The composition root's HTTP server (fastify's `app.server`), shared with REST and static files. */
  server: Server;
  path?: string;
  identity: IdentityProvider;
  bus: ChangeBus;
  catalog: SubscriptionCatalog;
  /** Reads an interview session's participants and status for the WebRTC signalling relay. */
  findInterviewSession: FindInterviewSession;
  /** Carries WebRTC signals to the gateway process holding the other participant's sockets. */
  signals: SignalBus;
  logger: GatewayLogger;
  /**
   * The lowest checkpoint every read model has committed (e.g. the minimum of the runner's status),
   * not the store's head: rows pushed before the first notice are labelled with it.
   */
  headCheckpoint: () => Promise<Checkpoint>;
  metrics?: { setConnections(count: number): void };
  /** A client whose unsent data exceeds this is terminated (it stopped reading). */
  maxBufferedBytes?: number;
  /** Larger inbound frames close the socket (1009). */
  maxPayloadBytes?: number;
  /** ws-level ping interval; a socket silent for two intervals is terminated. */
  heartbeatMs?: number;
  /** Change keys remembered for resync; older ones make a resync resend everything. */
  changeLogKeys?: number;
  /** Inbound messages waiting to be handled before the client is cut off. */
  maxQueuedMessages?: number;
  /** Subscriptions one socket may hold (the web client holds a few; each costs a load per change). */
  maxSubscriptionsPerSocket?: number;
  /** Subscriptions one user may hold over all their sockets on this process (more sockets buy no more). */
  maxSubscriptionsPerUser?: number;
  now?: () => Date;
  /** Told of every connection opened and closed, so presence follows the websocket (spec 1 §4.4). */
  presence?: PresenceTracker;
  /**
   * The user's live Auditor grant, or null. Read at every subscribe and presence report, as the API reads it
   * per request: an auditor subscribes as Auditor only and reports no presence ("auditors change nothing",
   * docs/audit.md); the token does not carry the grant.
   */
  auditorGrant: (userId: string) => Promise<AuditorGrant | null>;
  /** The read models the fair news come from (spec 1 §4.9 boothListVersion, boothViewNeedRefreshCounter, loginCount); without them none are sent. */
  readModels?: Knex;
}>;

export type Gateway = Readonly<{
  close(): Promise<void>;
  connectionCount(): number;
  /** Closes every socket of the user (e.g. after sign-out); returns how many. */
  disconnectUser(userId: string): number;
  /** Closes the sockets opened with one session's token. */
  disconnectSession(sessionId: string): number;
  /** Every open websocket: bench:fair sends raw frames on the very sockets it served, for the fan-out limit. */
  sockets(): WebSocket[];
}>;

const SIGNED_OUT = 4401; // application close code (4000-4999): the token's session ended
// The web client holds about ten (lobby, booth, queue, presence, sessions); a hundred leaves room for a
// busy admin screen and stops a client from making every queue change cost thousands of loads.
const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;
// Twice a socket's cap: a person with a busy admin screen and a few more tabs (the web client holds about ten
// each) stays under it, while one user opening sockets no longer multiplies the cap (500 over 5 sockets before).
const MAX_SUBSCRIPTIONS_PER_USER = 200;

export const createGateway = (options: GatewayOptions): Gateway => {
  const { server, identity, bus, catalog, logger } = options;
  const path = options.path ?? '/ws';
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const maxQueuedMessages = options.maxQueuedMessages ?? 256;
  const now = options.now ?? (() => new Date());

  const log = createChangeLog(options.changeLogKeys ?? 10_000);
  const ready = options.headCheckpoint().then(
    (head) => (log.setFloor(head), head),
    (error: unknown) => {
      // Without a known head every resync resends everything, which is slower but never wrong.
      logger.error({ err: error }, 'gateway could not read the head checkpoint');
      return START;
    },
  );
  const sender = createSender(options.maxBufferedBytes ?? 1024 * 1024, logger);
  const fanOut = createFanOut({ sender, log, logger, ready });
  const fairNews = options.readModels ? createFairNews({ db: options.readModels, sender, logger, now }) : null;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes ?? 64 * 1024 });
  const connections = new Set<Connection>();
  // Signals are addressed to a user, so connections are also kept by user.
  const byUser = new Map<string, Set<Connection>>();
  const relaySignal = createSignalRelay({
    findSession: options.findInterviewSession,
    publish: (signal) => options.signals.publish(signal),
    sender,
  });
  const unsubscribeSignals = options.signals.subscribe(signalRecipient((userId) => byUser.get(userId), sender));
  const trackedOf = (connection: Connection) => ({
    connectionId: connection.id,
    userId: connection.principal.userId,
    sessionId: connection.sessionId,
  });
  const actingPrincipal = async (connection: Connection) =>
    actingAsAuditor(connection.principal, await options.auditorGrant(connection.principal.userId));
  const isAuditor = async (connection: Connection) => (await options.auditorGrant(connection.principal.userId)) !== null;
  /**
   * Reports in order per connection. An auditor's connection is never counted (no UserPresenceChanged is
   * appended for them), and only a connection whose open was reported reports its fair and its close.
   */
  const reportPresence = (connection: Connection, report: 'opened' | 'lookingAt' | 'closed', jobFairId: string | null = null) => {
    const { presence } = options;
    if (!presence) return;
    const tracked = trackedOf(connection);
    connection.presenceReports = connection.presenceReports
      .then(async () => {
        if (report === 'closed') return connection.presenceTracked ? presence.closed(tracked) : undefined;
        if ((report === 'lookingAt' && !connection.presenceTracked) || (await isAuditor(connection))) return;
        if (report === 'lookingAt') return presence.lookingAt(tracked, jobFairId);
        connection.presenceTracked = true;
        await presence.opened(tracked);
      })
      .catch((error: unknown) =>
        logger.error({ err: error, connectionId: connection.id, userId: connection.principal.userId }, 'presence report failed'),
      );
  };
  const handleMessage = createMessageHandler({
    catalog,
    fanOut,
    sender,
    logger,
    now,
    relaySignal,
    actingPrincipal,
    reauthenticate: async (connection, token) => {
      const principal = await identity.verifyAccessToken(token).catch(() => null);
      // Only a token of the same session: a new sign-in opens its own socket.
      if (!principal || principal.userId !== connection.principal.userId || principal.sessionId !== connection.sessionId)
        return void sender.send(connection, { action: 'error', message: 'The token is not a valid token of this session', status: 401 });
      connection.tokenExpiresAt = tokenExpiresAt(token);
      sender.send(connection, { action: 'authenticated', expiresAt: new Date(connection.tokenExpiresAt).toISOString() });
    },
    maxSubscriptions: options.maxSubscriptionsPerSocket ?? MAX_SUBSCRIPTIONS_PER_SOCKET,
    maxSubscriptionsPerUser: options.maxSubscriptionsPerUser ?? MAX_SUBSCRIPTIONS_PER_USER,
    subscriptionsOfUser: (connection) => {
      let count = 0;
      for (const mine of byUser.get(connection.principal.userId) ?? []) count += fanOut.countOf(mine);
      return count;
    },
    // A socket already closing (signed out) must not report the user present again.
    onFairReported: (connection, jobFairId) => {
      if (connection.socket.readyState !== WebSocket.OPEN) return;
      reportPresence(connection, 'lookingAt', jobFairId);
      void fairNews
        ?.reported(connection)
        .catch((error: unknown) => logger.error({ err: error, connectionId: connection.id }, 'fair news not sent'));
    },
    ...(fairNews ? { onLoginCount: (connection: Connection, jobFairId: string) => fairNews.loginCount(connection, jobFairId) } : {}),
  });
  /** Close reports still running, awaited on shutdown so presence is settled before the database closes. */
  const pendingReports = new Set<Promise<void>>();
  let nextId = 0;
  let closed = false;

  const countChanged = () => options.metrics?.setConnections(connections.size);

  /** A socket past its token's expiry closes; the client reconnects (or re-authenticates before) with a fresh token. */
  const closeIfExpired = (connection: Connection) => {
    if (now().getTime() < connection.tokenExpiresAt) return false;
    connection.socket.close(TOKEN_EXPIRED_CLOSE_CODE, 'Access token expired');
    return true;
  };

  const accept = (socket: WebSocket, principal: Principal & { sessionId: string }, expiresAt: number) => {
    const connection = createConnection(++nextId, socket, principal, expiresAt);
    connections.add(connection);
    byUser.set(principal.userId, (byUser.get(principal.userId) ?? new Set()).add(connection));
    countChanged();
    reportPresence(connection, 'opened');
    let queued = 0;
    socket.on('pong', () => (connection.missedHeartbeats = 0));
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.missedHeartbeats = 0;
      if (closeIfExpired(connection)) return;
      if (++queued > maxQueuedMessages) return socket.close(1008, 'Too many messages');
      // ws hands a text frame over as one Buffer (binaryType 'nodebuffer').
      const frame = isBinary ? null : (data as Buffer).toString('utf8');
      connection.inbox = connection.inbox
        .then(() =>
          frame === null
            ? void sender.send(connection, { action: 'error', message: 'Binary frames are not supported', status: 400 })
            : handleMessage(connection, frame),
        )
        .catch((error: unknown) => logger.error({ err: error, connectionId: connection.id }, 'websocket message handling failed'))
        .finally(() => (queued -= 1));
    });
    socket.on('error', (error) => logger.warn({ err: error, connectionId: connection.id }, 'websocket error'));
    socket.on('close', (code) => {
      connections.delete(connection);
      const mine = byUser.get(principal.userId);
      mine?.delete(connection);
      if (mine?.size === 0) byUser.delete(principal.userId);
      fanOut.drop(connection);
      countChanged();
      reportPresence(connection, 'closed');
      pendingReports.add(connection.presenceReports);
      void connection.presenceReports.finally(() => pendingReports.delete(connection.presenceReports));
      logger.info({ connectionId: connection.id, userId: principal.userId, code }, 'websocket closed');
    });
    logger.info({ connectionId: connection.id, userId: principal.userId }, 'websocket opened');
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (url.pathname !== path) return; // other upgrade handlers (e.g. a dev server) may own it
    socket.on('error', () => socket.destroy());
    const token = upgradeToken(request, url);
    if (!token) return refuseUpgrade(socket, 401, 'Missing access token');
    identity.verifyAccessToken(token).then(
      (principal) => {
        if (closed) return refuseUpgrade(socket, 503, 'Shutting down');
        if (socket.destroyed) return;
        wss.handleUpgrade(request, socket, head, (ws) => accept(ws, principal, tokenExpiresAt(token)));
      },
      () => refuseUpgrade(socket, 401, 'Invalid or expired access token'),
    );
  };
  server.on('upgrade', onUpgrade);

  const unsubscribeBus = bus.subscribe((notice) => {
    // A session signed out on any process: its sockets here close too.
    for (const key of notice.keys)
      if (key.startsWith(SESSION_ENDED_PREFIX)) disconnect((connection) => connection.sessionId === key.slice(SESSION_ENDED_PREFIX.length));
    fanOut.notice(notice);
    void fairNews?.notice(notice, connections);
  });

  // Sockets that vanish without a close frame (sleeping laptops, dropped NAT entries) would otherwise stay forever.
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (closeIfExpired(connection)) continue;
      if (connection.missedHeartbeats >= 2) {
        logger.info({ connectionId: connection.id, userId: connection.principal.userId }, 'websocket missed heartbeats; terminating');
        connection.socket.terminate();
        continue;
      }
      connection.missedHeartbeats += 1;
      connection.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const disconnect = (matches: (connection: Connection) => boolean) => {
    let count = 0;
    for (const connection of connections)
      if (matches(connection)) {
        connection.socket.close(SIGNED_OUT, 'Signed out');
        count += 1;
      }
    return count;
  };

  return {
    connectionCount: () => connections.size,
    disconnectUser: (userId) => disconnect((connection) => connection.principal.userId === userId),
    disconnectSession: (sessionId) => disconnect((connection) => connection.sessionId === sessionId),
    sockets: () => [...connections].map((connection) => connection.socket),
    async close() {
      if (closed) return;
      closed = true;
      server.off('upgrade', onUpgrade);
      clearInterval(heartbeat);
      unsubscribeBus();
      unsubscribeSignals();
      const allClosed = Promise.all(
        [...connections].map((connection) => new Promise((resolve) => connection.socket.once('close', resolve))),
      );
      for (const connection of connections) connection.socket.close(1001, 'Server shutting down');
      // A client that never answers the close frame must not hold up shutdown.
      const grace = setTimeout(() => connections.forEach((connection) => connection.socket.terminate()), 2000);
      await allClosed;
      clearTimeout(grace);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await Promise.allSettled([...pendingReports]);
      await fanOut.close();
    },
  };
};
