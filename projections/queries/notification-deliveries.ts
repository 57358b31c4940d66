import type { Knex } from 'knex';
import type { DeliveryView } from '../../domain/delivery/delivery-view';
import { compareCheckpoints, type Checkpoint } from '../../domain/shared/event';
import type { NotificationChannel, NotificationEventType } from '../../domain/notification/notification-events';

/** Fairs whose reminders may be due: activated ones (a template saved for ReminderBeforeJobFairStart plans them all again). */
export const activatedJobFairIds = async (db: Knex): Promise<string[]> =>
  (await db('jobfairs').where({ is_activated: true }).select('id')).map((row: { id: string }) => row.id);

export type DeliveryFilter = Readonly<{ eventType?: NotificationEventType; recipient?: string; limit: number }>;

type SendListRow = Readonly<{
  id: string;
  event_type: NotificationEventType;
  template_id: string;
  channel: NotificationChannel;
  recipient: string | null;
  subject: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'unknown';
  reason: string | null;
  attempts: number;
  retries: number;
  created_at: Date;
  sent_at: Date | null;
}>;
type ScheduleListRow = Readonly<{
  id: string;
  event_type: NotificationEventType;
  template_id: string;
  channel: NotificationChannel;
  recipient_type: string;
  fields: Record<string, unknown>;
  status: 'scheduled' | 'cancelled';
  reason: string | null;
  due_at: Date;
}>;

const SEND_STATUS = { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed', unknown: 'Unknown' } as const;
const AUDIENCE = {
  jobseeker: 'job seekers',
  recruiter: 'recruiters',
  employerAdmin: 'employer admins',
  platformAdmin: 'platform admins',
} as const;

/** A timer reaches an audience, resolved when it fires: the screen names it ("All job seekers of Spring Fair"). */
const audienceOf = (row: ScheduleListRow) => {
  const who = AUDIENCE[row.recipient_type as keyof typeof AUDIENCE] ?? row.recipient_type;
  const fair = typeof row.fields.jobFairName === 'string' ? ` of ${row.fields.jobFairName}` : '';
  const person = typeof row.fields.email === 'string' ? ` (${row.fields.email})` : '';
  return `All ${who}${fair}${person}`;
};

/**
 * The delivery screen: sends and the timers not yet fired, newest due first, by event type and by a piece
 * of the recipient (address, phone or audience). Fired timers are left out: their sends stand for them.
 */
export const listDeliveries = async (db: Knex, { eventType, recipient, limit }: DeliveryFilter): Promise<DeliveryView[]> => {
  const like = recipient ? `%${recipient.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const sends = db<SendListRow>('notification_sends').orderBy('created_at', 'desc').limit(limit);
  const schedules = db<ScheduleListRow>('notification_schedules')
    .whereIn('status', ['scheduled', 'cancelled'])
    .orderBy('due_at', 'desc')
    .limit(limit);
  if (eventType) {
    sends.where({ event_type: eventType });
    schedules.where({ event_type: eventType });
  }
  if (like) {
    sends.whereILike('recipient', like);
    schedules.where(
      (query) => void query.whereRaw("fields->>'email' ILIKE ?", [like]).orWhereRaw("fields->>'jobFairName' ILIKE ?", [like]),
    );
  }
  const rows: DeliveryView[] = [
    ...(await schedules).map((row): DeliveryView => ({
      id: row.id,
      kind: 'schedule',
      eventType: row.event_type,
      templateId: row.template_id,
      channel: row.channel,
      recipient: audienceOf(row),
      subject: null,
      status: row.status === 'scheduled' ? 'Scheduled' : 'Cancelled',
      reason: row.reason,
      attempts: 0,
      retries: 0,
      dueAt: row.due_at.toISOString(),
      sentAt: null,
    })),
    ...(await sends).map((row): DeliveryView => ({
      id: row.id,
      kind: 'send',
      eventType: row.event_type,
      templateId: row.template_id,
      channel: row.channel,
      recipient: row.recipient ?? '',
      subject: row.subject,
      status: row.retries > 0 && (row.status === 'queued' || row.status === 'sending') ? 'Retried' : SEND_STATUS[row.status],
      reason: row.reason,
      attempts: row.attempts,
      retries: row.retries,
      dueAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    })),
  ];
  return rows.sort((a, b) => b.dueAt.localeCompare(a.dueAt)).slice(0, limit);
};

/** What a retry decides on: the send's status and attempt count, as its delivery process manager records them. */
export const getSendForRetry = async (
  db: Knex,
  id: string,
): Promise<Readonly<{ status: SendListRow['status']; attempts: number }> | null> =>
  (await db('notification_sends').where({ id }).first<Pick<SendListRow, 'status' | 'attempts'> | undefined>('status', 'attempts')) ?? null;

/** Whether the delivery process manager has followed the log up to `checkpoint` (acted on what it holds). */
export const deliveryHasFollowed = async (db: Knex, checkpoint: Checkpoint): Promise<boolean> => {
  const row = await db('notification_delivery_checkpoint').first<{ checkpoint: Checkpoint } | undefined>('checkpoint');
  return row !== undefined && compareCheckpoints(row.checkpoint, checkpoint) >= 0;
};
