import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { EMAIL_IDENTITY_MESSAGES, type VerificationStatus } from './email-identity-schema';

/**
 * spec 3 §3 Email identity: an address the platform may send from once its owner proved it receives mail there
 * (a link with a token, spec 3 §2.2). One stream per address, lower-cased, so an address is listed once.
 */
export const emailIdentityStream = (email: string) => `emailidentity-${email}`;

export type EmailIdentityAdded = Event<'EmailIdentityAdded', { email: string; addedBy: string; addedAt: string }>;
/** A verification mail with this token is on its way (added, or resent: the new token replaces the old). */
export type EmailIdentityVerificationRequested = Event<
  'EmailIdentityVerificationRequested',
  { email: string; verificationToken: string; requestedBy: string; requestedAt: string }
>;
/** The mail port refused the verification mail: spec 3 §4 Failed. */
export type EmailIdentityVerificationFailed = Event<'EmailIdentityVerificationFailed', { email: string; reason: string; failedAt: string }>;
export type EmailIdentityVerified = Event<'EmailIdentityVerified', { email: string; verifiedAt: string }>;
export type EmailIdentityDeleted = Event<'EmailIdentityDeleted', { email: string; deletedBy: string; deletedAt: string }>;
export type EmailIdentityEvent =
  EmailIdentityAdded | EmailIdentityVerificationRequested | EmailIdentityVerificationFailed | EmailIdentityVerified | EmailIdentityDeleted;

type Acting = { email: string; actorId: string; now: string };
export type AddEmailIdentity = Command<'AddEmailIdentity', Acting & { verificationToken: string }>;
export type ResendVerification = Command<'ResendVerification', Acting & { verificationToken: string }>;
export type RecordVerificationFailure = Command<'RecordVerificationFailure', { email: string; reason: string; now: string }>;
export type VerifyEmailIdentity = Command<'VerifyEmailIdentity', { email: string; verificationToken: string; now: string }>;
export type DeleteEmailIdentity = Command<'DeleteEmailIdentity', Acting>;
export type EmailIdentityCommand =
  AddEmailIdentity | ResendVerification | RecordVerificationFailure | VerifyEmailIdentity | DeleteEmailIdentity;

export type EmailIdentity =
  { status: 'Empty' } | { status: 'Listed'; verificationStatus: VerificationStatus; verificationToken: string | null };

const listedOrThrow = (state: EmailIdentity) => {
  if (state.status !== 'Listed') throw new NotFound('Email identity');
  return state;
};

export const emailIdentityDecider: Decider<EmailIdentity, EmailIdentityCommand, EmailIdentityEvent> = {
  initialState: () => ({ status: 'Empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailIdentityAdded':
        return { status: 'Listed', verificationStatus: 'NotStarted', verificationToken: null };
      case 'EmailIdentityVerificationRequested':
        return { status: 'Listed', verificationStatus: 'Pending', verificationToken: event.data.verificationToken };
      case 'EmailIdentityVerificationFailed':
        return state.status === 'Listed' ? { ...state, verificationStatus: 'Failed' } : state;
      case 'EmailIdentityVerified':
        return state.status === 'Listed' ? { ...state, verificationStatus: 'Success' } : state;
      case 'EmailIdentityDeleted':
        return { status: 'Empty' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { email, now } = command.data;
    switch (command.type) {
      case 'AddEmailIdentity': {
        if (state.status === 'Listed') throw new Conflict(EMAIL_IDENTITY_MESSAGES.exists);
        const { actorId, verificationToken } = command.data;
        return [
          { type: 'EmailIdentityAdded', data: { email, addedBy: actorId, addedAt: now } },
          { type: 'EmailIdentityVerificationRequested', data: { email, verificationToken, requestedBy: actorId, requestedAt: now } },
        ];
      }
      case 'ResendVerification': {
        // spec 3 §4: only identities not yet verified offer resend.
        if (listedOrThrow(state).verificationStatus === 'Success') throw new Conflict(EMAIL_IDENTITY_MESSAGES.alreadyVerified);
        const { actorId, verificationToken } = command.data;
        return { type: 'EmailIdentityVerificationRequested', data: { email, verificationToken, requestedBy: actorId, requestedAt: now } };
      }
      case 'RecordVerificationFailure':
        if (listedOrThrow(state).verificationStatus === 'Success') return [];
        return { type: 'EmailIdentityVerificationFailed', data: { email, reason: command.data.reason, failedAt: now } };
      case 'VerifyEmailIdentity': {
        const listed = state.status === 'Listed' ? state : null;
        // The link of a deleted identity, or one replaced by a resend, proves nothing.
        if (!listed || listed.verificationToken !== command.data.verificationToken) throw new Conflict(EMAIL_IDENTITY_MESSAGES.linkInvalid);
        if (listed.verificationStatus === 'Success') return [];
        return { type: 'EmailIdentityVerified', data: { email, verifiedAt: now } };
      }
      case 'DeleteEmailIdentity':
        listedOrThrow(state);
        return { type: 'EmailIdentityDeleted', data: { email, deletedBy: command.data.actorId, deletedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
