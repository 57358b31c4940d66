import WebSocket from 'ws';
import type { Principal } from '../domain/auth/roles';
import { DomainError } from '../domain/shared/errors';
import { subscriptionKey } from '../domain/realtime/protocol';
import { describeIssues, parseClientMessage, type ParsedClientMessage } from './client-message';
import type { Connection, Sender } from './connection';
import type { FanOut } from './fan-out';
import type { GatewayLogger } from './logger';
import { recordPresence } from './presence';
import type { Subscription, SubscriptionCatalog } from './subscriptions/subscription';

type SignalMessage = Extract<ParsedClientMessage, { action: 'signal' }>;
type Deps = Readonly<{
  catalog: SubscriptionCatalog;
  fanOut: FanOut;
  sender: Sender;
  logger: GatewayLogger;
  now: () => Date;
  relaySignal: (connection: Connection, message: SignalMessage) => Promise<void>;
  /** Whom the connection's user acts as now: an auditor only as Auditor (domain/audit/acting-as-auditor.ts). */
  actingPrincipal: (connection: Connection) => Promise<Principal>;
  /** Takes a refreshed token of the connection's session, or answers why not. */
  reauthenticate: (connection: Connection, token: string) => Promise<void>;
  /** Subscriptions one socket may hold: each costs a load on every change of its keys. */
  maxSubscriptions: number;
  /** Subscriptions one user may hold over all their sockets, so opening more sockets buys no more. */
  maxSubscriptionsPerUser: number;
  /** How many subscriptions the connection's user holds over all their sockets here. */
  subscriptionsOfUser: (connection: Connection) => number;
  /** setUserId named the fair this connection looks at (spec 1 §4.9). */
  onFairReported?: (connection: Connection, jobFairId: string | null) => void;
  /** loginCount (spec 1 §4.9) was reported for this fair; answered by the fair news. */
  onLoginCount?: (connection: Connection, jobFairId: string) => Promise<void>;
}>;

/** Bad input is answered with an 'error' message and never closes the connection. */
export const createMessageHandler = (deps: Deps) => {
  const { catalog, fanOut, sender, logger, now, relaySignal, onFairReported, onLoginCount } = deps;
  /** Subscribes being authorized, by user: counted against the user's cap until they hold or fail. */
  const authorizing = new Map<string, number>();
  const fail = (connection: Connection, status: number, message: string, subscription?: Subscription) =>
    void sender.send(connection, { action: 'error', message, status, ...(subscription ? { subscriptionName: subscription.name } : {}) });

  /** Resolves the subscription and its canonical props, or answers the error and returns null. */
  const resolve = (connection: Connection, name: string, props: Record<string, string>) => {
    const subscription = catalog.get(name);
    if (!subscription) {
      fail(connection, 404, `Unknown subscription '${name}'; known: ${[...catalog.keys()].join(', ')}`);
      return null;
    }
    const parsed = subscription.propsSchema.safeParse(props);
    if (!parsed.success) {
      fail(connection, 400, `Invalid props for subscription '${name}': ${describeIssues(parsed.error)}`, subscription);
      return null;
    }
    return { subscription, props: parsed.data };
  };

  const subscribe = async (connection: Connection, name: string, rawProps: Record<string, string>) => {
    const resolved = resolve(connection, name, rawProps);
    if (!resolved) return;
    const { subscription, props } = resolved;
    // Counted before authorizing, so a flood of subscribes costs no query once a cap is reached. A repeated
    // subscribe is no new one. The user's count includes subscribes still authorizing on their other sockets.
    const isNew = !fanOut.holds(connection, subscriptionKey(subscription.name, props));
    if (isNew && fanOut.countOf(connection) >= deps.maxSubscriptions)
      return fail(
        connection,
        429,
        `Too many subscriptions on this connection (at most ${deps.maxSubscriptions}); unsubscribe first`,
        subscription,
      );
    const { userId } = connection.principal;
    if (isNew && deps.subscriptionsOfUser(connection) + (authorizing.get(userId) ?? 0) >= deps.maxSubscriptionsPerUser)
      return fail(
        connection,
        429,
        `Too many subscriptions for this user (at most ${deps.maxSubscriptionsPerUser} over all connections); unsubscribe first`,
        subscription,
      );
    let allowed: boolean;
    authorizing.set(userId, (authorizing.get(userId) ?? 0) + 1);
    try {
      allowed = await subscription.authorize(await deps.actingPrincipal(connection), props);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'FORBIDDEN')) {
        logger.error({ err: error, connectionId: connection.id, subscription: name }, 'subscription authorization failed');
        return fail(connection, 500, `Could not authorize subscription '${name}'`, subscription);
      }
      allowed = false;
    } finally {
      const left = (authorizing.get(userId) ?? 1) - 1;
      if (left === 0) authorizing.delete(userId);
      else authorizing.set(userId, left);
    }
    if (!allowed) return fail(connection, 403, `You do not have permission to subscribe to '${name}' with these props`, subscription);
    // The socket may have closed while authorizing; registering it now would leak it into the fan-out.
    if (connection.socket.readyState !== WebSocket.OPEN) return;
    // 'subscribed' goes out before the rows, which are loaded asynchronously by the fan-out.
    sender.send(connection, { action: 'subscribed', subscriptionName: subscription.name, props });
    fanOut.subscribe(connection, subscription, props);
  };

  const handle = async (connection: Connection, message: ParsedClientMessage) => {
    switch (message.action) {
      case 'subscribe':
        return subscribe(connection, message.subscriptionName, message.props);
      case 'unsubscribe': {
        const resolved = resolve(connection, message.subscriptionName, message.props);
        if (resolved) fanOut.unsubscribe(connection, subscriptionKey(resolved.subscription.name, resolved.props));
        return;
      }
      case 'resync':
        fanOut.resync(connection, message.lastCheckpoint);
        return;
      case 'setUserId':
      case 'loginCount':
      case 'ping':
        // Presence is about the signed-in user; a report for someone else is refused, not recorded.
        if (message.userId !== connection.principal.userId) return fail(connection, 403, `userId does not match the signed-in user`);
        connection.presence = recordPresence(connection.presence, message, now().toISOString());
        if (message.action === 'setUserId') onFairReported?.(connection, message.jobFairId);
        if (message.action === 'ping') sender.send(connection, { action: 'pong', at: now().toISOString() });
        if (message.action === 'loginCount') await onLoginCount?.(connection, message.jobFairId);
        return;
      case 'signal':
        return relaySignal(connection, message);
      case 'authenticate':
        return deps.reauthenticate(connection, message.token);
      default: {
        const unhandled: never = message;
        return unhandled;
      }
    }
  };

  return async (connection: Connection, frame: string): Promise<void> => {
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) return fail(connection, 400, parsed.error);
    await handle(connection, parsed.message);
  };
};
