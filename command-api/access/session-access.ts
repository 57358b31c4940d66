import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import type { InterviewSessionView } from '../../domain/interview/interview-session-view';
import { maySeeSession } from '../../domain/interview/session-readers';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { findSessionWithBoothRecruiters } from '../../projections/queries/interview-sessions';
import { requirePrincipal } from './route-access';

export const NOT_YOUR_SESSION = 'You may only access interview sessions you take part in or oversee';

/**
 * The session addressed by /jobfairs/{jobFairId}/…/{id}, if the caller may see it (domain/interview/
 * session-readers.ts): participants, the booth's recruiters, the organization's employer admins and
 * platform admins. A session of another fair is 404, someone else's 403.
 */
export const visibleSession = async (
  db: Knex,
  request: FastifyRequest,
  jobFairId: string,
  sessionId: string,
): Promise<InterviewSessionView> => {
  const found = await findSessionWithBoothRecruiters(db, jobFairId, sessionId);
  if (!found) throw new NotFound('Interview session');
  if (!maySeeSession(requirePrincipal(request), found.session, found.boothRecruiterIds)) throw new Forbidden(NOT_YOUR_SESSION);
  return found.session;
};

/** Only the session's candidate and recruiter act in it (join, chat, extend, end, tokens, their own reviews). */
export const participatedSession = async (
  db: Knex,
  request: FastifyRequest,
  jobFairId: string,
  sessionId: string,
): Promise<InterviewSessionView> => {
  const session = await visibleSession(db, request, jobFairId, sessionId);
  const { userId } = requirePrincipal(request);
  if (userId !== session.candidateId && userId !== session.recruiterId) throw new Forbidden(NOT_YOUR_SESSION);
  return session;
};
