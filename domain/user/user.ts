import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';
import type { Role } from '../auth/roles';

// A single-member union narrows only on `.type`, hence assertNever(event.type) below.
// The platform's record of a person (spec 1 §3 User). Credentials live in the identity provider;
// what other screens show about a user (names, roles, organization) comes from these events.
export const userStream = (userId: string) => `user-${userId}`;

type UserFields = { userId: string; email: string; firstName: string; lastName: string; roles: Role[]; organizationId: string | null };
export type UserRegistered = Event<'UserRegistered', UserFields & { registeredAt: string; sponsorId: string | null }>;
export type UserEvent = UserRegistered;

export type RegisterUser = Command<'RegisterUser', UserFields & { now: string; sponsorId: string | null }>;
export type UserCommand = RegisterUser;

export type User = { status: 'None' } | { status: 'Registered'; fields: UserFields };

export const userDecider: Decider<User, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const { registeredAt: _at, sponsorId: _sponsor, ...fields } = event.data;
        return { status: 'Registered', fields };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'None') throw new Conflict('User already registered');
        const { now, ...fields } = command.data;
        return { type: 'UserRegistered', data: { ...fields, registeredAt: now } };
      }
      default:
        return assertNever(command.type);
    }
  },
};
