import { defineProjector } from '../projector';

/** A signed-in user is LOGGED_IN or AWAY (spec 1 §4.4), as the report's logins count them. */
const SIGNED_IN = new Set(['LOGGED_IN', 'AWAY']);

/**
 * spec 2 §3 Jobseeker registrations. The landing's registration writes what the seeker gave; a sign-in to
 * a fair with no registration records one 'via sign-in' (names read from the account), so fairs entered
 * before registrations were recorded, or entered through the sign-in page, keep their registered jobseekers
 * after a rebuild as before it. A later landing registration replaces a sign-in row; a sign-in never
 * replaces a registration. Staff sign-ins are recorded too and left out by the query (it reads the role).
 */
export const jobseekerRegistrationsProjector = defineProjector({
  name: 'jobseekerRegistrations',
  handles: ['JobseekerRegistered', 'UserPresenceChanged'],
  tables: ['jobseeker_registrations'],
  apply: async (trx, event) => {
    if (event.type === 'UserPresenceChanged') {
      const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
      if (lastPresenceJobFairId && SIGNED_IN.has(presenceStatus))
        await trx('jobseeker_registrations')
          .insert({ job_fair_id: lastPresenceJobFairId, user_id: userId, via: 'sign-in', registered_at: changedAt })
          .onConflict(['job_fair_id', 'user_id'])
          .ignore();
      return [];
    }
    const { organizationId, jobFairId, jobSeekerId, registrationData, registeredAt } = event.data;
    await trx.raw(
      `INSERT INTO jobseeker_registrations AS r (job_fair_id, user_id, organization_id, via, email, given_name, family_name, phone_number, registered_at, revision)
       VALUES (?, ?, ?, 'landing', ?, ?, ?, ?, ?, ?)
       ON CONFLICT (job_fair_id, user_id) DO UPDATE SET organization_id = EXCLUDED.organization_id, via = 'landing', email = EXCLUDED.email,
         given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name, phone_number = EXCLUDED.phone_number,
         registered_at = LEAST(r.registered_at, EXCLUDED.registered_at), revision = EXCLUDED.revision
       WHERE r.revision IS NULL OR r.revision < EXCLUDED.revision`,
      [
        jobFairId,
        jobSeekerId,
        organizationId,
        registrationData.email,
        registrationData.given_name,
        registrationData.family_name,
        registrationData.phone_number,
        registeredAt,
        String(event.revision),
      ],
    );
    return [];
  },
});
