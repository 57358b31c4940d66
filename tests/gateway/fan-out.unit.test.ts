import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChangeLog } from '../../gateway/change-log';
import type { Connection, Sender } from '../../gateway/connection';
import { createFanOut } from '../../gateway/fan-out';
import { silentLogger } from '../../gateway/logger';
import { defineSubscription } from '../../gateway/subscriptions/subscription';

// A push is serialized once per checkpoint it claims, and that same buffer goes to
// every client claiming it; a client still owed an older change gets its own frame with its own checkpoint.
type Sent = { connection: Connection; frame: string | Buffer };

const world = () => {
  const sent: Sent[] = [];
  const sender: Sender = {
    sendFrame: (connection, frame) => {
      sent.push({ connection, frame });
      return true;
    },
    send: (connection, message) => {
      sent.push({ connection, frame: JSON.stringify(message) });
      return true;
    },
  };
  const fanOut = createFanOut({ sender, log: createChangeLog(100), logger: silentLogger, ready: Promise.resolve('0:0') });
  /** A subscription whose next load waits for `release` when `hold` is set. */
  const subscription = (name: 'boothQueueCount' | 'myQueueEntries', key: string) => {
    let rows: unknown[] = [];
    let loads = 0;
    let held: { promise: Promise<void> } | null = null;
    const definition = defineSubscription({
      name,
      propsSchema: z.object({}),
      authorize: () => true,
      keys: () => [key],
      load: async () => {
        loads += 1;
        if (held) await held.promise;
        return rows;
      },
    });
    return {
      definition,
      loads: () => loads,
      setRows: (next: unknown[]) => (rows = next),
      hold: () => {
        let release!: () => void;
        held = { promise: new Promise<void>((resolve) => (release = resolve)) };
        return () => {
          held = null;
          release();
        };
      },
    };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { sent, fanOut, subscription, settle };
};

const connection = (id: number) => ({ id }) as unknown as Connection;
const parse = (frame: string | Buffer) => JSON.parse(frame.toString()) as { rows: unknown[]; checkpoint: string };

describe('fan-out frames', () => {
  it('sends one buffer, serialized once, to every client of a change', async () => {
    const { sent, fanOut, subscription, settle } = world();
    const count = subscription('boothQueueCount', 'booth:1');
    const clients = [connection(1), connection(2), connection(3)];
    for (const client of clients) fanOut.subscribe(client, count.definition, {});
    await settle();
    sent.length = 0;

    count.setRows([{ count: 4 }]);
    fanOut.notice({ model: 'queues', checkpoint: '7:0', keys: ['booth:1'] });
    await settle();

    expect(sent.map((push) => push.connection)).toEqual(clients);
    const [first, ...others] = sent.map((push) => push.frame);
    expect(Buffer.isBuffer(first)).toBe(true);
    for (const frame of others) expect(frame).toBe(first); // the same object, not an equal copy
    expect(parse(first!)).toMatchObject({ rows: [{ count: 4 }], checkpoint: '7:0' });
  });

  it('gives a client still owed an older change its own frame, which does not claim the newer checkpoint', async () => {
    const { sent, fanOut, subscription, settle } = world();
    const count = subscription('boothQueueCount', 'booth:1');
    const mine = subscription('myQueueEntries', 'seeker:a');
    const [a, b] = [connection(1), connection(2)];
    fanOut.subscribe(a, count.definition, {});
    fanOut.subscribe(a, mine.definition, {});
    fanOut.subscribe(b, count.definition, {});
    await settle();
    sent.length = 0;

    // a's own entries changed first and are still loading when the count's newer change is pushed.
    const release = mine.hold();
    fanOut.notice({ model: 'queues', checkpoint: '5:0', keys: ['seeker:a'] });
    await settle();
    count.setRows([{ count: 1 }]);
    fanOut.notice({ model: 'queues', checkpoint: '6:0', keys: ['booth:1'] });
    await settle();

    const toA = sent.find((push) => push.connection === a)!;
    const toB = sent.find((push) => push.connection === b)!;
    expect(parse(toB.frame).checkpoint).toBe('6:0');
    expect(parse(toA.frame).checkpoint).toBe('0:0'); // claiming 6:0 would let a resync skip 5:0
    expect(parse(toA.frame).rows).toEqual(parse(toB.frame).rows);

    release();
    await settle();
    expect(parse(sent.at(-1)!.frame).checkpoint).toBe('6:0'); // once the entries arrive, a is at 6:0
  });

  it('gives a new subscriber the last rows without a load while nothing changed, and loads again after a change', async () => {
    const { sent, fanOut, subscription, settle } = world();
    const list = subscription('boothQueueCount', 'booths:fair');
    list.setRows([{ id: 'b1' }]);
    fanOut.subscribe(connection(1), list.definition, {});
    await settle();
    expect(list.loads()).toBe(1);

    for (const id of [2, 3, 4]) fanOut.subscribe(connection(id), list.definition, {});
    await settle();
    expect(list.loads()).toBe(1); // the fair's opening: one read for everyone
    expect(new Set(sent.map((push) => push.frame.toString()))).toEqual(new Set([sent[0]!.frame.toString()]));

    // Subscribers arriving one at a time get the very buffer the earlier ones got, not a copy built anew.
    const before = sent.length;
    for (const id of [6, 7]) {
      fanOut.subscribe(connection(id), list.definition, {});
      await settle();
    }
    const [sixth, seventh] = sent.slice(before).map((push) => push.frame);
    expect(Buffer.isBuffer(sixth)).toBe(true);
    expect(seventh).toBe(sixth);
    expect(sent.slice(1, before).every((push) => push.frame === sixth)).toBe(true);
    expect(list.loads()).toBe(1);

    list.setRows([{ id: 'b1' }, { id: 'b2' }]);
    fanOut.notice({ model: 'booths', checkpoint: '3:0', keys: ['booths:fair'] });
    await settle();
    expect(list.loads()).toBe(2);
    fanOut.subscribe(connection(5), list.definition, {});
    await settle();
    expect(list.loads()).toBe(2);
    expect(parse(sent.at(-1)!.frame)).toMatchObject({ rows: [{ id: 'b1' }, { id: 'b2' }], checkpoint: '3:0' });
  });
});
