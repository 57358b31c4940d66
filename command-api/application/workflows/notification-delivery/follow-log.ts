import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Occurrence } from '../../../../domain/delivery/occurrence';
import { dueAt, FAIR_START } from '../../../../domain/delivery/send-relative-to';
import type { TemplateContent } from '../../../../domain/notification/notification-template';
import { activatedJobFairIds } from '../../../../projections/queries/notification-deliveries';
import type { DomainEvent } from '../../../../domain/events';
import { jobFairDecider, jobFairStream, type JobFair } from '../../../../domain/jobfair/jobfair';
import { jobFairStart } from '../../../../domain/jobfair/time-status';
import type { Clock } from '../../../../domain/ports/clock';
import type { EventStore } from '../../../../domain/ports/event-store';
import { aggregateStream } from '../../../../domain/shared/aggregate-stream';
import type { Checkpoint, RecordedEvent } from '../../../../domain/shared/event';
import { getOrganization } from '../../../../projections/queries/organizations';
import { fairReminder, jobFairFields, occurrencesOf } from './occurrences';
import { requeueRetriedSend } from './retried-sends';
import { cancelSchedules, fairTimedSchedules, moveSchedule, planSchedule, type ScheduleRow } from './schedules';
import type { DeliveryTemplate, TemplateSource } from './templates';

const CHECKPOINT_ID = 'notification-delivery';
const BATCH = 200;

export type FollowDeps = Readonly<{
  store: EventStore;
  db: Knex;
  clock: Clock;
  templates: TemplateSource;
  logger: Logger;
  /** The public address of the platform, for links in mails (the job seekers' page of a fair). */
  publicUrl: string;
}>;

const fairOf = async (store: EventStore, jobFairId: string): Promise<JobFair> =>
  (await aggregateStream(store, jobFairStream(jobFairId), jobFairDecider)).state;

/**
 * The first start begins at the head of the log: history from before delivery existed is not mailed.
 * Later starts (a restart, a second process) resume where the last batch committed.
 */
export const ensureCheckpoint = async ({ store, db }: Pick<FollowDeps, 'store' | 'db'>) => {
  await db('notification_delivery_checkpoint')
    .insert({ id: CHECKPOINT_ID, checkpoint: await store.headCheckpoint() })
    .onConflict('id')
    .ignore();
};

/**
 * Reads the log after the delivery's checkpoint and plans what each event earns, in one transaction
 * with the checkpoint's move: a crash before commit plans the batch again (upserts by id, no doubles),
 * after commit never again. The checkpoint row is locked (SKIP LOCKED), so of several processes one
 * follows at a time and the others skip. Answers how many events were read.
 */
export const followLog = async (deps: FollowDeps): Promise<number> => {
  const { store, db, clock, templates, logger, publicUrl } = deps;
  return db.transaction(async (trx) => {
    const row = await trx('notification_delivery_checkpoint')
      .where({ id: CHECKPOINT_ID })
      .forUpdate()
      .skipLocked()
      .first<{ checkpoint: Checkpoint } | undefined>('checkpoint');
    if (!row) return 0;
    const events = (await store.readAll({ after: row.checkpoint, limit: BATCH })) as RecordedEvent<DomainEvent>[];
    const now = clock.now();
    const fairs = new Map<string, Promise<JobFair>>();
    const fair = (jobFairId: string) => fairs.get(jobFairId) ?? fairs.set(jobFairId, fairOf(store, jobFairId)).get(jobFairId)!;
    const fairFields = (jobFairId: string, state: Extract<JobFair, { status: 'Scheduled' }>) =>
      jobFairFields(jobFairId, state.form, `${publicUrl}/job-seeker/organizations/${state.companyId}/jobfairs/${jobFairId}`);

    // Templates saved in this batch count as saved already: the templates read model may not have caught up.
    const saved = new Map<string, TemplateContent>();
    const templatesOf = async (eventType: Occurrence['eventType']) => {
      const fresh = [...saved.values()].filter((template) => template.eventType === eventType);
      const key = (template: DeliveryTemplate) => `${template.templateId}|${template.channel}`;
      const stored = (await templates(eventType)).filter((template) => !saved.has(key(template)));
      return [...stored, ...fresh.filter((template) => template.enabled)];
    };

    const plan = async (occurrence: Occurrence) => {
      // Job fair events merge the fair's fields as they stand (a payment mail names the fair), and every
      // event of an organization its name.
      const state = occurrence.jobFairId ? await fair(occurrence.jobFairId) : null;
      const organization = occurrence.organizationId ? await getOrganization(db, occurrence.organizationId) : null;
      const fields = {
        ...(organization ? { companyName: organization.companyName } : {}),
        ...(state?.status === 'Scheduled' ? fairFields(occurrence.jobFairId!, state) : {}),
        ...occurrence.fields,
      };
      for (const template of await templatesOf(occurrence.eventType)) {
        const due = await planSchedule(trx, { ...occurrence, fields }, template, now);
        if (!due)
          logger.warn(
            { templateId: template.templateId, occurrence: occurrence.occurrenceId },
            'the event holds no moment to send relative to',
          );
      }
    };

    const replanFair = async (jobFairId: string) => {
      const state = await fair(jobFairId);
      const timed = await fairTimedSchedules(trx, jobFairId);
      if (state.status !== 'Scheduled' || !state.isActivated) {
        const reason = state.status === 'Scheduled' ? 'The job fair was deactivated' : 'The job fair was deleted';
        await cancelSchedules(
          trx,
          timed.filter((schedule) => schedule.status === 'scheduled').map((schedule) => schedule.id),
          reason,
          now,
        );
        return;
      }
      if (jobFairStart({ ...state.form }) <= now) return;
      await plan(fairReminder(jobFairId, state.companyId, now));
      // Every other send timed by the fair's start follows it to its new time (or back from a deactivation).
      for (const schedule of timed) {
        const fields = { ...schedule.fields, ...fairFields(jobFairId, state) };
        const due = schedule.relative_to && dueAt(schedule.relative_to, { data: fields });
        if (due && schedule.occurrence_id !== `jobfair-${jobFairId}`) await moveSchedule(trx, schedule, fields, due, now);
      }
    };

    // A template saved: its timers not yet fired take its new timing, or are cancelled when it is disabled;
    // a reminder template plans every activated fair again (a new one reaches fairs activated before it).
    const retime = async (template: TemplateContent) => {
      saved.set(`${template.templateId}|${template.channel}`, template);
      const pending = trx('notification_schedules').where({
        template_id: template.templateId,
        channel: template.channel,
        status: 'scheduled',
      });
      if (!template.enabled)
        return void (await pending.update({ status: 'cancelled', reason: 'The template was disabled', updated_at: now }));
      const relativeTo = template.sendRelativeTo ?? (template.eventType === 'ReminderBeforeJobFairStart' ? FAIR_START : null);
      for (const schedule of (await pending.clone().select('*')) as ScheduleRow[]) {
        const due = relativeTo && dueAt(relativeTo, { data: schedule.fields });
        if (due)
          await trx('notification_schedules')
            .where({ id: schedule.id })
            .update({ relative_to: JSON.stringify(relativeTo), due_at: due, updated_at: now });
      }
      if (template.eventType === 'ReminderBeforeJobFairStart') for (const id of await activatedJobFairIds(db)) fairsTouched.add(id);
    };

    const fairsTouched = new Set<string>();
    for (const event of events) {
      for (const occurrence of occurrencesOf(event)) await plan(occurrence);
      if (event.streamId.startsWith('jobfair-') && 'jobFairId' in event.data) fairsTouched.add(event.data.jobFairId);
      if (event.type === 'NotificationTemplateCreated' || event.type === 'NotificationTemplateUpdated') await retime(event.data);
      if (event.type === 'NotificationSendRetried') await requeueRetriedSend(trx, event.data, now);
    }
    for (const jobFairId of fairsTouched) await replanFair(jobFairId);

    const last = events.at(-1);
    if (last) await trx('notification_delivery_checkpoint').where({ id: CHECKPOINT_ID }).update({ checkpoint: last.checkpoint });
    return events.length;
  });
};
