import { z } from 'zod';
import { isNotificationEventType, isRecipientType, NOTIFICATION_CHANNELS } from './notification-events';

// spec 3 §5 Notification template and §9 limits, shared by the edit modal and the command-api routes.
export const TEMPLATE_LIMITS = {
  templateIdMin: 3,
  templateIdMax: 49,
  bodyMin: 10,
  bodyMax: 50_000,
  subjectMin: 3,
  subjectMax: 200,
  offsetMinutes: 10_080,
  tags: 20,
  tag: 50,
  metadataEntries: 20,
  metadataKey: 50,
  metadataValue: 500,
  path: 200,
  email: 254,
} as const;

/** The last segment of the list's path (spec 3 §7 GET /organizations/templates/all), in any case. */
export const RESERVED_TEMPLATE_ID = 'all';

/** spec 3 §9: "default offset -30 minutes" (before the fair starts). */
export const DEFAULT_OFFSET_MINUTES = -30;
/** spec 3 §3: component paths default to the fair's start in the event payload. */
export const DEFAULT_COMPONENT_PATHS = { date: 'data.startDate', time: 'data.startTime', timezone: 'data.timezone' } as const;

export const TEMPLATE_MESSAGES = {
  templateIdRequired: 'Template ID is required',
  templateIdCharacters: 'Template ID can only contain letters, numbers, underscores and hyphens, without spaces',
  templateIdTooShort: 'Template ID must be at least 3 characters',
  templateIdTooLong: 'Template ID must be less than 50 characters',
  templateIdReserved: "Template ID cannot be 'all': that name is reserved for the list of templates",
  eventType: 'Please select a valid event type',
  recipientType: 'Please select a valid recipient type',
  channel: 'Please select a valid channel',
  bodyEmpty: 'Message body cannot be empty',
  bodyTooShort: 'Message body must be at least 10 characters',
  bodyTooLong: 'Message body must be at most 50,000 characters',
  subjectRequired: 'Subject is required for email notifications',
  subjectTooShort: 'Subject must be at least 3 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  offset: 'Offset must be a whole number of minutes from -10080 to 10080',
  path: 'A path names fields with letters, digits and underscores, joined by dots (e.g. data.startDate)',
  sender: 'Please choose a valid sender email address',
} as const;

/** What a reader sees of an HTML body: its text without tags and entities for spaces (spec 3 §5 "visible text"). */
export const visibleTextOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();

const path = z
  .string()
  .max(TEMPLATE_LIMITS.path, TEMPLATE_MESSAGES.path)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, TEMPLATE_MESSAGES.path);
const offsetMinutes = z
  .number({ error: TEMPLATE_MESSAGES.offset })
  .int(TEMPLATE_MESSAGES.offset)
  .min(-TEMPLATE_LIMITS.offsetMinutes, TEMPLATE_MESSAGES.offset)
  .max(TEMPLATE_LIMITS.offsetMinutes, TEMPLATE_MESSAGES.offset);

/**
 * spec 3 §3 sendRelativeTo: when a scheduled send goes, relative to a moment in the occurrence's payload
 * ({ data: <merge fields> }): an ISO date-time at directPath, or a date, a time and a time zone at componentPaths.
 */
export const sendRelativeToSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('direct'), offsetMinutes, directPath: path }),
  z.object({
    mode: z.literal('components'),
    offsetMinutes,
    componentPaths: z.object({ date: path, time: path, timezone: path }),
  }),
]);
export type SendRelativeTo = z.output<typeof sendRelativeToSchema>;

const templateFields = z.object({
  templateId: z
    .string({ error: TEMPLATE_MESSAGES.templateIdRequired })
    .min(1, TEMPLATE_MESSAGES.templateIdRequired)
    .max(TEMPLATE_LIMITS.templateIdMax, TEMPLATE_MESSAGES.templateIdTooLong)
    .regex(/^[A-Za-z0-9_-]*$/, TEMPLATE_MESSAGES.templateIdCharacters)
    .min(TEMPLATE_LIMITS.templateIdMin, TEMPLATE_MESSAGES.templateIdTooShort)
    // spec 3 §7 reads the list at GET /organizations/templates/all, so a template named so could never be read by its ID.
    .refine((templateId) => templateId.toLowerCase() !== RESERVED_TEMPLATE_ID, TEMPLATE_MESSAGES.templateIdReserved),
  // Plain bounded strings here: the server answers an unknown type with INVALID_EVENT_TYPE / INVALID_RECIPIENT (spec 3 §8).
  eventType: z.string({ error: TEMPLATE_MESSAGES.eventType }).max(60, TEMPLATE_MESSAGES.eventType),
  recipientType: z.string({ error: TEMPLATE_MESSAGES.recipientType }).max(60, TEMPLATE_MESSAGES.recipientType),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: TEMPLATE_MESSAGES.channel }).default('email'),
  subject: z.string().max(TEMPLATE_LIMITS.subjectMax, TEMPLATE_MESSAGES.subjectTooLong).default(''),
  body: z
    .string({ error: TEMPLATE_MESSAGES.bodyEmpty })
    .max(TEMPLATE_LIMITS.bodyMax, TEMPLATE_MESSAGES.bodyTooLong)
    .refine((body) => visibleTextOf(body).length > 0, TEMPLATE_MESSAGES.bodyEmpty)
    .refine((body) => body.length >= TEMPLATE_LIMITS.bodyMin, TEMPLATE_MESSAGES.bodyTooShort),
  enabled: z.boolean().default(true),
  tags: z.array(z.string().trim().min(1).max(TEMPLATE_LIMITS.tag)).max(TEMPLATE_LIMITS.tags).default([]),
  metadata: z
    .record(z.string().max(TEMPLATE_LIMITS.metadataKey), z.string().max(TEMPLATE_LIMITS.metadataValue))
    .refine(
      (entries) => Object.keys(entries).length <= TEMPLATE_LIMITS.metadataEntries,
      `At most ${TEMPLATE_LIMITS.metadataEntries} metadata entries`,
    )
    .default({}),
  sendRelativeTo: sendRelativeToSchema.nullable().default(null),
  /** A verified email identity (spec 3 §2.2); null sends from the platform's own address. Email only. */
  sender: z.email(TEMPLATE_MESSAGES.sender).max(TEMPLATE_LIMITS.email, TEMPLATE_MESSAGES.sender).nullable().default(null),
});

type Fields = z.output<typeof templateFields>;

// spec 3 §5: the subject is required, 3 to 200 characters and not only whitespace, for the email channel only.
const subjectRule = (template: Fields, context: z.RefinementCtx) => {
  if (template.channel !== 'email') return;
  const subject = template.subject.trim();
  if (subject.length === 0) context.addIssue({ code: 'custom', path: ['subject'], message: TEMPLATE_MESSAGES.subjectRequired });
  else if (template.subject.length < TEMPLATE_LIMITS.subjectMin)
    context.addIssue({ code: 'custom', path: ['subject'], message: TEMPLATE_MESSAGES.subjectTooShort });
};

/** The body of POST and PUT /organizations/templates. */
export const templateRequestSchema = templateFields.superRefine(subjectRule);
export type TemplateRequest = z.output<typeof templateRequestSchema>;
export type TemplateRequestInput = z.input<typeof templateRequestSchema>;

/** The edit modal's rules: the request's, and the event and recipient types chosen from the known lists. */
export const templateFormSchema = templateFields.superRefine((template, context) => {
  subjectRule(template, context);
  if (!isNotificationEventType(template.eventType))
    context.addIssue({ code: 'custom', path: ['eventType'], message: TEMPLATE_MESSAGES.eventType });
  if (!isRecipientType(template.recipientType))
    context.addIssue({ code: 'custom', path: ['recipientType'], message: TEMPLATE_MESSAGES.recipientType });
});
