import type { FastifyInstance, FastifyRequest } from 'fastify';
import { presenceDecider, presenceStream, type ChosenPresence, type PresenceCause } from '../../domain/presence/presence';
import type { Checkpoint } from '../../domain/shared/event';
import { commandContextOf } from '../http/command-context';

type Change = Readonly<{ cause: PresenceCause; chosen?: ChosenPresence; jobFairId?: string | null }>;

/**
 * Presence set by the account and the user's own choice (spec 1 §4.4, §7 "update presence status"):
 * sign-in, sign-out, a chosen status, switching availability on. The websocket sets the rest (infra/presence).
 */
export const recordPresence = async (
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  change: Change,
): Promise<Checkpoint | null> => {
  const { lastCheckpoint: checkpoint } = await app.services.run(commandContextOf(request), {
    streamId: presenceStream(userId),
    decider: presenceDecider,
    command: {
      type: 'ChangePresence',
      data: {
        userId,
        cause: change.cause,
        ...(change.chosen ? { chosen: change.chosen } : {}),
        jobFairId: change.jobFairId ?? null,
        now: request.receivedAt.toISOString(),
      },
    },
  });
  return checkpoint;
};
