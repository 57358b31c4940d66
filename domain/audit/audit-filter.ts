import { z } from 'zod';

// The event-history console's query (docs/audit.md): the /audit page's search params and the API's
// query string are the same names, so a link into the console is also a query.

export const AUDIT_ORDERS = ['desc', 'asc'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];

const id = (name: string) => z.string().trim().min(1, `${name} is required`).max(200, `${name} must be 200 characters or less`);
const instant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be a date and time` }).max(40, `${name} must be a date and time`);

export const auditFilterSchema = z.object({
  stream: id('Stream').optional(),
  streamPrefix: id('Stream prefix').optional(),
  type: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{1,100}$/, 'Type must be an event type name')
    .optional(),
  actorId: id('Actor').optional(),
  organizationId: z.uuid('Organization must be an id').optional(),
  jobFairId: z.uuid('Job fair must be an id').optional(),
  correlationId: id('Correlation id').optional(),
  from: instant('From').optional(),
  to: instant('To').optional(),
  order: z.enum(AUDIT_ORDERS).default('desc'),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

/** The filter's own fields, for links and the audit-of-audit record (order is part of it). */
export const AUDIT_FILTER_FIELDS = [
  'stream',
  'streamPrefix',
  'type',
  'actorId',
  'organizationId',
  'jobFairId',
  'correlationId',
  'from',
  'to',
  'order',
] as const satisfies readonly (keyof AuditFilter)[];

/** Only the fields that are set, in a stable order: what an audit query event records and a link carries. */
export const compactFilter = (filter: Partial<AuditFilter>): Partial<AuditFilter> =>
  Object.fromEntries(AUDIT_FILTER_FIELDS.flatMap((field) => (filter[field] === undefined ? [] : [[field, filter[field]]])));
