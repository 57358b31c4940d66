import { boothInvitationDecider, boothInvitationStream } from '../../../domain/invitation/booth-invitation';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import type { Checkpoint } from '../../../domain/shared/event';
import { isJobSeekerOfFair } from '../../../projections/queries/registrations';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** The booth and seeker an invitation is about; the caller has checked that the actor staffs the booth. */
export type InvitationPair = Readonly<{ boothId: string; jobFairId: string; organizationId: string; jobSeekerId: string }>;

/** Invite a job seeker of the fair to the booth (one pending invitation at a time). */
export const sendInvitation = async (
  deps: ServiceDeps,
  context: CommandContext,
  { invitedBy, ...pair }: InvitationPair & Readonly<{ invitedBy: string }>,
): Promise<Checkpoint | null> => {
  const seekerOfFair = await isJobSeekerOfFair(deps.db, pair.jobFairId, pair.jobSeekerId);
  const { lastCheckpoint } = await deps.run(context, {
    streamId: boothInvitationStream(pair.boothId, pair.jobSeekerId),
    decider: boothInvitationDecider,
    command: {
      type: 'SendInvitation',
      data: { ...pair, invitationId: deps.newId(), invitedBy, seekerOfFair, now: context.now.toISOString() },
    },
  });
  return lastCheckpoint;
};

/** Take back the pending invitation (NotFound when none is pending). */
export const withdrawInvitation = async (
  deps: ServiceDeps,
  context: CommandContext,
  { withdrawnBy, ...pair }: InvitationPair & Readonly<{ withdrawnBy: string }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: boothInvitationStream(pair.boothId, pair.jobSeekerId),
    decider: boothInvitationDecider,
    command: { type: 'WithdrawInvitation', data: { ...pair, withdrawnBy, now: context.now.toISOString() } },
  });
  return lastCheckpoint;
};

/** Whether the seeker holds a pending invitation to the booth, folded from its stream (most seekers have none, and no stream). */
export const hasPendingInvitation = async ({ store }: ServiceDeps, boothId: string, jobSeekerId: string): Promise<boolean> => {
  const { state } = await aggregateStream(store, boothInvitationStream(boothId, jobSeekerId), boothInvitationDecider);
  return state.pending !== null;
};

/**
 * The seeker entered the booth's queue: a pending invitation is used up (nothing when there is none). The
 * entry is stored by now, so a failure here is logged, not answered: a retried enter would find its entry.
 */
export const acceptInvitation = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    queueId,
    entryId,
    causationId,
    ...pair
  }: InvitationPair & Readonly<{ queueId: string; entryId: string; causationId: string | undefined }>,
): Promise<Checkpoint | null> => {
  const outcome = await deps
    .run(context, {
      streamId: boothInvitationStream(pair.boothId, pair.jobSeekerId),
      decider: boothInvitationDecider,
      command: { type: 'AcceptInvitation', data: { ...pair, queueId, entryId, now: context.now.toISOString() } },
      causationId,
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error, correlationId: context.correlationId, ...pair }, 'could not mark the invitation accepted');
      return null;
    });
  return outcome?.lastCheckpoint ?? null;
};
