import { describe, it } from 'vitest';
import {
  ALREADY_INVITED,
  boothInvitationDecider,
  NOT_OF_THIS_FAIR,
  type AcceptInvitation,
  type InvitationAccepted,
  type InvitationSent,
  type InvitationWithdrawn,
  type SendInvitation,
  type WithdrawInvitation,
} from '../../domain/invitation/booth-invitation';
import { Conflict, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

// A booth's invitation of one job seeker (spec 2 §2.1 invite icon, spec 3 §7 invite changes by candidate).
const pair = { boothId: 'b1', jobFairId: 'f1', organizationId: 'o1', jobSeekerId: 's1' };
const T0 = '2026-11-23T16:00:00.000Z';
const T1 = '2026-11-23T16:05:00.000Z';
const send = (invitationId: string, seekerOfFair = true): SendInvitation => ({
  type: 'SendInvitation',
  data: { ...pair, invitationId, invitedBy: 'r1', seekerOfFair, now: T1 },
});
const withdraw: WithdrawInvitation = { type: 'WithdrawInvitation', data: { ...pair, withdrawnBy: 'r2', now: T1 } };
const accept: AcceptInvitation = { type: 'AcceptInvitation', data: { ...pair, queueId: 'b1', entryId: 'e1', now: T1 } };
const sent = (invitationId: string, at = T0): InvitationSent => ({
  type: 'InvitationSent',
  data: { invitationId, ...pair, invitedBy: 'r1', sentAt: at },
});
const withdrawn = (invitationId: string): InvitationWithdrawn => ({
  type: 'InvitationWithdrawn',
  data: { invitationId, ...pair, withdrawnBy: 'r2', withdrawnAt: T1 },
});
const accepted = (invitationId: string): InvitationAccepted => ({
  type: 'InvitationAccepted',
  data: { invitationId, ...pair, queueId: 'b1', entryId: 'e1', acceptedAt: T1 },
});
const spec = deciderSpec(boothInvitationDecider);
const refusedWith = (Type: typeof Conflict | typeof ValidationFailed, message: string) => (error: unknown) =>
  error instanceof Type && error.message === message;

describe('booth invitation', () => {
  it('invites a job seeker of the fair', () =>
    spec
      .given([])
      .when(send('i1'))
      .then([sent('i1', T1)]));
  it('refuses a job seeker who never joined this fair', () =>
    spec.given([]).when(send('i1', false)).thenThrows(refusedWith(ValidationFailed, NOT_OF_THIS_FAIR)));
  it('refuses a second invitation while one is pending', () =>
    spec
      .given([sent('i1')])
      .when(send('i2'))
      .thenThrows(refusedWith(Conflict, ALREADY_INVITED)));
  it('invites again once the last invitation was withdrawn or used', () => {
    spec
      .given([sent('i1'), withdrawn('i1')])
      .when(send('i2'))
      .then([sent('i2', T1)]);
    spec
      .given([sent('i1'), accepted('i1')])
      .when(send('i2'))
      .then([sent('i2', T1)]);
  });
  it('withdraws the pending invitation', () =>
    spec
      .given([sent('i1')])
      .when(withdraw)
      .then([withdrawn('i1')]));
  it('has nothing to withdraw when none is pending', () =>
    spec
      .given([sent('i1'), accepted('i1')])
      .when(withdraw)
      .thenThrows((error) => error instanceof NotFound));
  it('is used up by entering the booth queue', () =>
    spec
      .given([sent('i1')])
      .when(accept)
      .then([accepted('i1')]));
  it('records nothing when an uninvited seeker enters, or one whose invitation was already used', () => {
    spec.given([]).when(accept).then([]);
    spec
      .given([sent('i1'), accepted('i1')])
      .when(accept)
      .then([]);
  });
});
