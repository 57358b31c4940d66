import pg from 'pg';
import type { AllSubscription } from '../../domain/ports/event-store';
import type { Checkpoint, RecordedEvent } from '../../domain/shared/event';

/** A wake-up that is never lost: a signal raised while nobody waits makes the next wait return at once. */
export class WakeUp {
  private pending = false;
  private waiter: (() => void) | null = null;

  signal(): void {
    this.pending = true;
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  }

  /** Resolves true when woken by a signal, false when the timeout ran out. */
  wait(timeoutMs: number): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = null;
        resolve(false);
      }, timeoutMs);
      this.waiter = () => {
        clearTimeout(timer);
        this.pending = false;
        resolve(true);
      };
    });
  }
}

/**
 * One LISTEN connection per store, shared by its subscriptions. It is a separate client built from
 * the pool's own settings, so it never takes a pool slot for good. If it breaks, subscriptions keep
 * polling and the next call reconnects.
 */
export class AppendListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly wakeUps = new Set<WakeUp>();
  private closed = false;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly channel: string,
  ) {}

  register(wakeUp: WakeUp): () => void {
    this.wakeUps.add(wakeUp);
    return () => this.wakeUps.delete(wakeUp);
  }

  /** Best effort: a failure to listen only means waiting for the poll. */
  ensureListening(): Promise<void> {
    if (this.closed || this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.clientConfig);
    const drop = () => {
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
    };
    client.on('error', drop);
    client.on('end', () => {
      if (this.client === client) this.client = null;
    });
    client.on('notification', () => this.wakeUps.forEach((wakeUp) => wakeUp.signal()));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch {
      drop();
      return;
    }
    if (this.closed) return void client.end().catch(() => {});
    this.client = client;
    // Anything appended while we were connecting would otherwise wait for the poll.
    this.wakeUps.forEach((wakeUp) => wakeUp.signal());
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

/** Short re-reads after a NOTIFY: 10 ms doubling, about 10 s in all, each capped at the poll interval. */
const CHASE_STEPS = 10;

export type SubscriptionSource = Readonly<{
  readAll: (options: { after: Checkpoint; limit: number }) => Promise<RecordedEvent[]>;
  listener: AppendListener;
  pollIntervalMs: number;
}>;

/**
 * Catch up page by page, then stay live: when a page comes back short, wait for a NOTIFY or the poll.
 * readAll only hands out events below the oldest in-flight transaction, so resuming from the last
 * delivered checkpoint never skips an event that commits later (ARCHITECTURE.md, event store contract).
 */
export const createAllSubscription = (
  source: SubscriptionSource,
  fromCheckpoint: Checkpoint,
  batchSize: number,
  onClosed: () => void,
): AllSubscription => {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be a positive integer, got ${batchSize}`);
  const wakeUp = new WakeUp();
  const unregister = source.listener.register(wakeUp);
  let closed = false;
  let running: Promise<unknown> = Promise.resolve();

  async function* deliver(): AsyncGenerator<RecordedEvent> {
    let after = fromCheckpoint;
    let chase = 0;
    try {
      while (!closed) {
        await source.listener.ensureListening();
        const reading = source.readAll({ after, limit: batchSize });
        running = reading.catch(() => {});
        const page = await reading;
        for (const event of page) {
          if (closed) return;
          after = event.checkpoint;
          yield event;
        }
        if (page.length < batchSize && !closed) {
          // A NOTIFY may arrive while its events still sit behind an older in-flight transaction
          // (of any database on the server): chase them with short, growing waits before the poll.
          const chasing = chase > 0 && chase <= CHASE_STEPS;
          const signalled = await wakeUp.wait(chasing ? Math.min(source.pollIntervalMs, 10 * 2 ** (chase - 1)) : source.pollIntervalMs);
          chase = signalled ? 1 : chasing ? chase + 1 : 0;
        }
      }
    } finally {
      unregister();
    }
  }

  const iterator = deliver();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async close() {
      if (closed) return;
      closed = true;
      wakeUp.signal();
      unregister();
      onClosed();
      // Let an in-flight read finish so no query outlives the subscription.
      await running;
    },
  };
};
