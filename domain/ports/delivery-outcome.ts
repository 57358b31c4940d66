// What a mail or SMS adapter answers besides "accepted" (resolve) and "refused" (any other error): that the
// message left but the provider's answer never came (docs/notifications.md "Exactly once").

/**
 * Thrown by an adapter when the message may have reached the provider but no answer came back (the connection
 * broke or timed out after the message was sent). The delivery records the outcome as unknown and never sends it again.
 */
export class DeliveryOutcomeUnknown extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DeliveryOutcomeUnknown';
  }
}

/** A port that stores one message per idempotency key (the local outboxes): handing it a send again is safe. */
export type DeduplicatesByKey = Readonly<{ deduplicatesByKey?: boolean }>;
