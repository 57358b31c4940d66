import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type WebSocket from 'ws';
import { clockMs } from './scale';

// The same run's limits, printed beside the platform's figures as ratios (docs/benchmarks.md): what plain `ws`
// sends achieve on the very sockets the gateway holds, and what plain INSERTs achieve on the same Postgres.

export type Limit = Readonly<{ count: number; seconds: number; perSecond: number }>;

const EMPTY_FRAME = '{"action":"bench","pad":""}';

/**
 * Writes `frames` text frames of about `bytesPerFrame` bytes, one buffer shared by every send, spread
 * over `sockets` round by round as fast as ws hands them to the kernel. The client process ignores
 * the action, so it pays for receiving them as it pays for real pushes.
 */
export const rawBroadcast = async (sockets: readonly WebSocket[], frames: number, bytesPerFrame: number): Promise<Limit> => {
  const frame = Buffer.from(EMPTY_FRAME.replace('""', `"${'x'.repeat(Math.max(0, Math.round(bytesPerFrame) - EMPTY_FRAME.length))}"`));
  const start = clockMs();
  let sent = 0;
  await new Promise<void>((resolve) => {
    let unwritten = 0;
    const written = () => {
      unwritten -= 1;
      if (unwritten === 0 && sent === frames) resolve();
    };
    const round = () => {
      const before = sent;
      for (const socket of sockets) {
        if (sent === frames) break;
        if (socket.readyState !== socket.OPEN) continue;
        unwritten += 1;
        sent += 1;
        socket.send(frame, { binary: false }, written);
      }
      // Between rounds the event loop flushes what the kernel did not take at once.
      if (sent < frames && sent > before) setImmediate(round);
      else if (unwritten === 0) resolve();
    };
    round();
  });
  const seconds = (clockMs() - start) / 1000;
  return { count: sent, seconds, perSecond: sent / seconds };
};

/**
 * Single-event INSERT transactions from `writers` concurrent connections into a copy of the event
 * table (same columns and unique indexes), for `seconds`: the store's raw append rate on this Postgres.
 */
export const rawAppends = async (db: Knex, seconds = 5, writers = 16): Promise<Limit> => {
  await db.raw(`CREATE TABLE bench_raw_events (
    position bigserial PRIMARY KEY, transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(), id uuid NOT NULL UNIQUE,
    stream_id text NOT NULL, revision bigint NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
    UNIQUE (stream_id, revision))`);
  try {
    const data = JSON.stringify({ boothId: randomUUID(), seekerId: randomUUID(), enteredAt: new Date(0).toISOString() });
    const metadata = JSON.stringify({ actorId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID() });
    const start = clockMs();
    const deadline = start + seconds * 1000;
    let count = 0;
    await Promise.all(
      Array.from({ length: writers }, async (_, writer) => {
        for (let revision = 0; clockMs() < deadline; revision++) {
          await db.raw('INSERT INTO bench_raw_events (id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)', [
            randomUUID(),
            `raw-${writer}`,
            revision,
            'QueueEntered',
            data,
            metadata,
          ]);
          count += 1;
        }
      }),
    );
    const elapsed = (clockMs() - start) / 1000;
    return { count, seconds: elapsed, perSecond: count / elapsed };
  } finally {
    await db.raw('DROP TABLE bench_raw_events');
  }
};
