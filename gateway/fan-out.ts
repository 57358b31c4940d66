import { subscriptionKey } from '../domain/realtime/protocol';
import type { ChangeNotice } from '../domain/ports/change-bus';
import { compareCheckpoints, START, type Checkpoint } from '../domain/shared/event';
import type { ChangeLog } from './change-log';
import type { Connection, Sender } from './connection';
import type { GatewayLogger } from './logger';
import type { Subscription } from './subscriptions/subscription';

/** A subscription with concrete props, shared by every client that subscribed to it. */
type Instance = {
  readonly key: string;
  readonly subscription: Subscription;
  readonly props: Record<string, string>;
  readonly changeKeys: readonly string[];
  readonly clients: Set<Connection>;
  /** Oldest notice not yet reflected in a push to all clients (null: nothing pending). */
  dirtyFrom: Checkpoint | null;
  /** Clients owed a push that no notice triggered (first rows after subscribe, resync). */
  owed: Set<Connection>;
  /** Oldest notice the running load reflects; null when idle or when the load only serves `owed`. */
  loadingFrom: Checkpoint | null;
  state: 'idle' | 'scheduled' | 'loading';
  /** When the last load for every client started (Date.now()), for subscriptions with coalesceMs. */
  lastPushAt: number;
  /** Notices seen for this instance so far: a load that saw none arrive while it ran is still current after. */
  notices: number;
  /**
   * The last pushed frame (up to its checkpoint) and the checkpoint its rows reflect, while no notice has
   * come since its load began: a new subscriber gets it without a load. At a fair's opening thousands of
   * seekers subscribe to the same booth list, which is then read and serialized once, not once each.
   * `frames` keeps its frames by the checkpoint they claim once a second client holds the instance, so
   * later subscribers get the very same buffer: one 100 KiB booth list per subscriber, built anew each time,
   * was most of what the platform allocated while a fair's seekers connected. Single-client instances
   * (a seeker's own entries) keep none, as a second subscriber is rare and every byte there is per seeker.
   */
  latest: { head: string; checkpoint: Checkpoint; frames: Map<Checkpoint, Buffer> | null } | null;
};

/** Per connection: the newest checkpoint any push reflected, and the one it may safely claim. */
type Reader = { instances: Map<string, Instance>; delivered: Checkpoint; watermark: Checkpoint };

export type FanOut = ReturnType<typeof createFanOut>;

const LOAD_RETRY_MS = 1_000;
/** Frames an instance keeps for later subscribers, by the checkpoint they claim. */
const KEPT_FRAMES = 4;
const max = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) >= 0 ? a : b);
const min = (a: Checkpoint | null, b: Checkpoint | null) => (a === null ? b : b === null ? a : compareCheckpoints(a, b) <= 0 ? a : b);

/**
 * Keeps subscription instances and pushes their rows. Loads are serialized per instance and
 * coalesced: notices that arrive while one is scheduled or running cost at most one more load; a
 * subscription with coalesceMs is also loaded for its clients at most once per that interval.
 * The checkpoint sent to a client only advances when no other of its subscriptions still owes it
 * an older change, so a client that resyncs from it never skips a change (notices arrive in order).
 */
export const createFanOut = (deps: { sender: Sender; log: ChangeLog; logger: GatewayLogger; ready: Promise<Checkpoint> }) => {
  const { sender, log, logger } = deps;
  const instances = new Map<string, Instance>();
  const byChangeKey = new Map<string, Set<Instance>>();
  const readers = new Map<Connection, Reader>();
  const running = new Set<Promise<void>>();
  let busHead: Checkpoint | null = null;
  let closed = false;
  deps.ready.then((head) => (busHead = busHead === null ? head : max(busHead, head))).catch(() => {});

  const readerOf = (connection: Connection): Reader => {
    let reader = readers.get(connection);
    if (!reader) readers.set(connection, (reader = { instances: new Map(), delivered: START, watermark: START }));
    return reader;
  };

  const schedule = (instance: Instance, delayMs = 0) => {
    if (instance.state !== 'idle' || closed) return;
    instance.state = 'scheduled';
    // A macrotask later, so a burst of notices published in one go is coalesced into one load.
    const start = () => {
      const run = load(instance)
        .catch((error: unknown) => logger.error({ err: error, subscription: instance.key }, 'subscription push failed'))
        .finally(() => running.delete(run));
      running.add(run);
    };
    if (delayMs > 0) setTimeout(start, delayMs).unref();
    else setImmediate(start);
  };

  /** How long a notice waits before its load: none, unless the subscription coalesces and pushed recently. */
  const coalesceDelay = (instance: Instance) => {
    const every = instance.subscription.coalesceMs;
    return every === undefined ? 0 : Math.max(0, instance.lastPushAt + every - Date.now());
  };

  const load = async (instance: Instance) => {
    if (closed || instances.get(instance.key) !== instance) return void (instance.state = 'idle');
    const everyone = instance.dirtyFrom !== null;
    const owed = instance.owed;
    if (!everyone && instance.latest) {
      instance.owed = new Set();
      instance.state = 'idle';
      return pushHead(instance, owed, instance.latest);
    }
    const noticesBefore = instance.notices;
    instance.loadingFrom = instance.dirtyFrom;
    instance.dirtyFrom = null;
    instance.owed = new Set();
    instance.state = 'loading';
    if (everyone) instance.lastPushAt = Date.now();
    // Rows read after this point reflect at least every notice seen so far: the runner publishes after commit.
    const checkpoint = busHead ?? (await deps.ready);
    let rows: unknown[];
    try {
      rows = await instance.subscription.load(instance.props);
    } catch (error) {
      logger.error({ err: error, subscription: instance.key }, 'subscription load failed; retrying');
      instance.dirtyFrom = min(instance.dirtyFrom, instance.loadingFrom);
      instance.loadingFrom = null;
      for (const connection of owed) instance.owed.add(connection);
      for (const connection of owed)
        sender.send(connection, {
          action: 'error',
          subscriptionName: instance.subscription.name,
          message: `Could not load ${instance.subscription.name}; retrying`,
          status: 500,
        });
      instance.state = 'idle';
      if (instances.get(instance.key) === instance) schedule(instance, LOAD_RETRY_MS);
      return;
    }
    instance.loadingFrom = null;
    instance.state = 'idle';
    const latest: NonNullable<Instance['latest']> = { head: headOf(instance, rows), checkpoint, frames: null };
    instance.latest = instance.notices === noticesBefore ? latest : null;
    pushHead(instance, everyone ? instance.clients : owed, latest);
    if (instances.get(instance.key) === instance && (instance.dirtyFrom !== null || instance.owed.size > 0))
      schedule(instance, instance.dirtyFrom !== null ? coalesceDelay(instance) : 0);
  };

  /** A data frame up to its checkpoint, which comes last (each client's own). */
  const headOf = (instance: Instance, rows: unknown[]) =>
    `${JSON.stringify({ action: 'data', subscriptionName: instance.subscription.name, props: instance.props, rows }).slice(0, -1)},"checkpoint":`;

  /** Whether another of the client's subscriptions still owes it a change no later than what it was just sent. */
  const owesOlder = (reader: Reader) => {
    // A loop, not a spread and `some`: this runs for every frame sent, thousands a second.
    for (const other of reader.instances.values()) {
      const pending = min(other.dirtyFrom, other.loadingFrom);
      if (pending !== null && compareCheckpoints(pending, reader.delivered) <= 0) return true;
    }
    return false;
  };

  const pushHead = (instance: Instance, targets: Iterable<Connection>, pushed: NonNullable<Instance['latest']>) => {
    const { head, checkpoint } = pushed;
    // Rows are serialized once per load, and each frame once per checkpoint it claims: nearly every client
    // claims the same one, so the same bytes go to all of them (encoded to UTF-8 once, not per socket).
    // A single client's instance keeps none: its one frame is built and sent.
    if (instance.clients.size > 1) pushed.frames ??= new Map();
    const { frames } = pushed;
    const frameClaiming = (watermark: Checkpoint) => {
      const kept = frames?.get(watermark);
      if (kept) return kept;
      const frame = Buffer.from(`${head}${JSON.stringify(watermark)}}`);
      // Kept frames are a few checkpoints' worth, not one ~100 KiB list per straggler's checkpoint.
      if (frames && frames.size < KEPT_FRAMES) frames.set(watermark, frame);
      return frame;
    };
    for (const connection of targets) {
      if (!instance.clients.has(connection)) continue;
      const reader = readerOf(connection);
      reader.delivered = max(reader.delivered, checkpoint);
      if (!owesOlder(reader)) reader.watermark = reader.delivered;
      sender.sendFrame(connection, frameClaiming(reader.watermark));
      // Whoever subscribed while this load ran got rows as fresh as a new load would read.
      instance.owed.delete(connection);
    }
  };

  const owe = (instance: Instance, connection: Connection) => {
    instance.owed.add(connection);
    schedule(instance);
  };

  const unsubscribe = (connection: Connection, key: string) => {
    const instance = instances.get(key);
    readers.get(connection)?.instances.delete(key);
    if (!instance) return;
    instance.clients.delete(connection);
    instance.owed.delete(connection);
    if (instance.clients.size > 0) return;
    instances.delete(key);
    for (const changeKey of instance.changeKeys) {
      const set = byChangeKey.get(changeKey);
      set?.delete(instance);
      if (set?.size === 0) byChangeKey.delete(changeKey);
    }
  };

  return {
    unsubscribe,

    /** Whether the client holds this subscription instance already (a repeated subscribe is no new one). */
    holds: (connection: Connection, key: string) => readers.get(connection)?.instances.has(key) ?? false,

    /** How many subscription instances the client holds. */
    countOf: (connection: Connection) => readers.get(connection)?.instances.size ?? 0,

    /** Adds the client to the instance and owes it the current rows. */
    subscribe(connection: Connection, subscription: Subscription, props: Record<string, string>) {
      const key = subscriptionKey(subscription.name, props);
      let instance = instances.get(key);
      if (!instance) {
        const changeKeys = subscription.keys(props);
        instance = {
          key,
          subscription,
          props,
          changeKeys,
          clients: new Set(),
          dirtyFrom: null,
          owed: new Set(),
          loadingFrom: null,
          state: 'idle',
          lastPushAt: -Infinity,
          notices: 0,
          latest: null,
        };
        instances.set(key, instance);
        for (const changeKey of changeKeys) {
          if (!byChangeKey.has(changeKey)) byChangeKey.set(changeKey, new Set());
          byChangeKey.get(changeKey)!.add(instance);
        }
      }
      instance.clients.add(connection);
      readerOf(connection).instances.set(key, instance);
      owe(instance, connection);
    },

    drop(connection: Connection) {
      for (const key of [...(readers.get(connection)?.instances.keys() ?? [])]) unsubscribe(connection, key);
      readers.delete(connection);
    },

    notice(notice: ChangeNotice) {
      busHead = busHead === null ? notice.checkpoint : max(busHead, notice.checkpoint);
      for (const changeKey of notice.keys) {
        log.record(changeKey, notice.checkpoint);
        for (const instance of byChangeKey.get(changeKey) ?? []) {
          instance.dirtyFrom = min(instance.dirtyFrom, notice.checkpoint);
          instance.notices += 1;
          instance.latest = null;
          schedule(instance, coalesceDelay(instance));
        }
      }
    },

    /** Owes the client fresh rows of each of its subscriptions that changed after `since`. */
    resync(connection: Connection, since: Checkpoint): number {
      let owedCount = 0;
      for (const instance of readers.get(connection)?.instances.values() ?? []) {
        if (instance.changeKeys.some((changeKey) => log.changedSince(changeKey, since) !== false)) {
          owe(instance, connection);
          owedCount += 1;
        }
      }
      return owedCount;
    },

    /** Stops scheduling and waits for running loads, so the database can be closed after. */
    async close() {
      closed = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
};
