import type { Knex } from 'knex';
import type { UserEvent, UserRegistered } from '../../domain/user/user';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { organizationKey, userKey } from '../queries/change-keys';

const keysOf = (userId: string, organizationId: string | null) =>
  organizationId ? [userKey(userId), organizationKey(organizationId)] : [userKey(userId)];

const registeredRow = ({ data, revision }: RecordedEvent<UserRegistered>) => ({
  id: data.userId,
  email: data.email,
  first_name: data.firstName,
  last_name: data.lastName,
  roles: JSON.stringify(data.roles),
  organization_id: data.organizationId,
  sponsor_id: data.sponsorId,
  phone: data.contact?.phone ?? null,
  city: data.contact?.city ?? null,
  state: data.contact?.state ?? null,
  zip: data.contact?.zip ?? null,
  registered_at: data.registeredAt,
  revision: String(revision),
});

/** One change to a user's row; a column group is written only when its flag is set. */
type Change = Readonly<{
  id: string;
  organizationId: string | null;
  revision: string;
  names: boolean;
  firstName?: string;
  lastName?: string;
  removed: boolean;
  removedAt?: string;
  profiled: boolean;
  profile?: unknown;
  isProfileComplete?: boolean;
  phoned: boolean;
  phone?: string | null;
}>;

const changeOf = (event: RecordedEvent<Exclude<UserEvent, UserRegistered>>): Change => {
  const base = { id: event.data.userId, organizationId: event.data.organizationId, revision: String(event.revision) };
  const none = { names: false, removed: false, profiled: false, phoned: false };
  switch (event.type) {
    case 'UserNamesChanged':
      return { ...base, ...none, names: true, firstName: event.data.firstName, lastName: event.data.lastName };
    case 'UserRemoved':
      return { ...base, ...none, removed: true, removedAt: event.data.removedAt };
    case 'UserProfileSaved': {
      const { applicant } = event.data;
      // spec 2 §2.5: names, and for applicants the extended profile (phone kept in its own column).
      return {
        ...base,
        names: true,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        removed: false,
        profiled: true,
        profile: applicant,
        isProfileComplete: event.data.isProfileComplete,
        phoned: applicant !== null,
        ...(applicant ? { phone: applicant.phone } : {}),
      };
    }
  }
};

/**
 * A round of changes, at most one per user, in one statement; each is guarded by the stream revision so a
 * replayed change writes nothing. Answers the users whose row changed.
 */
const applyRound = async (trx: Knex.Transaction, changes: readonly Change[]) => {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `UPDATE users u SET
       first_name = CASE WHEN c.names THEN c."firstName" ELSE u.first_name END,
       last_name = CASE WHEN c.names THEN c."lastName" ELSE u.last_name END,
       removed_at = CASE WHEN c.removed THEN c."removedAt" ELSE u.removed_at END,
       profile = CASE WHEN c.profiled THEN c.profile ELSE u.profile END,
       is_profile_complete = CASE WHEN c.profiled THEN c."isProfileComplete" ELSE u.is_profile_complete END,
       phone = CASE WHEN c.phoned THEN c.phone ELSE u.phone END,
       revision = c.revision
     FROM json_to_recordset(?::json) AS c(id uuid, revision bigint, names boolean, "firstName" text, "lastName" text, removed boolean,
       "removedAt" timestamptz, profiled boolean, profile jsonb, "isProfileComplete" boolean, phoned boolean, phone text)
     WHERE u.id = c.id AND u.revision < c.revision
     RETURNING u.id`,
    [JSON.stringify(changes)],
  );
  return new Set(rows.map((row) => row.id));
};

/**
 * The run in a few statements: every registration in one insert that skips users already stored, then
 * the changes in rounds (a user's first change in the first round, their second in the next, …), so each
 * user's changes still apply in order.
 */
const applyAll = async (trx: Knex.Transaction, events: readonly RecordedEvent<UserEvent>[]) => {
  const keys = new Set<string>();
  const registrations = events.filter((event): event is RecordedEvent<UserRegistered> => event.type === 'UserRegistered');
  if (registrations.length > 0) {
    const inserted = await trx('users')
      .insert(registrations.map(registeredRow))
      .onConflict('id')
      .ignore()
      .returning<{ id: string }[]>('id');
    const stored = new Set(inserted.map((row) => row.id));
    for (const { data } of registrations)
      if (stored.has(data.userId)) keysOf(data.userId, data.organizationId).forEach((key) => keys.add(key));
  }
  const rounds: Change[][] = [];
  const seen = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'UserRegistered') continue;
    const change = changeOf(event);
    const round = seen.get(change.id) ?? 0;
    seen.set(change.id, round + 1);
    (rounds[round] ??= []).push(change);
  }
  for (const round of rounds) {
    const changed = await applyRound(trx, round);
    for (const change of round) if (changed.has(change.id)) keysOf(change.id, change.organizationId).forEach((key) => keys.add(key));
  }
  return [...keys];
};

export const usersProjector = defineProjector({
  name: 'users',
  handles: ['UserRegistered', 'UserNamesChanged', 'UserRemoved', 'UserProfileSaved'],
  tables: ['users'],
  apply: (trx, event) => applyAll(trx, [event]),
  applyAll,
});
