import { randomUUID } from 'node:crypto';
import { auditQueryDecider, auditQueryStream, type AuditQueryCommand } from '../../domain/audit/audit-query-record';
import { auditorDecider, auditorStream, type AuditorCommand } from '../../domain/audit/auditor';
import { jobFairDecider, jobFairStream, type JobFairCommand } from '../../domain/jobfair/jobfair';
import type { JobFairForm } from '../../domain/jobfair/jobfair-schema';
import { fairNotificationsDecider, fairNotificationsStream } from '../../domain/message/fair-notifications';
import { inboxDecider, inboxStream, type InboxCommand } from '../../domain/message/inbox';
import { messageDecider, messageStream, type MessageCommand } from '../../domain/message/message';
import { emailIdentityDecider, emailIdentityStream, type EmailIdentityCommand } from '../../domain/notification/email-identity';
import {
  notificationTemplateDecider,
  notificationTemplateStream,
  type NotificationTemplateCommand,
  type TemplateContent,
} from '../../domain/notification/notification-template';
import type { EventStore } from '../../domain/ports/event-store';
import type { Decider } from '../../domain/shared/decider';
import type { Command, Event, EventMetadata } from '../../domain/shared/event';
import { handleCommand } from '../../domain/shared/handle-command';
import { subdomainReservationDecider, subdomainStream, type SubdomainReservationCommand } from '../../domain/sponsor/subdomain-reservation';

type Fair = Readonly<{ jobFairId: string; organizationId: string }>;

/**
 * The operators' side of the platform (merged 2026-11-23), through the real deciders, for the rebuild
 * test's mixed history: auditors granted and revoked and their queries recorded, email identities
 * added, failed, verified and deleted, notification templates, a failed checkout, messages posted,
 * broadcast, read and cleared, and a subdomain reserved and released. A few of each, after the mix.
 */
export const appendOperatorsSide = async (
  store: EventStore,
  fair: Fair,
  recipients: readonly string[],
  form: JobFairForm,
  metadata: (at: string) => EventMetadata,
): Promise<number> => {
  let appended = 0;
  const now = new Date(Date.UTC(2026, 1, 4, 9)).toISOString();
  const run = async <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C) =>
    (appended += (await handleCommand(store, streamId, decider, command, { metadata: metadata(now), newId: randomUUID })).newEvents.length);
  const admin = randomUUID();

  const auditor = randomUUID();
  const auditors: AuditorCommand[] = [
    { type: 'GrantAuditorRole', data: { actorId: admin, now, userId: auditor, organizationId: fair.organizationId } },
    { type: 'RevokeAuditorRole', data: { actorId: admin, now, userId: auditor } },
    { type: 'GrantAuditorRole', data: { actorId: admin, now, userId: auditor, organizationId: null } },
  ];
  for (const command of auditors) await run(auditorStream(auditor), auditorDecider, command);
  const record = { auditorId: auditor, organizationId: null, filter: { type: 'QueueEntered' as const }, now };
  const queries: AuditQueryCommand[] = [
    { type: 'RecordAuditQuery', data: { ...record, cursor: null } },
    { type: 'RecordAuditEventView', data: { ...record, position: '1' } },
    { type: 'RecordAuditExport', data: { ...record, format: 'csv', redacted: true } },
  ];
  for (const command of queries) await run(auditQueryStream(auditor), auditQueryDecider, command);

  for (const [index, verified] of [true, false].entries()) {
    const email = `sender${index}-${randomUUID()}@example.com`;
    const acting = { email, actorId: admin, now };
    const commands: EmailIdentityCommand[] = verified
      ? [
          { type: 'AddEmailIdentity', data: { ...acting, verificationToken: 't1' } },
          { type: 'RecordVerificationFailure', data: { email, reason: 'Bounced', now } },
          { type: 'ResendVerification', data: { ...acting, verificationToken: 't2' } },
          { type: 'VerifyEmailIdentity', data: { email, verificationToken: 't2', now } },
        ]
      : [
          { type: 'AddEmailIdentity', data: { ...acting, verificationToken: 't1' } },
          { type: 'DeleteEmailIdentity', data: acting },
        ];
    for (const command of commands) await run(emailIdentityStream(email), emailIdentityDecider, command);
  }

  const template: TemplateContent = {
    templateId: `reminder-${randomUUID().slice(0, 8)}`,
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
  const templates: NotificationTemplateCommand[] = [
    { type: 'CreateNotificationTemplate', data: { template, actorId: admin, now } },
    { type: 'UpdateNotificationTemplate', data: { template: { ...template, subject: 'Starting in 30 minutes' }, actorId: admin, now } },
  ];
  for (const command of templates)
    await run(notificationTemplateStream(template.templateId, template.channel), notificationTemplateDecider, command);

  // A checkout that failed on a fair of its own, still unpaid.
  const unpaid = { jobFairId: randomUUID(), companyId: fair.organizationId, actorId: admin, now };
  const checkout: JobFairCommand[] = [
    { type: 'CreateJobFair', data: { ...unpaid, form, mayStartInPast: true } },
    {
      type: 'RecordJobFairPaymentFailure',
      data: { ...unpaid, amount: 49_900, currency: 'usd', paymentReference: 'pay-failed', reason: 'expired' },
    },
  ];
  for (const command of checkout) await run(jobFairStream(unpaid.jobFairId), jobFairDecider, command);

  const { jobFairId } = fair;
  const [posted, broadcast] = [randomUUID(), randomUUID()];
  const message = { jobFairId, topicId: 'jobseekers', message: 'Welcome to the fair', createdBy: admin, now };
  const messages: [string, MessageCommand][] = [
    [posted, { type: 'PostMessage', data: { ...message, messageId: posted } }],
    [posted, { type: 'IssueMessageReceipts', data: { messageId: posted, jobFairId, recipientIds: recipients, read: false, now } }],
    [broadcast, { type: 'BroadcastMessage', data: { ...message, messageId: broadcast, recipientIds: recipients } }],
  ];
  for (const [messageId, command] of messages) await run(messageStream(messageId), messageDecider, command);
  for (const [index, recipientId] of recipients.entries()) {
    const inbox = { jobFairId, recipientId, now };
    const command: InboxCommand =
      index % 2 === 0
        ? { type: 'MarkMessageRead', data: { ...inbox, messageId: posted, unread: true } }
        : { type: 'MarkAllMessagesRead', data: { ...inbox, unreadMessageIds: [posted, broadcast] } };
    await run(inboxStream(jobFairId, recipientId), inboxDecider, command);
  }
  await run(fairNotificationsStream(jobFairId), fairNotificationsDecider, { type: 'ClearMessageReceipts', data: { jobFairId, now } });

  const subdomain = `fair-${randomUUID().slice(0, 8)}`;
  const holder = { subdomain, sponsorId: randomUUID(), now };
  const reservations: SubdomainReservationCommand[] = [
    { type: 'ReserveSubdomain', data: holder },
    { type: 'ReleaseSubdomain', data: holder },
  ];
  for (const command of reservations) await run(subdomainStream(subdomain), subdomainReservationDecider, command);
  return appended;
};
