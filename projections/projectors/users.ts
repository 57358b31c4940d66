import type { Knex } from 'knex';
import type { UserEvent, UserNamesChanged, UserProfileSaved, UserRegistered, UserRemoved } from '../../domain/user/user';
import { assertNever } from '../../domain/shared/decider';
import { insertOnce, updateIfNewer } from './row-guards';
import type { RecordedEvent } from '../../domain/shared/event';
import { defineProjector } from '../projector';
import { organizationKey, userKey } from '../queries/change-keys';

const register = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<UserRegistered>): Promise<string[]> => {
  const inserted = await insertOnce(trx, 'users', {
    id: data.userId,
    email: data.email,
    first_name: data.firstName,
    last_name: data.lastName,
    roles: JSON.stringify(data.roles),
    organization_id: data.organizationId,
    sponsor_id: data.sponsorId,
    ...(data.contact ? { phone: data.contact.phone, city: data.contact.city, state: data.contact.state, zip: data.contact.zip } : {}),
    registered_at: data.registeredAt,
    revision: String(revision),
  });
  if (!inserted) return [];
  return data.organizationId ? [userKey(data.userId), organizationKey(data.organizationId)] : [userKey(data.userId)];
};

const keysOf = (userId: string, organizationId: string | null) =>
  organizationId ? [userKey(userId), organizationKey(organizationId)] : [userKey(userId)];

/** Names changed or user removed (spec 1 §5.6), guarded by revision so a replay changes nothing. */
const change = async (trx: Knex.Transaction, event: RecordedEvent<UserNamesChanged | UserRemoved>): Promise<string[]> => {
  const changes =
    event.type === 'UserNamesChanged'
      ? { first_name: event.data.firstName, last_name: event.data.lastName }
      : { removed_at: event.data.removedAt };
  return (await updateIfNewer(trx, 'users', event.data.userId, event.revision, changes))
    ? keysOf(event.data.userId, event.data.organizationId)
    : [];
};

/** spec 2 §2.5: names, and for applicants the extended profile (phone kept in its own column). */
const saveProfile = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<UserProfileSaved>): Promise<string[]> => {
  const changes = {
    first_name: data.firstName,
    last_name: data.lastName,
    profile: data.applicant ? JSON.stringify(data.applicant) : null,
    is_profile_complete: data.isProfileComplete,
    ...(data.applicant ? { phone: data.applicant.phone } : {}),
  };
  return (await updateIfNewer(trx, 'users', data.userId, revision, changes)) ? keysOf(data.userId, data.organizationId) : [];
};

const project = (trx: Knex.Transaction, event: RecordedEvent<UserEvent>): Promise<string[]> => {
  switch (event.type) {
    case 'UserRegistered':
      return register(trx, event);
    case 'UserNamesChanged':
    case 'UserRemoved':
      return change(trx, event);
    case 'UserProfileSaved':
      return saveProfile(trx, event);
    default:
      return assertNever(event);
  }
};

export const usersProjector = defineProjector({
  name: 'users',
  handles: ['UserRegistered', 'UserNamesChanged', 'UserRemoved', 'UserProfileSaved'],
  tables: ['users'],
  apply: project,
});
