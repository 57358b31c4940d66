import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../application/command-context';

/** The request as a command context: its id correlates and causes, its principal acts, its arrival is the command's time. */
export const commandContextOf = (request: FastifyRequest): CommandContext => ({
  correlationId: request.id,
  causationId: request.id,
  actorId: request.principal?.userId ?? null,
  actorRole: request.actingRole,
  now: request.receivedAt,
});
