import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Occurrence } from '../../../domain/delivery/occurrence';
import { dueAt } from '../../../domain/delivery/send-relative-to';
import type { DomainEvent } from '../../../domain/events';
import { jobFairDecider, jobFairStream, type JobFair } from '../../../domain/jobfair/jobfair';
import { jobFairStart } from '../../../domain/jobfair/time-status';
import type { Clock } from '../../../domain/ports/clock';
import type { EventStore } from '../../../domain/ports/event-store';
import type { RecordedEvent } from '../../../domain/shared/event';
import { fairReminder, jobFairFields, occurrencesOf } from './occurrences';
import { cancelSchedules, fairTimedSchedules, moveSchedule, planSchedule } from './schedules';
import type { TemplateSource } from './templates';

const CHECKPOINT_ID = 'notification-delivery';
const BATCH = 200;

export type FollowDeps = Readonly<{ store: EventStore; db: Knex; clock: Clock; templates: TemplateSource; logger: Logger }>;

const fairOf = async (store: EventStore, jobFairId: string): Promise<JobFair> =>
  (await store.readStream<RecordedEvent<DomainEvent>>(jobFairStream(jobFairId))).events.reduce(
    (state, event) => jobFairDecider.evolve(state, event as Parameters<typeof jobFairDecider.evolve>[1]),
    jobFairDecider.initialState(),
  );

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
  const { store, db, clock, templates, logger } = deps;
  return db.transaction(async (trx) => {
    const row = await trx('notification_delivery_checkpoint').where({ id: CHECKPOINT_ID }).forUpdate().skipLocked().first('checkpoint');
    if (!row) return 0;
    const events = (await store.readAll({ after: row.checkpoint, limit: BATCH })) as RecordedEvent<DomainEvent>[];
    const now = clock.now();
    const fairs = new Map<string, Promise<JobFair>>();
    const fair = (jobFairId: string) => fairs.get(jobFairId) ?? fairs.set(jobFairId, fairOf(store, jobFairId)).get(jobFairId)!;

    const plan = async (occurrence: Occurrence) => {
      // Job fair events merge the fair's fields as they stand (a payment mail names the fair).
      const state = occurrence.jobFairId ? await fair(occurrence.jobFairId) : null;
      const fields = state?.status === 'Scheduled' ? { ...jobFairFields(occurrence.jobFairId!, state.form), ...occurrence.fields } : occurrence.fields;
      for (const template of await templates(occurrence.eventType)) {
        const due = await planSchedule(trx, { ...occurrence, fields }, template, now);
        if (!due) logger.warn({ templateId: template.templateId, occurrence: occurrence.occurrenceId }, 'the event holds no moment to send relative to');
      }
    };

    const replanFair = async (jobFairId: string) => {
      const state = await fair(jobFairId);
      const timed = await fairTimedSchedules(trx, jobFairId);
      if (state.status !== 'Scheduled' || !state.isActivated) {
        const reason = state.status === 'Scheduled' ? 'The job fair was deactivated' : 'The job fair was deleted';
        await cancelSchedules(trx, timed.filter((schedule) => schedule.status === 'scheduled').map((schedule) => schedule.id), reason, now);
        return;
      }
      if (jobFairStart({ ...state.form }) <= now) return;
      await plan(fairReminder(jobFairId, state.companyId, state.form, now));
      // Every other send timed by the fair's start follows it to its new time (or back from a deactivation).
      for (const schedule of timed) {
        const fields = { ...schedule.fields, ...jobFairFields(jobFairId, state.form) };
        const due = schedule.relative_to && dueAt(schedule.relative_to, { data: fields });
        if (due && schedule.occurrence_id !== `jobfair-${jobFairId}`) await moveSchedule(trx, schedule, fields, due, now);
      }
    };

    const fairsTouched = new Set<string>();
    for (const event of events) {
      for (const occurrence of occurrencesOf(event)) await plan(occurrence);
      if (event.streamId.startsWith('jobfair-') && 'jobFairId' in event.data) fairsTouched.add(event.data.jobFairId as string);
    }
    for (const jobFairId of fairsTouched) await replanFair(jobFairId);

    const last = events.at(-1);
    if (last) await trx('notification_delivery_checkpoint').where({ id: CHECKPOINT_ID }).update({ checkpoint: last.checkpoint });
    return events.length;
  });
};
