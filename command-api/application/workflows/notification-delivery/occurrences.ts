import type { Occurrence, MergeFields } from '../../../../domain/delivery/occurrence';
import type { DomainEvent } from '../../../../domain/events';
import type { JobFairForm } from '../../../../domain/jobfair/jobfair-schema';
import type { RecordedEvent } from '../../../../domain/shared/event';

// spec 3 §3.1 from the domain events that already exist: which notification event types each one is.
// Merge fields as docs/notifications.md lists them: signup and onboarding events carry email, firstName,
// lastName and phone_number; job fair events the fair's fields (added by the planner from the fair as it
// stands, with companyName and jobFairLink); payment events add amount and currency.

/** The fair's own merge fields; `link` is the job seekers' public page of the fair. */
export const jobFairFields = (jobFairId: string, form: JobFairForm, link: string): MergeFields => ({
  jobFairId,
  jobFairLink: link,
  jobFairName: form.name,
  startDate: form.startDate,
  startTime: form.startTime,
  timezone: form.timezone,
  durationHours: form.durationHours,
  durationMinutes: form.durationMinutes,
});

/** Amounts are kept in the currency's minor unit; templates show them as written on an invoice. */
const amountText = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The reminder of a fair: one occurrence per fair, whatever its start becomes (a moved fair reschedules it). */
export const fairReminder = (jobFairId: string, companyId: string, at: Date): Occurrence => ({
  eventType: 'ReminderBeforeJobFairStart',
  occurrenceId: `jobfair-${jobFairId}`,
  at,
  jobFairId,
  organizationId: companyId,
  userId: null,
  fields: {},
});

/** What a stored event is in spec 3 §3.1's words; most events are none. The fair reminder is planned from the fair's state. */
export const occurrencesOf = (event: RecordedEvent<DomainEvent>): Occurrence[] => {
  const at = new Date(event.metadata.at);
  const once = { occurrenceId: event.id, at };
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, firstName, lastName, roles, organizationId, contact } = event.data;
      const person = { ...once, jobFairId: null, organizationId, userId };
      const fields = { email, firstName, lastName, phone_number: contact?.phone ?? '', registeredAt: event.data.registeredAt };
      if (roles.includes('EmployerAdmin'))
        return [
          { ...person, eventType: 'EmployerAdminSignedUp', fields },
          { ...person, eventType: 'NewEmployerAdminSignup', fields },
        ];
      if (roles.includes('Recruiter')) return [{ ...person, eventType: 'RecruiterOnboarded', fields }];
      if (roles.includes('Applicant')) return [{ ...person, eventType: 'JobseekerSignedUp', fields }];
      return [];
    }
    case 'UserProfileSaved': {
      if (event.data.isProfileComplete) return [];
      const { userId, organizationId, firstName, lastName, savedAt } = event.data;
      // Once per person: the first incomplete save reminds; later saves do not repeat it.
      return [
        {
          eventType: 'ReminderToCompleteProfile',
          occurrenceId: `profile-${userId}`,
          at,
          jobFairId: null,
          organizationId,
          userId,
          fields: { firstName, lastName, savedAt },
        },
      ];
    }
    case 'JobFairCreated': {
      const { jobFairId, companyId, createdAt, amount, currency } = event.data;
      return [
        {
          ...once,
          eventType: 'JobFairCreated',
          jobFairId,
          organizationId: companyId,
          userId: null,
          fields: { createdAt, amount: amountText(amount, currency), currency: currency.toUpperCase() },
        },
      ];
    }
    case 'JobFairPaid':
    case 'JobFairPaymentFailed': {
      const { jobFairId, companyId, amount, currency, paymentReference } = event.data;
      return [
        {
          ...once,
          eventType: event.type === 'JobFairPaid' ? 'JobFairPaymentSuccess' : 'JobFairPaymentFailed',
          jobFairId,
          organizationId: companyId,
          userId: null,
          fields: {
            amount: amountText(amount, currency),
            currency: currency.toUpperCase(),
            paymentReference,
            ...(event.type === 'JobFairPaymentFailed' ? { reason: event.data.reason } : {}),
          },
        },
      ];
    }
    default:
      return [];
  }
};
