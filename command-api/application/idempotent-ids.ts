import { createHash } from 'node:crypto';

export type IdempotencyScope = Readonly<{ key: string; actorId: string | null; streamId: string; commandType: string }>;

/**
 * The event ids of a command sent with an idempotency key: the same key, actor, stream and command always
 * name the same events, so a retry finds what its first attempt stored (the event store refuses to store
 * an id twice). A UUID of version 8 built from SHA-256; the actor in the hash keeps one client's key from
 * ever matching another's events.
 */
export const idempotentEventIds =
  ({ key, actorId, streamId, commandType }: IdempotencyScope) =>
  (index: number): string => {
    const hex = createHash('sha256')
      .update(JSON.stringify([key, actorId, streamId, commandType, index]))
      .digest('hex');
    const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
