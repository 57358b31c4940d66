import WebSocket from 'ws';
import type { ClientMessage, ServerMessage } from '../../domain/realtime/protocol';
import { SLOW_DAY_MS } from '../support/wait';

/** A real `ws` client that queues what the gateway sends, for given/when/then assertions. */
export type TestClient = Readonly<{
  socket: WebSocket;
  received: ServerMessage[];
  send(message: ClientMessage | Record<string, unknown>): void;
  sendRaw(frame: string): void;
  /** The next not-yet-taken message matching the predicate. */
  next<M extends ServerMessage = ServerMessage>(predicate?: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<M>;
  /** Asserts that no message matching arrives within the window. */
  nothingWithin(ms: number, predicate?: (message: ServerMessage) => boolean): Promise<ServerMessage[]>;
  /** Round-trips a ping: every message sent before it has been handled. */
  barrier(userId: string): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}>;

const any = () => true;

export const connectClient = async (url: string, token: string | null, options: WebSocket.ClientOptions = {}): Promise<TestClient> => {
  const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`, options);
  const received: ServerMessage[] = [];
  const taken = new Set<ServerMessage>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse((data as Buffer).toString('utf8')) as ServerMessage);
    waiters.forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(Object.assign(new Error(`HTTP ${response.statusCode}`), { status: response.statusCode })),
    );
  });

  const find = (predicate: (message: ServerMessage) => boolean) => received.find((message) => !taken.has(message) && predicate(message));

  const next = <M extends ServerMessage>(predicate: (message: ServerMessage) => boolean = any, timeoutMs = SLOW_DAY_MS) =>
    new Promise<M>((resolve, reject) => {
      const attempt = () => {
        const found = find(predicate);
        if (!found) return false;
        taken.add(found);
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found as M);
        return true;
      };
      const wake = () => void attempt();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching message within ${timeoutMs} ms; received: ${JSON.stringify(received.map((m) => m.action))}`));
      }, timeoutMs);
      if (!attempt()) waiters.add(wake);
    });

  return {
    socket,
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (frame) => socket.send(frame),
    next,
    async nothingWithin(ms, predicate = any) {
      const before = received.length;
      await new Promise((resolve) => setTimeout(resolve, ms));
      const arrived = received.slice(before).filter(predicate);
      arrived.forEach((message) => taken.add(message));
      return arrived;
    },
    async barrier(userId) {
      socket.send(JSON.stringify({ action: 'ping', userId, jobFairId: null, role: 'test' }));
      await next((message) => message.action === 'pong');
    },
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
};
