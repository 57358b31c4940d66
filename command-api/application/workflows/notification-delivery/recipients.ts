import type { Knex } from 'knex';
import type { NotificationEventType, RecipientType } from '../../../../domain/notification/notification-events';
import {
  fairJobSeekers,
  organizationMembers,
  platformAdmins,
  recipientById,
  type NotificationRecipient,
} from '../../../../projections/queries/notification-recipients';
import type { ScheduleRow } from './schedules';

/** The audience the person an event is about belongs to: a template for that audience reaches them alone. */
const SELF: Partial<Record<NotificationEventType, RecipientType>> = {
  JobseekerSignedUp: 'jobseeker',
  ReminderToCompleteProfile: 'jobseeker',
  EmployerAdminSignedUp: 'employerAdmin',
  NewEmployerAdminSignup: 'employerAdmin',
  RecruiterOnboarded: 'recruiter',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Whom a template's sends for an occurrence reach (spec 3 §3.1 audiences): the person it is about for
 * their own audience (from the event itself, so a read model that has not caught up loses no one),
 * every platform admin, the organization's employer admins or recruiters, or the fair's job seekers.
 */
export const recipientsOf = async (db: Knex, schedule: ScheduleRow, audience: RecipientType): Promise<NotificationRecipient[]> => {
  if (schedule.user_id && SELF[schedule.event_type] === audience) {
    const email = text(schedule.fields.email);
    if (!email) return [await recipientById(db, schedule.user_id)].filter((person): person is NotificationRecipient => person !== null);
    const { firstName, lastName, phone_number: phone } = schedule.fields;
    return [{ userId: schedule.user_id, email, firstName: text(firstName), lastName: text(lastName), phone: text(phone) || null }];
  }
  switch (audience) {
    case 'platformAdmin':
      return platformAdmins(db);
    case 'employerAdmin':
      return schedule.organization_id ? organizationMembers(db, schedule.organization_id, 'EmployerAdmin') : [];
    case 'recruiter':
      return schedule.organization_id ? organizationMembers(db, schedule.organization_id, 'Recruiter') : [];
    case 'jobseeker':
      return schedule.job_fair_id ? fairJobSeekers(db, schedule.job_fair_id) : [];
  }
};
