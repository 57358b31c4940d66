import type { NotificationEventType } from '../notification/notification-events';

/** Merge field values of one occurrence (spec 3 §3.1), as the template engine reads them. */
export type MergeFields = Readonly<Record<string, string | number>>;

/**
 * One happening of a notification event type: a sign-up, a payment, a fair about to start. Its id is
 * the "occurrence" of a send's idempotency key (template × recipient × occurrence): the domain event's id
 * for what happened once, `jobfair-<id>` for the reminder of a fair, however often the fair moves.
 */
export type Occurrence = Readonly<{
  eventType: NotificationEventType;
  occurrenceId: string;
  /** When it happened; a template without sendRelativeTo sends then. */
  at: Date;
  jobFairId: string | null;
  organizationId: string | null;
  /** The person it is about (the one who signed up); their own audience is them alone. */
  userId: string | null;
  fields: MergeFields;
}>;
