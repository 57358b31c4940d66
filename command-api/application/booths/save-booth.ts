import { boothDecider, boothStream } from '../../../domain/booth/booth';
import type { z } from 'zod';
import type { boothCreateSchema, BoothPatch } from '../../../domain/booth/booth-schema';
import type { OnboardingStep } from '../../../domain/organization/onboarding';
import type { Checkpoint } from '../../../domain/shared/event';
import { Forbidden } from '../../../domain/shared/errors';
import { nextBoothSortOrder } from '../../../projections/queries/booths';
import type { CommandContext } from '../command-context';
import { recordOnboardingSteps } from '../onboarding/record-onboarding-steps';
import type { ServiceDeps } from '../service-deps';
import { placeBooth } from './reorder-booths';

type BoothCreate = z.output<typeof boothCreateSchema>;

/** The fair a booth belongs to, and the organization that holds both. */
export type BoothFair = Readonly<{ jobFairId: string; organizationId: string }>;

const assignsRecruiters = (fields: Pick<BoothPatch, 'recruiters' | 'subBooths'>) =>
  (fields.recruiters?.length ?? 0) > 0 || (fields.subBooths ?? []).some((group) => group.recruiters.length > 0);

/** spec 2 §5 New booth, with its queue questions; onboarding rises to 80, and to 100 when it names a recruiter (spec 1 §4.3). */
export const createBooth = async (
  deps: ServiceDeps,
  context: CommandContext,
  { fair, actorId, booth }: Readonly<{ fair: BoothFair; actorId: string; booth: BoothCreate }>,
): Promise<{ boothId: string; checkpoint: Checkpoint | null }> => {
  const { questions, ...fields } = booth;
  const ids = { boothId: deps.newId(), ...fair };
  const now = context.now.toISOString();
  const created = await deps.run(context, {
    streamId: boothStream(ids.boothId),
    decider: boothDecider,
    command: { type: 'CreateBooth', data: { ...ids, actorId, now, fields, sortOrder: await nextBoothSortOrder(deps.db, fair.jobFairId) } },
  });
  let checkpoint = created.lastCheckpoint;
  if (questions.length > 0) {
    const saved = await deps.run(context, {
      streamId: boothStream(ids.boothId),
      decider: boothDecider,
      command: { type: 'SaveQueueQuestions', data: { ...ids, actorId, now, questions } },
    });
    checkpoint = saved.lastCheckpoint ?? checkpoint;
  }
  const steps: OnboardingStep[] = assignsRecruiters(fields) ? ['BoothConfigured', 'AssignedARecruiter'] : ['BoothConfigured'];
  const onboarding = await recordOnboardingSteps(deps, context, {
    organizationId: fair.organizationId,
    steps,
    causationId: created.newEvents[0]?.id,
  });
  return { boothId: ids.boothId, checkpoint: onboarding ?? checkpoint };
};

/**
 * spec 2 §6 booth edit; a recruiter newly assigned raises onboarding to 100 (spec 1 §4.3). A sortOrder
 * (the employer admin's only) goes to the fair's booth-order stream after the booth's own fields.
 */
export const updateBooth = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    fair,
    boothId,
    actorId,
    patch,
    mayManage,
  }: Readonly<{ fair: BoothFair; boothId: string; actorId: string; patch: BoothPatch; mayManage: boolean }>,
): Promise<Checkpoint | null> => {
  const { sortOrder, ...fields } = patch;
  if (sortOrder !== undefined && !mayManage)
    throw new Forbidden('Only an employer admin may assign recruiters, edit sub-booths or reorder booths');
  const outcome = await deps.run(context, {
    streamId: boothStream(boothId),
    decider: boothDecider,
    command: { type: 'UpdateBooth', data: { boothId, ...fair, actorId, now: context.now.toISOString(), patch: fields, mayManage } },
  });
  const placed = sortOrder === undefined ? null : await placeBooth(deps, context, { fair, actorId, boothId, sortOrder });
  const assignment = outcome.newEvents.find((event) => event.type === 'BoothRecruitersAssigned' || event.type === 'BoothGroupsSaved');
  const onboarding =
    assignment && assignsRecruiters(patch)
      ? await recordOnboardingSteps(deps, context, {
          organizationId: fair.organizationId,
          steps: ['AssignedARecruiter'],
          causationId: assignment.id,
        })
      : null;
  return onboarding ?? placed ?? outcome.lastCheckpoint;
};
