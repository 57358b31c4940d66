// The simulated fair's websocket clients, in a process of their own: 10,300 client sockets beside
// 10,300 server sockets would pass this machine's file descriptor limit (20,000) in one process,
// and the split shows the gateway's memory per connection apart from the clients'.
// Started by fleet.ts with an IPC channel; see fleet-messages.ts.
import WebSocket from 'ws';
import { compareCheckpoints, START, type Checkpoint } from '../../../domain/shared/event';
import type { TimedNotice } from './instrument';
import { ALL, type FleetClient, type FleetSubscription, type FromFleet, type Memory, type ToFleet } from './fleet-messages';
import { createReservoir } from './reservoir';
import { clockMs } from './scale';

type Sub = FleetSubscription & { pointers: number[]; hasRows: boolean };
type Client = { socket: WebSocket | null; subs: Sub[]; watermark: Checkpoint };
type Frame = { client: Client; sub: Sub; checkpoint: Checkpoint; arrival: number };

const SAMPLE_SIZE = 200_000;
/**
 * How long after a frame's arrival the announcement of a change it carries may still come. A gateway in
 * its own process (BENCH_GATEWAY_PROCESS) hears a notice from Postgres as soon as the bench process does,
 * and its frame can reach this process before the bench's announcement of the same change does over IPC.
 * Such a change counts as delivered at the frame's arrival (latency 0), not at the subscription's next frame.
 */
const OUTRUN_MS = 500;
const send = (message: FromFleet) => process.send!(message);
const memory = (): Memory => {
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external };
};

const clients: Client[] = [];
/** Per change key the clients subscribe to: the announced changes, in order. */
const notices = new Map<string, { checkpoints: Checkpoint[]; at: number[] }>();
let newestNotice: Checkpoint = START;
let measureFrom = Number.POSITIVE_INFINITY;
const deferred: Frame[] = [];
const latencies = new Map<string, ReturnType<typeof createReservoir>>();
const framesByName: Record<string, number> = {};
const bytesByName: Record<string, number> = {};
/** Frames per subscription name by the FRAME_WINDOW_MS of the load they arrived in: the opening wave beside the rest. */
const framesByWindow: Record<string, number[]> = {};
const FRAME_WINDOW_MS = 10_000;
const offered = new Set<string>();
let closedByServer = 0;
let errorFrames = 0;
let closing = false;

/**
 * A frame's checkpoint says the client now holds every change up to it on all its subscriptions
 * (protocol.ts), so each change up to it that was announced before the frame arrived is delivered
 * at this frame's arrival, if not before. A frame that does not raise the checkpoint still brings
 * its own subscription's changes: a projector that commits late announces below the checkpoint.
 */
const settle = ({ client, sub: own, checkpoint, arrival }: Frame) => {
  const raised = compareCheckpoints(checkpoint, client.watermark) > 0;
  if (raised) client.watermark = checkpoint;
  for (const sub of client.subs) {
    if (!raised && sub !== own) continue;
    sub.keys.forEach((key, index) => {
      const announced = notices.get(key)!;
      let pointer = sub.pointers[index]!;
      for (
        ;
        pointer < announced.checkpoints.length &&
        compareCheckpoints(announced.checkpoints[pointer]!, checkpoint) <= 0 &&
        announced.at[pointer]! <= arrival + OUTRUN_MS;
        pointer++
      ) {
        if (announced.at[pointer]! < measureFrom) continue;
        for (const name of [sub.name, ALL]) {
          let reservoir = latencies.get(name);
          if (!reservoir) latencies.set(name, (reservoir = createReservoir(SAMPLE_SIZE)));
          reservoir.add(Math.max(0, arrival - announced.at[pointer]!));
        }
      }
      sub.pointers[index] = pointer;
    });
  }
};

/** A frame may outrun the IPC message announcing its change; it waits until that has come, and OUTRUN_MS. */
const settleKnown = () => {
  const settled = clockMs() - OUTRUN_MS;
  while (deferred.length > 0 && deferred[0]!.arrival <= settled && compareCheckpoints(deferred[0]!.checkpoint, newestNotice) <= 0)
    settle(deferred.shift()!);
};

const onNotice = (notice: TimedNotice) => {
  if (compareCheckpoints(notice.checkpoint, newestNotice) > 0) newestNotice = notice.checkpoint;
  // Kept in the order announced, which is the order the gateway hears them in.
  for (const key of notice.keys) {
    const announced = notices.get(key);
    if (!announced) continue;
    announced.checkpoints.push(notice.checkpoint);
    announced.at.push(notice.at);
  }
  settleKnown();
};

// Frames are read the way a browser would use them, but only as far as needed: the name from the
// head, the checkpoint from the tail (the gateway appends it last), the whole text of the session
// list only (to answer offers). Decoding every 50 KB lobby frame would make this process the bottleneck.
const NAME = /^\{"action":"data","subscriptionName":"(\w+)"/;
const CHECKPOINT = /"checkpoint":"([^"]+)"\}$/;

const onFrame = (client: Client, data: Buffer) => {
  const arrival = clockMs();
  const head = data.toString('latin1', 0, 80);
  const name = NAME.exec(head)?.[1];
  if (!name) {
    if (head.startsWith('{"action":"error"')) errorFrames++;
    return;
  }
  const checkpoint = CHECKPOINT.exec(data.toString('latin1', Math.max(0, data.length - 80)))?.[1];
  const sub = client.subs.find((each) => each.name === name);
  if (!checkpoint || !sub) throw new Error(`Unexpected frame: ${head}`);
  sub.hasRows = true;
  framesByName[name] = (framesByName[name] ?? 0) + 1;
  bytesByName[name] = (bytesByName[name] ?? 0) + data.length;
  if (arrival >= measureFrom) {
    const windows = (framesByWindow[name] ??= []);
    const index = Math.floor((arrival - measureFrom) / FRAME_WINDOW_MS);
    windows[index] = (windows[index] ?? 0) + 1;
  }
  if (name === 'candidateSessions') {
    for (const row of (JSON.parse(data.toString()) as { rows: { id: string; candidateId: string; status: string }[] }).rows) {
      if (row.status !== 'AWAITING' || offered.has(row.id)) continue;
      offered.add(row.id);
      send({ type: 'offer', candidateId: row.candidateId, sessionId: row.id, at: arrival });
    }
  }
  deferred.push({ client, sub, checkpoint, arrival });
};

const open = (wsUrl: string, spec: FleetClient): Promise<boolean> =>
  new Promise((resolve) => {
    const client: Client = {
      socket: null,
      subs: spec.subscriptions.map((sub) => ({ ...sub, pointers: sub.keys.map(() => 0), hasRows: false })),
      watermark: START,
    };
    for (const sub of client.subs) for (const key of sub.keys) if (!notices.has(key)) notices.set(key, { checkpoints: [], at: [] });
    const socket = new WebSocket(`${wsUrl}?token=${encodeURIComponent(spec.token)}`);
    socket.on('message', (data: Buffer) => onFrame(client, data));
    socket.once('open', () => {
      client.socket = socket;
      clients.push(client);
      for (const sub of spec.subscriptions)
        socket.send(JSON.stringify({ action: 'subscribe', subscriptionName: sub.name, props: sub.props }));
      resolve(true);
    });
    socket.once('close', () => {
      if (client.socket && !closing) closedByServer++;
    });
    socket.once('error', () => resolve(false));
  });

const withoutRows = () => clients.reduce((total, client) => total + client.subs.filter((sub) => !sub.hasRows).length, 0);

const connect = async (wsUrl: string, specs: readonly FleetClient[], width: number) => {
  const before = memory();
  const started = clockMs();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < specs.length) if (!(await open(wsUrl, specs[next++]!))) failed++;
    }),
  );
  // Connected means subscribed: every subscription has had its first rows.
  while (withoutRows() > 0 && clockMs() - started < 600_000) await new Promise((resolve) => setTimeout(resolve, 200));
  send({ type: 'connected', opened: clients.length, failed, seconds: (clockMs() - started) / 1000, before, after: memory() });
};

setInterval(settleKnown, 50).unref();
setInterval(() => {
  // Frames whose change was announced on a key nobody here watches never meet a newer notice; 2 s is plenty.
  const old = clockMs() - 2_000;
  while (deferred.length > 0 && deferred[0]!.arrival < old) settle(deferred.shift()!);
}, 500).unref();

// Orphaned (the bench process ended): nothing left to measure.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: ToFleet) => {
  switch (message.type) {
    case 'connect':
      void connect(message.wsUrl, message.clients, message.width);
      return;
    case 'notice':
      onNotice(message.notice);
      return;
    case 'measureFrom':
      measureFrom = message.from;
      return;
    case 'progress': {
      const undeliveredByName: Record<string, number> = {};
      for (const client of clients)
        for (const sub of client.subs)
          sub.keys.forEach((key, index) => {
            const left = notices.get(key)!.checkpoints.length - sub.pointers[index]!;
            if (left > 0) undeliveredByName[sub.name] = (undeliveredByName[sub.name] ?? 0) + left;
          });
      const undelivered = Object.values(undeliveredByName).reduce((total, left) => total + left, deferred.length);
      send({
        type: 'progress',
        undelivered,
        undeliveredByName,
        withoutRows: withoutRows(),
        openSockets: clients.filter((client) => client.socket?.readyState === WebSocket.OPEN).length,
      });
      return;
    }
    case 'results':
      send({
        type: 'results',
        latencies: Object.fromEntries(
          [...latencies].map(([name, reservoir]) => [name, { sampleMs: reservoir.sample(), count: reservoir.count() }]),
        ),
        framesByName,
        framesByWindow,
        bytesByName,
        closedByServer,
        errorFrames,
        clientsWithFrames: clients.filter((client) => client.subs.every((sub) => sub.hasRows)).length,
        clients: clients.length,
      });
      return;
    case 'close':
      closing = true;
      for (const client of clients) client.socket?.terminate();
      process.exit(0);
  }
});
