import type { BoothResumeFields } from '../../../domain/resume/booth-resume-schema';
import { boothResumeDecider, boothResumeStream } from '../../../domain/resume/booth-resume';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import type { BoothFair } from '../booths/save-booth';

/** spec 2 §4 Resume drop-off: a job seeker leaves (POST, `id` null) or replaces (PUT) their resume and note at a booth. */
export const saveBoothResume = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    fair,
    boothId,
    jobSeekerId,
    fields,
    id,
  }: Readonly<{ fair: BoothFair; boothId: string; jobSeekerId: string; fields: BoothResumeFields; id: string | null }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: boothResumeStream(boothId, jobSeekerId),
    decider: boothResumeDecider,
    command: {
      type: 'SaveBoothResume',
      data: { id: id ?? deps.newId(), boothId, ...fair, jobSeekerId, ...fields, isUpdate: id !== null, now: context.now.toISOString() },
    },
  });
  return lastCheckpoint;
};
