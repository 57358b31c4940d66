import { describe, expect, it } from 'vitest';
import { MERGE_FIELDS, NOTIFICATION_EVENT_TYPES } from '../../domain/notification/notification-events';
import {
  notificationTemplateDecider,
  type NotificationTemplateEvent,
  type TemplateContent,
} from '../../domain/notification/notification-template';
import { TEMPLATE_MESSAGES, templateFormSchema, templateRequestSchema } from '../../domain/notification/template-schema';
import { NamedRefusal } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const now = '2026-11-23T12:00:00.000Z';
const template: TemplateContent = {
  templateId: 'fair_reminder-1',
  eventType: 'ReminderBeforeJobFairStart',
  recipientType: 'jobseeker',
  channel: 'email',
  subject: 'Starting soon',
  body: '<p>Hello {{firstName}}</p>',
  enabled: true,
  tags: [],
  metadata: {},
  sendRelativeTo: null,
  sender: null,
};
const created: NotificationTemplateEvent = { type: 'NotificationTemplateCreated', data: { ...template, createdBy: 'a1', createdAt: now } };
const form = {
  templateId: 'welcome',
  eventType: 'JobseekerSignedUp',
  recipientType: 'jobseeker',
  subject: 'Welcome',
  body: '<p>Welcome aboard!</p>',
};
const messagesOf = (value: unknown) => {
  const parsed = templateFormSchema.safeParse(value);
  // The first message of each field, as the form shows it.
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('notification template decider (spec 3 §4)', () => {
  const spec = deciderSpec(notificationTemplateDecider);
  it('creates a templateId on a channel once: the second create is TEMPLATE_ID_EXISTS', () => {
    spec
      .given([])
      .when({ type: 'CreateNotificationTemplate', data: { template, actorId: 'a1', now } })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateNotificationTemplate', data: { template, actorId: 'a1', now } })
      .thenThrows((error) => error instanceof NamedRefusal && error.specCode === 'TEMPLATE_ID_EXISTS');
  });
  it('updates what changed, appends nothing for the same content, and refuses a template that does not exist', () => {
    const changed = { ...template, enabled: false };
    spec
      .given([created])
      .when({ type: 'UpdateNotificationTemplate', data: { template: changed, actorId: 'a1', now } })
      .then([{ type: 'NotificationTemplateUpdated', data: { ...changed, updatedBy: 'a1', updatedAt: now } }]);
    spec
      .given([created])
      .when({ type: 'UpdateNotificationTemplate', data: { template, actorId: 'a1', now } })
      .then([]);
    spec
      .given([])
      .when({ type: 'UpdateNotificationTemplate', data: { template, actorId: 'a1', now } })
      .thenThrows((error) => error instanceof Error && error.message === 'Template not found');
  });
});

describe('template rules (spec 3 §5)', () => {
  it('accepts a valid email template with the defaults: email channel, enabled, no schedule', () => {
    expect(templateFormSchema.parse(form)).toMatchObject({ channel: 'email', enabled: true, sendRelativeTo: null, sender: null, tags: [] });
  });
  it('checks the template ID: required, letters, digits, underscores and hyphens, 3 to 49 characters', () => {
    expect(messagesOf({ ...form, templateId: '' })).toMatchObject({ templateId: TEMPLATE_MESSAGES.templateIdRequired });
    expect(messagesOf({ ...form, templateId: 'has space' })).toMatchObject({ templateId: TEMPLATE_MESSAGES.templateIdCharacters });
    expect(messagesOf({ ...form, templateId: 'ab' })).toMatchObject({ templateId: TEMPLATE_MESSAGES.templateIdTooShort });
    expect(messagesOf({ ...form, templateId: 'a'.repeat(49) })).toEqual({});
    expect(messagesOf({ ...form, templateId: 'a'.repeat(50) })).toMatchObject({ templateId: TEMPLATE_MESSAGES.templateIdTooLong });
    expect(messagesOf({ ...form, templateId: 'all' })).toMatchObject({ templateId: TEMPLATE_MESSAGES.templateIdReserved });
  });
  it('checks event and recipient types in the form, and leaves them to the server codes in the request', () => {
    const unknown = { ...form, eventType: 'Nope', recipientType: 'everyone' };
    expect(messagesOf(unknown)).toEqual({ eventType: TEMPLATE_MESSAGES.eventType, recipientType: TEMPLATE_MESSAGES.recipientType });
    expect(templateRequestSchema.safeParse(unknown).success).toBe(true);
  });
  it('needs a body of 10 to 50,000 characters with visible text', () => {
    expect(messagesOf({ ...form, body: '<p>  </p><p>&nbsp;</p>' })).toMatchObject({ body: TEMPLATE_MESSAGES.bodyEmpty });
    expect(messagesOf({ ...form, body: 'Hi there' })).toMatchObject({ body: TEMPLATE_MESSAGES.bodyTooShort });
    expect(messagesOf({ ...form, body: 'x'.repeat(50_001) })).toMatchObject({ body: TEMPLATE_MESSAGES.bodyTooLong });
  });
  it('needs a subject of 3 to 200 characters, not only whitespace, on email only', () => {
    expect(messagesOf({ ...form, subject: '    ' })).toMatchObject({ subject: TEMPLATE_MESSAGES.subjectRequired });
    expect(messagesOf({ ...form, subject: 'Hi' })).toMatchObject({ subject: TEMPLATE_MESSAGES.subjectTooShort });
    expect(messagesOf({ ...form, subject: 'x'.repeat(201) })).toMatchObject({ subject: TEMPLATE_MESSAGES.subjectTooLong });
    expect(messagesOf({ ...form, channel: 'sms', subject: '' })).toEqual({});
  });
  it('takes a schedule offset of whole minutes within a week either way', () => {
    const at = (offsetMinutes: number) => ({ ...form, sendRelativeTo: { mode: 'direct', offsetMinutes, directPath: 'data.startsAt' } });
    expect(messagesOf(at(-10_080))).toEqual({});
    expect(messagesOf(at(10_080))).toEqual({});
    expect(messagesOf(at(10_081))).toMatchObject({ 'sendRelativeTo.offsetMinutes': TEMPLATE_MESSAGES.offset });
    expect(messagesOf(at(1.5))).toMatchObject({ 'sendRelativeTo.offsetMinutes': TEMPLATE_MESSAGES.offset });
  });
});

describe('merge fields (spec 3 §3.1)', () => {
  it('offers every event type the recipient fields, job fair events the fair, payment events amount and currency', () => {
    for (const eventType of NOTIFICATION_EVENT_TYPES)
      expect(MERGE_FIELDS[eventType].map((field) => field.name)).toEqual(
        expect.arrayContaining(['email', 'firstName', 'lastName', 'phone_number']),
      );
    expect(MERGE_FIELDS.ReminderBeforeJobFairStart.map((field) => field.name)).toEqual(
      expect.arrayContaining(['jobFairName', 'startDate', 'startTime', 'timezone']),
    );
    expect(MERGE_FIELDS.JobFairPaymentFailed.map((field) => field.name)).toEqual(
      expect.arrayContaining(['amount', 'currency', 'jobFairName']),
    );
    expect(MERGE_FIELDS.JobseekerSignedUp.map((field) => field.name)).not.toContain('amount');
  });
});
