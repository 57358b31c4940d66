import type { z } from 'zod';
import { boothDecider, boothStream } from '../../../domain/booth/booth';
import type { queueQuestionsSchema } from '../../../domain/booth/booth-schema';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import type { BoothFair } from './save-booth';

/** spec 1 §7 boothQuestions: the questions a booth asks before a job seeker joins its queue. */
export const saveQueueQuestions = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    fair,
    boothId,
    actorId,
    questions,
  }: Readonly<{ fair: BoothFair; boothId: string; actorId: string; questions: z.output<typeof queueQuestionsSchema> }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: boothStream(boothId),
    decider: boothDecider,
    command: { type: 'SaveQueueQuestions', data: { boothId, ...fair, actorId, now: context.now.toISOString(), questions } },
  });
  return lastCheckpoint;
};
