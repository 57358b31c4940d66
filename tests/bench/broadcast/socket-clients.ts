// The broadcast bench's job seekers' websockets, in a process of their own: 10,000 client sockets beside
// 10,000 server sockets would pass this machine's file descriptor limit (20,000) in one process, and the
// split lets the server's memory be read apart from the clients'. Started by broadcast.ts with an IPC channel.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { FromClients, ToClients } from './socket-messages';

const CONNECT_BATCH = 100;
const send = (message: FromClients) => process.send!(message);
/** The one machine clock both processes read. */
const clockMs = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
const arrivals: number[] = [];
let expected = Number.POSITIVE_INFINITY;

const reportWhenAllArrived = () => {
  if (arrivals.length < expected) return;
  expected = Number.POSITIVE_INFINITY;
  send({ type: 'arrived', arrivals: [...arrivals] });
};

/** A subscribed socket, its baseline frame received; a connection reset while thousands connect is retried. */
const connect = (address: string, topicId: string, userId: string, attempt = 1): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`${address}?token=${userId}`);
    let frames = 0;
    socket.on('error', (error) => {
      if (frames > 0) return;
      socket.terminate();
      if (attempt < 5) setTimeout(() => void connect(address, topicId, userId, attempt + 1).then(resolve, reject), 200 * attempt);
      else reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ action: 'subscribe', subscriptionName: 'messagesByTopic', props: { topicId } })));
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString()) as { action: string };
      if (message.action === 'error') reject(new Error((data as Buffer).toString()));
      if (message.action !== 'data') return;
      frames += 1;
      if (frames === 1) {
        sockets.push(socket);
        resolve(); // the baseline: subscribed, nothing sent yet
        return;
      }
      arrivals.push(clockMs());
      reportWhenAllArrived();
    });
  });

process.on('message', (message: ToClients) => {
  if (message.type === 'connect') {
    const started = performance.now();
    void (async () => {
      let failed = 0;
      for (let i = 0; i < message.userIds.length; i += CONNECT_BATCH) {
        const batch = message.userIds.slice(i, i + CONNECT_BATCH);
        const outcomes = await Promise.allSettled(batch.map((userId) => connect(message.address, message.topicId, userId)));
        failed += outcomes.filter((outcome) => outcome.status === 'rejected').length;
      }
      send({ type: 'connected', sockets: sockets.length, failed, ms: performance.now() - started, rss: process.memoryUsage().rss });
    })();
  }
  if (message.type === 'await') {
    expected = message.count;
    reportWhenAllArrived();
  }
  if (message.type === 'close') {
    sockets.forEach((socket) => socket.terminate());
    process.exit(0);
  }
});
