import type { Knex } from 'knex';
import type { DomainEvent } from '../../domain/events';
import type { UserEvent, UserRegistered } from '../../domain/user/user';
import type { RecordedEvent } from '../../domain/shared/event';
import type { Projector } from '../projector';
import { organizationKey, userKey } from '../queries/change-keys';

const register = async (trx: Knex.Transaction, { data, revision }: RecordedEvent<UserRegistered>): Promise<string[]> => {
  const inserted = await trx('users')
    .insert({
      id: data.userId,
      email: data.email,
      first_name: data.firstName,
      last_name: data.lastName,
      roles: JSON.stringify(data.roles),
      organization_id: data.organizationId,
      sponsor_id: data.sponsorId,
      registered_at: data.registeredAt,
      revision: String(revision),
    })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (inserted.length === 0) return [];
  return data.organizationId ? [userKey(data.userId), organizationKey(data.organizationId)] : [userKey(data.userId)];
};

// Add a case per new user event (profile, presence); UserRegistered is the only one so far.
const handles: readonly UserEvent['type'][] = ['UserRegistered'];
const isUserEvent = (event: RecordedEvent<DomainEvent>): event is RecordedEvent<UserEvent> => (handles as readonly string[]).includes(event.type);

export const usersProjector: Projector = {
  name: 'users',
  handles,
  tables: ['users'],
  apply: async (trx, event) => (isUserEvent(event) ? register(trx, event) : []),
};
