import type { EventStore } from '../../../domain/ports/event-store';
import { presenceDecider, presenceStream, type Presence, type PresenceEvent } from '../../../domain/presence/presence';

/** A user's presence from their stream: the read model may lag a reconnect, the stream has the last word. */
export const presenceOf = async (store: EventStore, userId: string): Promise<Presence> =>
  (await store.readStream<PresenceEvent>(presenceStream(userId))).events.reduce(presenceDecider.evolve, presenceDecider.initialState());
