import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import type { ClientMessage } from '../../domain/realtime/protocol';
import {
  boothListMeta,
  boothViewMeta,
  liveQueryKey,
  reconnectDelayMs,
  type SocketIdentity,
  SocketClient,
  type SocketLike,
  type SocketStatus,
} from '../../web/src/lib/socket-client';
import { SLOW_DAY_MS } from '../support/wait';

// The socket client against a real websocket server: subscribe, pushes into the query cache,
// reconnect with re-subscribe and resync, pings, and the gateway's "signed out" close.
type Peer = { socket: ServerSocket; url: string; received: ClientMessage[] };

let server: WebSocketServer;
let url: string;
let peers: Peer[];
let waiters: Array<() => void>;

const changed = () => {
  for (const wake of waiters.splice(0)) wake();
};
const until = async (condition: () => boolean, timeoutMs = SLOW_DAY_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the socket');
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 20);
    });
  }
};

beforeEach(async () => {
  peers = [];
  waiters = [];
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws?token=secret`;
  server.on('connection', (socket, request) => {
    const peer: Peer = { socket, url: request.url ?? '', received: [] };
    peers.push(peer);
    socket.on('message', (data) => {
      peer.received.push(JSON.parse((data as Buffer).toString('utf8')) as ClientMessage);
      changed();
    });
    changed();
  });
});

afterEach(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const identity: SocketIdentity = { userId: 'u1', role: 'Recruiter', organizationId: 'o1', jobFairId: 'j1' };

const makeClient = (overrides: { identity?: SocketIdentity; onSignedOut?: () => void; online?: () => boolean } = {}) => {
  const queryClient = new QueryClient();
  const statuses: SocketStatus[] = [];
  const client = new SocketClient({
    url: () => url,
    queryClient,
    identity: () => overrides.identity ?? identity,
    onStatus: (status) => statuses.push(status),
    onSignedOut: overrides.onSignedOut,
    createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
    reconnectDelay: () => 20,
    pingIntervalMs: 50,
    ...(overrides.online ? { online: overrides.online } : {}),
  });
  return { client, queryClient, statuses };
};

const push = (peer: Peer, rows: unknown[], checkpoint: string) =>
  peer.socket.send(JSON.stringify({ action: 'data', subscriptionName: 'jobFairs', props: { organizationId: 'o1' }, rows, checkpoint }));

describe('socket client', () => {
  it('registers, subscribes and folds pushes into the query cache under the list key', async () => {
    const { client, queryClient } = makeClient();
    const heard: Array<{ name: string; props: Record<string, string>; cached: unknown }> = [];
    client.onData((name, props) => heard.push({ name, props, cached: queryClient.getQueryData(liveQueryKey(name, props)) }));
    client.subscribe('jobFairs', { organizationId: 'o1' });
    client.start();
    await until(() => (peers[0]?.received.length ?? 0) >= 2);
    const peer = peers[0]!;
    expect(peer.url).toBe('/ws?token=secret');
    expect(peer.received).toEqual([
      { action: 'setUserId', userId: 'u1', jobFairId: 'j1', organizationId: 'o1' },
      { action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: 'o1' } },
    ]);

    push(peer, [{ id: 'fair-1' }], '10:1');
    const key = liveQueryKey('jobFairs', { organizationId: 'o1' });
    await until(() => queryClient.getQueryData(key) !== undefined);
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'fair-1' }]);
    expect(client.lastCheckpoint).toBe('10:1');
    // Data listeners hear of each frame once its rows are in the cache.
    expect(heard).toEqual([{ name: 'jobFairs', props: { organizationId: 'o1' }, cached: [{ id: 'fair-1' }] }]);

    push(peer, [{ id: 'fair-1' }, { id: 'fair-2' }], '11:1');
    await until(() => (queryClient.getQueryData<unknown[]>(key)?.length ?? 0) === 2);
    client.stop();
  });

  it('reconnects after a drop, re-subscribes and resyncs from the last checkpoint', async () => {
    const { client, statuses } = makeClient();
    client.subscribe('jobFairs', { organizationId: 'o1' });
    client.start();
    await until(() => (peers[0]?.received.length ?? 0) >= 2);
    push(peers[0]!, [], '42:7');
    await until(() => client.lastCheckpoint === '42:7');

    peers[0]!.socket.terminate();
    await until(() => (peers[1]?.received.length ?? 0) >= 3);
    expect(peers[1]!.received).toEqual([
      { action: 'setUserId', userId: 'u1', jobFairId: 'j1', organizationId: 'o1' },
      { action: 'subscribe', subscriptionName: 'jobFairs', props: { organizationId: 'o1' } },
      { action: 'resync', lastCheckpoint: '42:7' },
    ]);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'reconnecting', 'open']);
    client.stop();
  });

  it('pings every interval with the user, fair and role', async () => {
    const { client } = makeClient();
    client.start();
    await until(() => (peers[0]?.received.filter((message) => message.action === 'ping').length ?? 0) >= 2);
    expect(peers[0]!.received.find((message) => message.action === 'ping')).toEqual({
      action: 'ping',
      userId: 'u1',
      jobFairId: 'j1',
      role: 'Recruiter',
    });
    client.stop();
  });

  it('reports the login while the fair is live (spec 1 §4.9)', async () => {
    const { client } = makeClient({ identity: { ...identity, jobFairLive: true, boothId: 'b1' } });
    client.start();
    await until(() => (peers[0]?.received.length ?? 0) >= 2);
    expect(peers[0]!.received[1]).toEqual({ action: 'loginCount', userId: 'u1', jobFairId: 'j1', role: 'Recruiter', boothId: 'b1' });
    client.stop();
  });

  it('drops the queries of a fair’s booth list, or of a booth’s page, when their number moves (spec 1 §4.9)', async () => {
    const { client, queryClient } = makeClient();
    client.start();
    await until(() => peers.length === 1);
    const peer = peers[0]!;
    const fetched = { list: 0, view: 0, other: 0 };
    // Each query has an observer, as a mounted screen would: invalidateQueries refetches only observed ones.
    const watch = (key: keyof typeof fetched, meta: Record<string, string>) =>
      new QueryObserver(queryClient, { queryKey: [key], queryFn: () => ++fetched[key], meta, staleTime: Infinity }).subscribe(
        () => undefined,
      );
    const observers = [watch('list', boothListMeta('j1')), watch('view', boothViewMeta('b1')), watch('other', {})];
    await until(() => fetched.list === 1 && fetched.view === 1 && fetched.other === 1);
    const send = (message: object) => peer.socket.send(JSON.stringify(message));

    send({ action: 'boothListVersion', jobFairId: 'j1', value: 3 }); // the first number only sets the mark
    send({ action: 'boothViewNeedRefreshCounter', jobFairId: 'j1', boothId: 'b1', value: 0 });
    send({ action: 'boothListVersion', jobFairId: 'j1', value: 3 });
    send({ action: 'boothListVersion', jobFairId: 'j2', value: 7 });
    send({ action: 'boothListVersion', jobFairId: 'j2', value: 8 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetched).toEqual({ list: 1, view: 1, other: 1 });

    send({ action: 'boothListVersion', jobFairId: 'j1', value: 4 });
    await until(() => fetched.list === 2);
    send({ action: 'boothViewNeedRefreshCounter', jobFairId: 'j1', boothId: 'b1', value: 1 });
    await until(() => fetched.view === 2);
    expect(fetched.other).toBe(1);
    observers.forEach((stop) => stop());
    client.stop();
  });

  it('shares one subscription between holders and unsubscribes when the last lets go', async () => {
    const { client } = makeClient();
    client.start();
    await until(() => (peers[0]?.received.length ?? 0) >= 1);
    const releaseFirst = client.subscribe('jobFairs', { organizationId: 'o1' });
    const releaseSecond = client.subscribe('jobFairs', { organizationId: 'o1' });
    releaseFirst();
    releaseSecond();
    await until(() => peers[0]!.received.some((message) => message.action === 'unsubscribe'));
    expect(peers[0]!.received.filter((message) => message.action === 'subscribe')).toHaveLength(1);
    client.stop();
  });

  it('stops for good when the gateway closes with "signed out"', async () => {
    let signedOut = 0;
    const { client } = makeClient({ onSignedOut: () => (signedOut += 1) });
    client.start();
    await until(() => peers.length === 1);
    peers[0]!.socket.close(4401, 'Signed out');
    await until(() => signedOut === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(peers).toHaveLength(1);
    expect(client.isRunning).toBe(false);
  });
});

describe('interview signalling over the socket', () => {
  it('sends signals, hands received ones to listeners and announces every (re)open', async () => {
    const { client } = makeClient();
    const signals: unknown[] = [];
    let opens = 0;
    client.onSignal((message) => signals.push(message));
    client.onOpen(() => (opens += 1));
    // Nothing can be sent before the socket is open: the caller learns it and waits for onOpen.
    expect(client.sendSignal('j1', 's1', { kind: 'ready' })).toBe(false);
    client.start();
    await until(() => opens === 1);
    expect(client.sendSignal('j1', 's1', { kind: 'ready' })).toBe(true);
    await until(() => peers[0]!.received.some((message) => message.action === 'signal'));
    expect(peers[0]!.received.find((message) => message.action === 'signal')).toEqual({
      action: 'signal',
      jobFairId: 'j1',
      sessionId: 's1',
      payload: { kind: 'ready' },
    });

    const relayed = {
      action: 'signal',
      sessionId: 's1',
      fromUserId: 'u2',
      payload: { kind: 'offer', id: 'n1', description: { type: 'offer', sdp: 'v=0' } },
    };
    peers[0]!.socket.send(JSON.stringify(relayed));
    await until(() => signals.length === 1);
    expect(signals[0]).toEqual(relayed);

    peers[0]!.socket.terminate();
    await until(() => opens === 2);
    client.stop();
  });
});

describe('reconnect backoff', () => {
  it('doubles from 1 s up to 30 s with up to half jitter', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 1)).toBe(8000);
    expect(reconnectDelayMs(10, () => 1)).toBe(30_000);
  });

  it('drops the socket when the browser goes offline: the server sees a close, no reconnect is tried until it is back online', async () => {
    let online = true;
    const { client, statuses } = makeClient({ online: () => online });
    client.subscribe('jobFairs', { organizationId: 'o1' });
    client.start();
    await until(() => (peers[0]?.received.length ?? 0) >= 2);
    const serverClosed = new Promise<number>((resolve) => peers[0]!.socket.once('close', (code) => resolve(code)));

    online = false;
    client.drop();

    expect(await serverClosed).toBe(1000);
    // Ten backoff periods (20 ms each here) pass offline without a new socket.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(peers).toHaveLength(1);
    expect(statuses.at(-1)).toBe('reconnecting');

    online = true;
    client.reconnectNow();
    await until(() => peers[1]?.received.some((message) => message.action === 'subscribe') ?? false);
    expect(statuses).toContain('reconnecting');
    expect(statuses.at(-1)).toBe('open');
    client.stop();
  });
});
