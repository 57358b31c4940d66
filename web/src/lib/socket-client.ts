import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type ClientMessage,
  PING_INTERVAL_MS,
  type ServerMessage,
  type SubscriptionName,
  subscriptionKey,
} from '../../../domain/realtime/protocol';

// The live connection (spec 1 §4.9, ARCHITECTURE.md "Realtime"): one websocket per signed-in tab.
// Every subscription's 'data' push replaces the cached rows under liveQueryKey(name, props), the same
// key the REST query of that list uses, so a screen reading the list updates without polling.

/** The query key of a live list: the subscription name and its props, e.g. ['jobFairs', { organizationId }]. */
export const liveQueryKey = (name: SubscriptionName, props: Record<string, string>): QueryKey => [name, props];

/**
 * spec 1 §4.9: a query showing a fair's booths carries boothListMeta in its `meta`, one showing a booth's
 * page boothViewMeta; boothListVersion and boothViewNeedRefreshCounter drop them when the number moves.
 */
export const boothListMeta = (jobFairId: string) => ({ boothListOf: jobFairId });
export const boothViewMeta = (boothId: string) => ({ boothViewOf: boothId });

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export type SocketIdentity = Readonly<{
  userId: string;
  role: string;
  organizationId: string | null;
  jobFairId: string | null;
  boothId?: string;
  /** The fair is Started or ClosingSession: the login is counted on open (spec 1 §4.9). */
  jobFairLive?: boolean;
}>;

/** The part of the browser WebSocket API the client uses (the `ws` package offers the same in tests). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

const OPEN = 1;
/** The gateway closes with this code when the token's session was signed out. */
export const SIGNED_OUT_CLOSE_CODE = 4401;
const MAX_RECONNECT_DELAY_MS = 30_000;

/** Backoff before reconnect number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s, with jitter of up to half. */
export const reconnectDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
};

export type SocketClientOptions = Readonly<{
  /** The socket URL with the token, or null while nobody is signed in. */
  url: () => string | null;
  queryClient: Pick<QueryClient, 'setQueryData' | 'cancelQueries' | 'invalidateQueries'>;
  identity: () => SocketIdentity | null;
  onStatus?: (status: SocketStatus) => void;
  onServerError?: (message: Extract<ServerMessage, { action: 'error' }>) => void;
  /** The gateway said the session is over: no reconnect. */
  onSignedOut?: () => void;
  createSocket?: (url: string) => SocketLike;
  reconnectDelay?: (attempt: number) => number;
  pingIntervalMs?: number;
  /**
   * False while the browser reports itself offline: no reconnect is tried then (an emulated or captive
   * offline can still let a socket through, which would end the server's grace period on a page the
   * person cannot use); the 'online' event calls reconnectNow. Always online when not given.
   */
  online?: () => boolean;
}>;

type DataListener = (subscriptionName: SubscriptionName, props: Record<string, string>) => void;
type Subscription = { name: SubscriptionName; props: Record<string, string>; holders: number };
export type SignalMessage = Extract<ServerMessage, { action: 'signal' }>;
type SignalListener = (message: SignalMessage) => void;

export class SocketClient {
  private socket: SocketLike | null = null;
  private running = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  /** The last booth list version per fair and view counter per booth the gateway told (spec 1 §4.9). */
  private readonly versions = new Map<string, number>();
  /** The newest checkpoint seen in a push; sent with 'resync' after a reconnect. */
  private checkpoint: string | null = null;
  private readonly signalListeners = new Set<SignalListener>();
  private readonly openListeners = new Set<() => void>();
  private readonly dataListeners = new Set<DataListener>();

  constructor(private readonly options: SocketClientOptions) {}

  get lastCheckpoint(): string | null {
    return this.checkpoint;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Opens the connection (no-op when already running or nobody is signed in). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes for good (sign-out): no reconnect, and the next session starts without a checkpoint. */
  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.stopPinging();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000, 'signed out');
    }
    this.checkpoint = null;
    this.attempt = 0;
    this.options.onStatus?.('idle');
  }

  /**
   * Treats the connection as lost (the browser went offline): closes the socket and reconnects with
   * the usual backoff, so the gateway sees the close instead of a socket left silent.
   */
  drop(): void {
    if (!this.running || !this.socket) return;
    this.socket.close(1000, 'offline');
  }

  /** Reconnects at once instead of waiting out the backoff (e.g. the browser came back online). */
  reconnectNow(): void {
    if (!this.running || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.connect();
  }

  /** Holds a subscription until the returned function is called; shared by every holder of the same key. */
  subscribe(name: SubscriptionName, props: Record<string, string>): () => void {
    const key = subscriptionKey(name, props);
    const existing = this.subscriptions.get(key);
    if (existing) existing.holders += 1;
    else {
      this.subscriptions.set(key, { name, props: { ...props }, holders: 1 });
      this.send({ action: 'subscribe', subscriptionName: name, props });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const subscription = this.subscriptions.get(key);
      if (!subscription) return;
      subscription.holders -= 1;
      if (subscription.holders > 0) return;
      this.subscriptions.delete(key);
      this.send({ action: 'unsubscribe', subscriptionName: name, props: subscription.props });
    };
  }

  /**
   * Hands the open socket a refreshed access token, so it outlives the token it opened with (the gateway
   * closes a socket whose token expired, and the client then reconnects with the fresh one anyway).
   */
  reauthenticate(token: string): void {
    this.send({ action: 'authenticate', token });
  }

  /** Sends a WebRTC signal to the other participant of an interview session; false when the socket is not open. */
  sendSignal(jobFairId: string, sessionId: string, payload: unknown): boolean {
    return this.send({ action: 'signal', jobFairId, sessionId, payload });
  }

  /** Listens to signals from other participants until the returned function is called. */
  onSignal(listener: SignalListener): () => void {
    this.signalListeners.add(listener);
    return () => void this.signalListeners.delete(listener);
  }

  /** Called on every (re)open: signalling sent while the socket was down is lost and must be restarted. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => void this.openListeners.delete(listener);
  }

  /** Called after each pushed frame is in the query cache: every frame on a socket was read after it opened. */
  onData(listener: DataListener): () => void {
    this.dataListeners.add(listener);
    return () => void this.dataListeners.delete(listener);
  }

  /** Tells the gateway who is here and which job fair they look at (on open and when that changes). */
  announce(): void {
    const identity = this.options.identity();
    if (!identity) return;
    this.send({ action: 'setUserId', userId: identity.userId, jobFairId: identity.jobFairId, organizationId: identity.organizationId });
  }

  private connect(): void {
    const url = this.options.url();
    if (!url) {
      this.running = false;
      this.options.onStatus?.('idle');
      return;
    }
    this.options.onStatus?.(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = this.options.createSocket ? this.options.createSocket(url) : (new WebSocket(url) as unknown as SocketLike);
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event.data);
    socket.onerror = () => undefined; // a close event always follows; reconnecting happens there
    socket.onclose = (event) => this.handleClose(socket, (event as { code?: number } | null)?.code);
  }

  private handleOpen(): void {
    this.attempt = 0;
    this.options.onStatus?.('open');
    this.announce();
    const identity = this.options.identity();
    if (identity?.jobFairLive && identity.jobFairId) {
      this.send({
        action: 'loginCount',
        userId: identity.userId,
        jobFairId: identity.jobFairId,
        role: identity.role,
        boothId: identity.boothId ?? null,
      });
    }
    for (const { name, props } of this.subscriptions.values()) this.send({ action: 'subscribe', subscriptionName: name, props });
    if (this.checkpoint) this.send({ action: 'resync', lastCheckpoint: this.checkpoint });
    this.stopPinging();
    this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs ?? PING_INTERVAL_MS);
    this.openListeners.forEach((listener) => listener());
  }

  private handleClose(socket: SocketLike, code: number | undefined): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stopPinging();
    if (!this.running) return;
    if (code === SIGNED_OUT_CLOSE_CODE) {
      this.stop();
      this.options.onSignedOut?.();
      return;
    }
    this.options.onStatus?.('reconnecting');
    this.scheduleReconnect();
  }

  /** Waits out the backoff, then connects, or waits again while the browser is offline. */
  private scheduleReconnect(): void {
    const delay = (this.options.reconnectDelay ?? reconnectDelayMs)(this.attempt);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (this.options.online?.() === false) this.scheduleReconnect();
      else this.connect();
    }, delay);
  }

  private handleMessage(raw: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as ServerMessage;
    } catch {
      return;
    }
    switch (message.action) {
      case 'data': {
        this.checkpoint = message.checkpoint;
        const queryKey = liveQueryKey(message.subscriptionName, message.props);
        // A REST answer still in flight is older than the push: cancel it so it cannot overwrite the rows.
        void this.options.queryClient.cancelQueries({ queryKey, exact: true });
        this.options.queryClient.setQueryData(queryKey, message.rows);
        this.dataListeners.forEach((listener) => listener(message.subscriptionName, message.props));
        return;
      }
      case 'error':
        this.options.onServerError?.(message);
        return;
      case 'signal':
        this.signalListeners.forEach((listener) => listener(message));
        return;
      case 'boothListVersion':
        if (this.moved(`list:${message.jobFairId}`, message.value))
          void this.options.queryClient.invalidateQueries({ predicate: (query) => query.meta?.boothListOf === message.jobFairId });
        return;
      case 'boothViewNeedRefreshCounter':
        if (this.moved(`view:${message.boothId}`, message.value))
          void this.options.queryClient.invalidateQueries({ predicate: (query) => query.meta?.boothViewOf === message.boothId });
        return;
      case 'subscribed':
      case 'authenticated':
      case 'pong':
      case 'loginCount': // the count is the report's metric; no screen of the client shows it live
        return;
      default: {
        const unknownAction: never = message;
        void unknownAction;
      }
    }
  }

  /** Stores the number; true when it differs from one stored before (the first one only sets the mark). */
  private moved(key: string, value: number): boolean {
    const previous = this.versions.get(key);
    this.versions.set(key, value);
    return previous !== undefined && previous !== value;
  }

  private ping(): void {
    const identity = this.options.identity();
    if (!identity) return;
    this.send({
      action: 'ping',
      userId: identity.userId,
      jobFairId: identity.jobFairId,
      role: identity.role,
      ...(identity.boothId ? { boothId: identity.boothId } : {}),
    });
  }

  private stopPinging(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }

  private send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }
}
