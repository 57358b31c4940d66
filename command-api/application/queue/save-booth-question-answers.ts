import type { BoothView } from '../../../domain/booth/booth-view';
import { boothQuestionAnswersDecider, boothQuestionAnswersStream } from '../../../domain/queue/booth-question-answers';
import type { QueueAnswer } from '../../../domain/queue/queue-rules';
import type { Checkpoint } from '../../../domain/shared/event';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** spec 1 §7 POST …/boothQuestionAnswers/{boothId}/{jobSeekerId}: a seeker's answers to this booth's questions. */
export const saveBoothQuestionAnswers = async (
  deps: ServiceDeps,
  context: CommandContext,
  { booth, jobSeekerId, answers }: Readonly<{ booth: BoothView; jobSeekerId: string; answers: readonly QueueAnswer[] }>,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint } = await deps.run(context, {
    streamId: boothQuestionAnswersStream(booth.id, jobSeekerId),
    decider: boothQuestionAnswersDecider,
    command: {
      type: 'SaveBoothQuestionAnswers',
      data: {
        boothId: booth.id,
        jobFairId: booth.jobFairId,
        organizationId: booth.organizationId,
        jobSeekerId,
        answers,
        questionIds: booth.questions.map((question) => question.id),
        now: context.now.toISOString(),
      },
    },
  });
  return lastCheckpoint;
};
