import type { EventMetadata } from '../shared/event';

/** One event of the log as the console shows it: the full envelope and where it belongs. Positions and revisions are decimal strings (bigint). */
export type AuditEventView = Readonly<{
  position: string;
  eventId: string;
  streamId: string;
  revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  organizationId: string | null;
  jobFairId: string | null;
}>;

export type AuditEventPage = Readonly<{ events: readonly AuditEventView[]; nextCursor: string | null }>;

/** Events one push of the console's live tail carries (auditTail subscription): the newest of its query. */
export const AUDIT_TAIL_SIZE = 50;

/** An event with its causation chain: the event that caused it (or null: a request or the system did) and the events it caused. */
export type AuditEventDetail = Readonly<{
  event: AuditEventView;
  causedBy: AuditEventView | null;
  caused: readonly AuditEventView[];
  /** How many events share its correlation id (its correlation group). */
  correlationGroupSize: number;
}>;

/** A holder of the Auditor role, for the admin's Auditors screen. organizationId null: every organization. */
export type AuditorView = Readonly<{
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userOrganizationId: string | null;
  organizationId: string | null;
  organizationName: string | null;
  grantedAt: string;
}>;
