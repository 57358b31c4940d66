import { randomUUID } from 'node:crypto';
import { userDecider, userStream, type UserContact } from '../../domain/user/user';
import { handleCommand } from '../../domain/shared/handle-command';
import type { TestApi, TestUser } from './api';
import { until } from './wait';

/**
 * TestApi.user creates the account in the identity only; the users read model (names, roles) learns of
 * it through UserRegistered, as registration appends it. This appends it and waits until the row shows.
 */
export const registerInReadModel = async (
  api: TestApi,
  user: TestUser,
  firstName = 'Test',
  lastName = 'User',
  contact: UserContact | null = null,
): Promise<TestUser> => {
  const now = api.clock.now().toISOString();
  await handleCommand(
    api.store,
    userStream(user.userId),
    userDecider,
    {
      type: 'RegisterUser',
      data: {
        userId: user.userId,
        email: user.email,
        firstName,
        lastName,
        roles: [...user.roles],
        organizationId: user.organizationId,
        now,
        sponsorId: null,
        contact,
      },
    },
    { metadata: { correlationId: randomUUID(), causationId: null, actorId: null, actorRole: null, at: now }, newId: randomUUID },
  );
  await until(async () => Boolean(await api.db('users').where({ id: user.userId }).first()), `the users row of ${user.email}`);
  return user;
};
