import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound, ValidationFailed } from '../shared/errors';

/**
 * A booth's staff invite a job seeker of the fair to the booth (spec 2 §2.1 "an invite icon if invited",
 * spec 3 §7 "invite changes by candidate"). One stream per booth per seeker: the rules (one pending
 * invitation at a time, withdraw only a pending one, consumed by entering the booth's queue) concern that
 * pair alone, and a busy booth's recruiters inviting different seekers never contend for one stream.
 */
export const boothInvitationStream = (boothId: string, jobSeekerId: string) => `invitation-${boothId}-${jobSeekerId}`;

type InvitationIds = { invitationId: string; boothId: string; jobFairId: string; organizationId: string; jobSeekerId: string };
export type InvitationSent = Event<'InvitationSent', InvitationIds & { invitedBy: string; sentAt: string }>;
export type InvitationWithdrawn = Event<'InvitationWithdrawn', InvitationIds & { withdrawnBy: string; withdrawnAt: string }>;
/** The seeker entered the booth's queue (any of its groups) while invited: the invitation is used up. */
export type InvitationAccepted = Event<'InvitationAccepted', InvitationIds & { queueId: string; entryId: string; acceptedAt: string }>;
export type BoothInvitationEvent = InvitationSent | InvitationWithdrawn | InvitationAccepted;

type PairIds = Omit<InvitationIds, 'invitationId'>;
/** `seekerOfFair`: the seeker has signed in to this fair (the report's Registered Jobseekers); nobody else may be invited. */
export type SendInvitation = Command<
  'SendInvitation',
  PairIds & { invitationId: string; invitedBy: string; seekerOfFair: boolean; now: string }
>;
export type WithdrawInvitation = Command<'WithdrawInvitation', PairIds & { withdrawnBy: string; now: string }>;
export type AcceptInvitation = Command<'AcceptInvitation', PairIds & { queueId: string; entryId: string; now: string }>;
export type BoothInvitationCommand = SendInvitation | WithdrawInvitation | AcceptInvitation;

export type BoothInvitation = Readonly<{ pending: string | null }>;

export const ALREADY_INVITED = 'This job seeker is already invited to this booth';
export const NOT_OF_THIS_FAIR = 'Only job seekers of this job fair can be invited';

export const boothInvitationDecider: Decider<BoothInvitation, BoothInvitationCommand, BoothInvitationEvent> = {
  initialState: () => ({ pending: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'InvitationSent':
        return { pending: event.data.invitationId };
      case 'InvitationWithdrawn':
      case 'InvitationAccepted':
        return { pending: null };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { boothId, jobFairId, organizationId, jobSeekerId, now } = command.data;
    const pair = { boothId, jobFairId, organizationId, jobSeekerId };
    switch (command.type) {
      case 'SendInvitation':
        if (!command.data.seekerOfFair) throw new ValidationFailed([{ field: 'jobSeekerId', message: NOT_OF_THIS_FAIR }]);
        if (state.pending) throw new Conflict(ALREADY_INVITED);
        return {
          type: 'InvitationSent',
          data: { invitationId: command.data.invitationId, ...pair, invitedBy: command.data.invitedBy, sentAt: now },
        };
      case 'WithdrawInvitation':
        if (!state.pending) throw new NotFound('Invitation');
        return {
          type: 'InvitationWithdrawn',
          data: { invitationId: state.pending, ...pair, withdrawnBy: command.data.withdrawnBy, withdrawnAt: now },
        };
      case 'AcceptInvitation':
        // Entering uninvited, or again after the invitation was used: nothing to consume.
        if (!state.pending) return [];
        return {
          type: 'InvitationAccepted',
          data: { invitationId: state.pending, ...pair, queueId: command.data.queueId, entryId: command.data.entryId, acceptedAt: now },
        };
      default:
        return assertNever(command);
    }
  },
};
