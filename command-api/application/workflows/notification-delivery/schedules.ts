import type { Knex } from 'knex';
import type { Occurrence } from '../../../../domain/delivery/occurrence';
import { dueAt, FAIR_START } from '../../../../domain/delivery/send-relative-to';
import type { SendRelativeTo } from '../../../../domain/notification/template-schema';
import type { DeliveryTemplate } from './templates';

// The timers table of the delivery (notification_schedules): one row per template × occurrence, due when
// the template's sends for that occurrence go out. Rows are only ever upserted by id, so planning the
// same occurrence again (a restart, a second process, a moved fair) changes the time, never the count.

export type ScheduleRow = Readonly<{
  id: string;
  template_id: string;
  channel: DeliveryTemplate['channel'];
  event_type: DeliveryTemplate['eventType'];
  recipient_type: DeliveryTemplate['recipientType'];
  occurrence_id: string;
  job_fair_id: string | null;
  organization_id: string | null;
  user_id: string | null;
  fields: Occurrence['fields'];
  relative_to: SendRelativeTo | null;
  follows_fair: boolean;
  due_at: Date;
  status: 'scheduled' | 'fired' | 'cancelled';
  reason: string | null;
}>;

export const scheduleId = (template: DeliveryTemplate, occurrenceId: string) =>
  `${template.templateId}|${template.channel}|${occurrenceId}`;

/** The moment a template's sends for an occurrence are due: relative to a moment of the event, or when it happened. */
const timingOf = (template: DeliveryTemplate, occurrence: Occurrence) => {
  const relativeTo = template.sendRelativeTo ?? (occurrence.eventType === 'ReminderBeforeJobFairStart' ? FAIR_START : null);
  if (!relativeTo) return { relativeTo, followsFair: false, due: occurrence.at };
  const followsFair = relativeTo.mode === 'components' && occurrence.jobFairId !== null;
  return { relativeTo, followsFair, due: dueAt(relativeTo, { data: occurrence.fields }) };
};

/**
 * Records when a template's sends for an occurrence are due. A fired row is never touched again (its
 * sends exist); a scheduled or cancelled one takes the new time. Null when the event holds no such moment.
 */
export const planSchedule = async (trx: Knex, occurrence: Occurrence, template: DeliveryTemplate, now: Date): Promise<Date | null> => {
  const { relativeTo, followsFair, due } = timingOf(template, occurrence);
  if (!due) return null;
  const row = {
    id: scheduleId(template, occurrence.occurrenceId),
    template_id: template.templateId,
    channel: template.channel,
    event_type: occurrence.eventType,
    recipient_type: template.recipientType,
    occurrence_id: occurrence.occurrenceId,
    job_fair_id: occurrence.jobFairId,
    organization_id: occurrence.organizationId,
    user_id: occurrence.userId,
    fields: JSON.stringify(occurrence.fields),
    relative_to: relativeTo ? JSON.stringify(relativeTo) : null,
    follows_fair: followsFair,
    due_at: due,
    status: 'scheduled',
    reason: null,
    created_at: now,
    updated_at: now,
  };
  await trx('notification_schedules')
    .insert(row)
    .onConflict('id')
    .merge(['fields', 'relative_to', 'follows_fair', 'due_at', 'status', 'reason', 'updated_at'])
    .whereNot('notification_schedules.status', 'fired');
  return due;
};

/** The rows a fair's start times: the reminder and every template relative to the fair's start. */
export const fairTimedSchedules = (trx: Knex, jobFairId: string): Promise<ScheduleRow[]> =>
  trx<ScheduleRow>('notification_schedules').where({ job_fair_id: jobFairId, follows_fair: true }).whereNot('status', 'fired').forUpdate();

export const moveSchedule = (trx: Knex, row: ScheduleRow, fields: Occurrence['fields'], due: Date, now: Date) =>
  trx('notification_schedules')
    .where({ id: row.id })
    .whereNot('status', 'fired')
    .update({ fields: JSON.stringify(fields), due_at: due, status: 'scheduled', reason: null, updated_at: now });

export const cancelSchedules = (trx: Knex, ids: readonly string[], reason: string, now: Date) =>
  ids.length === 0
    ? Promise.resolve(0)
    : trx('notification_schedules')
        .whereIn('id', ids)
        .where({ status: 'scheduled' })
        .update({ status: 'cancelled', reason, updated_at: now });
