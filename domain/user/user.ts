import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import type { Role } from '../auth/roles';
import type { SavedApplicantDetails } from './profile-schema';

// The platform's record of a person (spec 1 §3 User). Credentials live in the identity provider;
// what other screens show about a user (names, roles, organization) comes from these events.
export const userStream = (userId: string) => `user-${userId}`;

type UserFields = { userId: string; email: string; firstName: string; lastName: string; roles: Role[]; organizationId: string | null };
/** Contact details asked at registration (spec 3 §2.1); absent for users created by others. */
export type UserContact = { phone: string; city: string; state: string; zip: string };
export type UserRegistered = Event<
  'UserRegistered',
  UserFields & { registeredAt: string; sponsorId: string | null; contact?: UserContact | null }
>;
/** spec 1 §5.6: an employer admin edits a recruiter's names. */
export type UserNamesChanged = Event<
  'UserNamesChanged',
  { userId: string; organizationId: string | null; firstName: string; lastName: string; changedBy: string; changedAt: string }
>;
/** spec 1 §5.6: an employer admin deletes a recruiter of the organization. */
export type UserRemoved = Event<'UserRemoved', { userId: string; organizationId: string | null; removedBy: string; removedAt: string }>;
/** spec 2 §2.5: the user saved their own profile; `applicant` holds the extended profile of job seekers. */
export type UserProfileSaved = Event<
  'UserProfileSaved',
  {
    userId: string;
    organizationId: string | null;
    firstName: string;
    lastName: string;
    applicant: SavedApplicantDetails | null;
    isProfileComplete: boolean;
    savedAt: string;
  }
>;
export type UserEvent = UserRegistered | UserNamesChanged | UserRemoved | UserProfileSaved;

export type RegisterUser = Command<'RegisterUser', UserFields & { now: string; sponsorId: string | null; contact?: UserContact | null }>;
export type ChangeUserNames = Command<
  'ChangeUserNames',
  { userId: string; firstName: string; lastName: string; actorId: string; now: string }
>;
export type RemoveUser = Command<'RemoveUser', { userId: string; actorId: string; now: string }>;
export type SaveUserProfile = Command<
  'SaveUserProfile',
  { userId: string; firstName: string; lastName: string; applicant: SavedApplicantDetails | null; isProfileComplete: boolean; now: string }
>;
export type UserCommand = RegisterUser | ChangeUserNames | RemoveUser | SaveUserProfile;

export type User = { status: 'None' } | { status: 'Registered'; fields: UserFields } | { status: 'Removed' };

const registered = (state: User) => {
  if (state.status !== 'Registered') throw new NotFound('User');
  return state;
};

export const userDecider: Decider<User, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered': {
        const { registeredAt: _at, sponsorId: _sponsor, contact: _contact, ...fields } = event.data;
        return { status: 'Registered', fields };
      }
      case 'UserNamesChanged':
        return state.status === 'Registered'
          ? { ...state, fields: { ...state.fields, firstName: event.data.firstName, lastName: event.data.lastName } }
          : state;
      case 'UserRemoved':
        return { status: 'Removed' };
      case 'UserProfileSaved':
        return state.status === 'Registered'
          ? { ...state, fields: { ...state.fields, firstName: event.data.firstName, lastName: event.data.lastName } }
          : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'None') throw new Conflict('User already registered');
        const { now, ...fields } = command.data;
        return { type: 'UserRegistered', data: { ...fields, registeredAt: now } };
      }
      case 'ChangeUserNames': {
        const { fields } = registered(state);
        const { userId, firstName, lastName, actorId, now } = command.data;
        if (fields.firstName === firstName && fields.lastName === lastName) return [];
        return {
          type: 'UserNamesChanged',
          data: { userId, organizationId: fields.organizationId, firstName, lastName, changedBy: actorId, changedAt: now },
        };
      }
      case 'RemoveUser': {
        const { fields } = registered(state);
        return {
          type: 'UserRemoved',
          data: {
            userId: command.data.userId,
            organizationId: fields.organizationId,
            removedBy: command.data.actorId,
            removedAt: command.data.now,
          },
        };
      }
      case 'SaveUserProfile': {
        const { fields } = registered(state);
        const { now, ...profile } = command.data;
        return { type: 'UserProfileSaved', data: { ...profile, organizationId: fields.organizationId, savedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
