import type { DomainEvent } from '../../../domain/events';
import type { ChangeNotice } from '../../../domain/ports/change-bus';
import type { EventStore } from '../../../domain/ports/event-store';
import type { Platform } from '../../../infra/platform';
import type { ReadSideProbe } from './read-side';
import { clockMs } from './scale';

export type TimedNotice = ChangeNotice & Readonly<{ at: number }>;

export type Instruments = Readonly<{
  /** When the last append carrying this correlation id (the HTTP request id) returned committed. */
  appendedAt(correlationId: string): number | undefined;
  /** For every append since `since`: ms from the store's append call to its commit returning. */
  appendCallMs(since: number): number[];
  /** For every append since `since`: ms from its commit to every read model having applied it. */
  appendToReadModelMs(since: number): number[];
  /** Appends whose read models had not caught up within the wait. */
  readModelTimeouts(): number;
  onNotice(listener: (notice: TimedNotice) => void): void;
  /** Every append's events, at the moment its commit returned. */
  onAppend(listener: (events: readonly DomainEvent[], at: number) => void): void;
  detach(): void;
}>;

const READ_MODEL_WAIT_MS = 120_000;

/**
 * Watches the running platform without changing what it does: the event store's append is wrapped
 * to note when each append returned (after its commit), the projection runner's own read-your-writes
 * wait tells when every read model has applied it, and the change bus tells when a projection
 * commit was announced to the gateway. Everything is timed on `clockMs`.
 */
export const instrument = (platform: Platform, readSide: ReadSideProbe): Instruments => {
  const store = platform.store as { append: EventStore['append'] };
  const original = store.append;
  const appended = new Map<string, number>();
  const readModelLags: { at: number; ms: number }[] = [];
  const appendCalls: { at: number; ms: number }[] = [];
  let timeouts = 0;
  const appendListeners: ((events: readonly DomainEvent[], at: number) => void)[] = [];
  store.append = async (streamId, events, options) => {
    const called = clockMs();
    const result = await original.call(platform.store, streamId, events, options);
    const at = clockMs();
    appendCalls.push({ at, ms: at - called });
    // The port carries any event; the platform appends only its domain events.
    for (const listener of appendListeners) listener(events as unknown as readonly DomainEvent[], at);
    const correlationId = events[0]?.metadata.correlationId;
    if (correlationId) appended.set(correlationId, at);
    readSide.appended(result.lastCheckpoint, at);
    platform.runner.waitFor(result.lastCheckpoint, READ_MODEL_WAIT_MS).then(
      () => readModelLags.push({ at, ms: clockMs() - at }),
      () => timeouts++,
    );
    return result;
  };
  const listeners: ((notice: TimedNotice) => void)[] = [];
  const unsubscribe = platform.bus.subscribe((notice) => {
    const timed = { ...notice, at: clockMs() };
    for (const listener of listeners) listener(timed);
  });
  return {
    appendedAt: (correlationId) => appended.get(correlationId),
    appendCallMs: (since) => appendCalls.filter((call) => call.at >= since).map((call) => call.ms),
    appendToReadModelMs: (since) => readModelLags.filter((lag) => lag.at >= since).map((lag) => lag.ms),
    readModelTimeouts: () => timeouts,
    onNotice: (listener) => void listeners.push(listener),
    onAppend: (listener) => void appendListeners.push(listener),
    detach: () => {
      store.append = original;
      unsubscribe();
    },
  };
};
