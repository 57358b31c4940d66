import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Clock } from '../../../../domain/ports/clock';
import type { EventStore } from '../../../../domain/ports/event-store';
import { recipientsOf } from './recipients';
import { renderTemplate } from '../../notification-templates/render-template';
import type { ScheduleRow } from './schedules';
import { enabledTemplateOf } from './template-state';

const BATCH = 20;

export type FireDeps = Readonly<{ db: Knex; clock: Clock; store: EventStore }>;

/** template × recipient × occurrence: the key a send is recorded under before it is delivered. */
export const idempotencyKeyOf = (schedule: Pick<ScheduleRow, 'template_id' | 'channel' | 'occurrence_id'>, recipientUserId: string) =>
  `${schedule.template_id}:${schedule.channel}:${recipientUserId}:${schedule.occurrence_id}`;

/**
 * Turns the due timers into sends: each due row is locked (SKIP LOCKED: another process takes the next
 * one), its template read again from its stream (disabled since: cancelled), its audience resolved now (seekers who
 * arrived after scheduling are reached), one send per recipient recorded under its key (ON CONFLICT DO
 * NOTHING), and the row marked fired, all in one transaction. Answers how many timers fired.
 */
export const fireDueSchedules = async ({ db, clock, store }: FireDeps): Promise<number> =>
  db.transaction(async (trx) => {
    const now = clock.now();
    const due = await trx<ScheduleRow>('notification_schedules')
      .where({ status: 'scheduled' })
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked();
    for (const schedule of due) {
      const template = await enabledTemplateOf(store, schedule.template_id, schedule.channel);
      if (template?.eventType !== schedule.event_type) {
        await trx('notification_schedules')
          .where({ id: schedule.id })
          .update({ status: 'cancelled', reason: 'The template is disabled or gone', updated_at: now });
        continue;
      }
      const sends = (await recipientsOf(trx, schedule, template.recipientType)).map((recipient) => {
        // The recipient's own fields over the occurrence's (docs/notifications.md: every event offers its reader's).
        const rendered = renderTemplate(template, {
          ...schedule.fields,
          email: recipient.email,
          firstName: recipient.firstName,
          lastName: recipient.lastName,
          phone_number: recipient.phone ?? '',
        });
        const address = template.channel === 'email' ? recipient.email : recipient.phone;
        return {
          idempotency_key: idempotencyKeyOf(schedule, recipient.userId),
          id: randomUUID(),
          schedule_id: schedule.id,
          template_id: schedule.template_id,
          channel: schedule.channel,
          event_type: schedule.event_type,
          job_fair_id: schedule.job_fair_id,
          recipient_user_id: recipient.userId,
          recipient: address,
          sender: template.channel === 'email' ? template.sender : null,
          subject: template.channel === 'email' ? rendered.subject : null,
          html: rendered.html ?? rendered.text,
          text: rendered.text,
          // Never swallowed: a recipient without a phone number is a failed send the admin sees.
          status: address ? 'queued' : 'failed',
          reason: address ? null : 'No phone number is registered for this recipient',
          created_at: now,
          updated_at: now,
        };
      });
      if (sends.length > 0) await trx('notification_sends').insert(sends).onConflict('idempotency_key').ignore();
      await trx('notification_schedules')
        .where({ id: schedule.id })
        .update({ status: 'fired', reason: sends.length === 0 ? 'No recipients' : null, updated_at: now });
    }
    return due.length;
  });
