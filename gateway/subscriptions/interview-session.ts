import type { Knex } from 'knex';
import { z } from 'zod';
import { maySeeSession } from '../../domain/interview/session-readers';
import { boothQueueKey, interviewSessionKey } from '../../projections/queries/change-keys';
import { findSessionWithBoothRecruiters, getInterviewSession } from '../../projections/queries/interview-sessions';
import { defineSubscription } from './subscription';

const uuid = z.guid('must be a UUID');

/**
 * One interview session (InterviewSessionView), re-sent on every change: chat, extension, status
 * (the interview room of both participants). The same readers as GET …/interviewSessions/{id}.
 * With the optional boothId (the session's booth) its 'waitingToChat' count is pushed live too.
 */
export const interviewSessionSubscription = (db: Knex) =>
  defineSubscription({
    name: 'interviewSession',
    propsSchema: z.object({ jobFairId: uuid, sessionId: uuid, boothId: uuid.optional() }),
    authorize: async (principal, { jobFairId, sessionId, boothId }) => {
      const found = await findSessionWithBoothRecruiters(db, jobFairId, sessionId);
      return (
        found !== null &&
        (boothId === undefined || boothId === found.session.boothId) &&
        maySeeSession(principal, found.session, found.boothRecruiterIds)
      );
    },
    keys: ({ sessionId, boothId }) => [interviewSessionKey(sessionId), ...(boothId ? [boothQueueKey(boothId)] : [])],
    load: async ({ jobFairId, sessionId }) => {
      const session = await getInterviewSession(db, jobFairId, sessionId);
      return session ? [session] : [];
    },
  });
