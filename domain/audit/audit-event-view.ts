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

/**
 * How the reader reached the event: `console` (auditors and platform admins: the whole log of their scope)
 * or `trace` (a recruiter or employer admin opening an event their report's traces list: personal data of
 * others redacted, the causation chain within that report only, no correlation group; docs/audit.md).
 */
export const AUDIT_EVENT_READERS = ['console', 'trace'] as const;
export type AuditEventReader = (typeof AUDIT_EVENT_READERS)[number];

/** An event with its causation chain: the event that caused it (or null: a request or the system did, or, for `trace`, outside the report) and the events it caused. */
export type AuditEventDetail = Readonly<{
  event: AuditEventView;
  causedBy: AuditEventView | null;
  caused: readonly AuditEventView[];
  /** How many events share its correlation id (its correlation group); null for a `trace` reader, who cannot query the console. */
  correlationGroupSize: number | null;
  reader: AuditEventReader;
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
