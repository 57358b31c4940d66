import type { EventStore } from '../../../domain/ports/event-store';
import { presenceDecider, presenceStream, type Presence } from '../../../domain/presence/presence';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';

/** A user's presence from their stream: the read model may lag a reconnect, the stream has the last word. */
export const presenceOf = async (store: EventStore, userId: string): Promise<Presence> =>
  (await aggregateStream(store, presenceStream(userId), presenceDecider)).state;
