import type { Knex } from 'knex';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector, type EventOf } from '../projector';
import { upsertRows } from './upsert-rows';

/** A signed-in user is LOGGED_IN or AWAY (spec 1 §4.4), as the report's logins count them. */
const SIGNED_IN = new Set(['LOGGED_IN', 'AWAY']);

type Registration = {
  job_fair_id: string;
  user_id: string;
  organization_id: string | null;
  via: string;
  email: string | null;
  given_name: string | null;
  family_name: string | null;
  phone_number: string | null;
  registered_at: string;
  revision: string | null;
};

const earliest = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/** The row after `event`, or null when it changes nothing. */
const fold = (
  row: Registration | undefined,
  event: RecordedEvent<EventOf<'JobseekerRegistered' | 'UserPresenceChanged'>>,
): Registration | null => {
  if (event.type === 'UserPresenceChanged') {
    const { userId, presenceStatus, lastPresenceJobFairId, changedAt } = event.data;
    if (row || !lastPresenceJobFairId || !SIGNED_IN.has(presenceStatus)) return null;
    const nothing = { organization_id: null, email: null, given_name: null, family_name: null, phone_number: null, revision: null };
    return { job_fair_id: lastPresenceJobFairId, user_id: userId, via: 'sign-in', registered_at: changedAt, ...nothing };
  }
  const { organizationId, jobFairId, jobSeekerId, registrationData, registeredAt } = event.data;
  if (row?.revision != null && BigInt(row.revision) >= event.revision) return null;
  return {
    job_fair_id: jobFairId,
    user_id: jobSeekerId,
    organization_id: organizationId,
    via: 'landing',
    email: registrationData.email,
    given_name: registrationData.given_name,
    family_name: registrationData.family_name,
    phone_number: registrationData.phone_number,
    registered_at: row ? earliest(row.registered_at, registeredAt) : registeredAt,
    revision: String(event.revision),
  };
};

const keyOf = (event: RecordedEvent<EventOf<'JobseekerRegistered' | 'UserPresenceChanged'>>) =>
  event.type === 'UserPresenceChanged'
    ? event.data.lastPresenceJobFairId && `${event.data.lastPresenceJobFairId}|${event.data.userId}`
    : `${event.data.jobFairId}|${event.data.jobSeekerId}`;

/**
 * spec 2 §3 Jobseeker registrations. The landing's registration writes what the seeker gave; a sign-in to
 * a fair with no registration records one 'via sign-in' (names read from the account), so fairs entered
 * before registrations were recorded, or entered through the sign-in page, keep their registered jobseekers
 * after a rebuild as before it. A later landing registration replaces a sign-in row (keeping the earlier
 * time); a sign-in never replaces a registration. Staff sign-ins are recorded too and left out by the query
 * (it reads the role). A run is folded in memory from the rows it touches and written in one statement.
 */
const applyAll = async (
  trx: Knex.Transaction,
  events: readonly RecordedEvent<EventOf<'JobseekerRegistered' | 'UserPresenceChanged'>>[],
): Promise<string[]> => {
  const relevant = events.filter((event) => keyOf(event));
  if (relevant.length === 0) return [];
  const pairs = relevant.map((event) => keyOf(event)!.split('|'));
  const loaded = await trx<Registration>('jobseeker_registrations').whereIn(['job_fair_id', 'user_id'], pairs);
  const rows = new Map(
    loaded.map((row) => [
      `${row.job_fair_id}|${row.user_id}`,
      { ...row, registered_at: new Date(row.registered_at).toISOString(), revision: row.revision === null ? null : String(row.revision) },
    ]),
  );
  const changed = new Set<string>();
  for (const event of relevant) {
    const key = keyOf(event)!;
    const next = fold(rows.get(key), event);
    if (!next) continue;
    rows.set(key, next);
    changed.add(key);
  }
  await upsertRows(
    trx,
    'jobseeker_registrations',
    ['job_fair_id', 'user_id'],
    [...changed].map((key) => rows.get(key)!),
  );
  return [];
};

export const jobseekerRegistrationsProjector = defineProjector({
  name: 'jobseekerRegistrations',
  handles: ['JobseekerRegistered', 'UserPresenceChanged'],
  tables: ['jobseeker_registrations'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
