import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { interviewSessionDecider, interviewSessionStream, type InterviewSession } from '../../domain/interview/interview-session';
import type { ChangeBus } from '../../domain/ports/change-bus';
import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import { boothQueueDecider, boothQueueStream, queueIdOf } from '../../domain/queue/booth-queue';
import { queueSeatDecider, queueSeatStream } from '../../domain/queue/queue-seat';
import { availabilityStream, recruiterAvailabilityDecider } from '../../domain/queue/recruiter-availability';
import type { Decider } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/errors';
import type { Command, Event } from '../../domain/shared/event';
import { handleCommand, type RetryPolicy } from '../../domain/shared/handle-command';
import { boothQueueKey } from '../../projections/queries/change-keys';

export type InterviewMatcherDeps = Readonly<{ store: EventStore; db: Knex; clock: Clock; newId: () => string; logger: Logger }>;

export type InterviewMatcher = Readonly<{
  /** Offers waiting candidates of a booth to its available recruiters, one each. */
  match(boothId: string): Promise<number>;
  /** After a session ended: the candidate leaves the queue, the seat is freed, the recruiter released (each step idempotent). */
  settle(session: Exclude<InterviewSession, { status: 'None' }>): Promise<void>;
  /** Ends every AWAITING session past its 21 seconds as TIMED_OUT; returns how many. */
  sweepTimeouts(): Promise<number>;
  /** Matches on every queue or availability change of a booth; sweeps once a second. */
  start(bus: ChangeBus, sweepIntervalMs?: number): void;
  stop(): Promise<void>;
}>;

const RETRY: RetryPolicy = { maxAttempts: 20, backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(80, 5 * 2 ** (attempt - 2)))) };
const SERVER = 'server';

/**
 * Server-side calling (issue 5 point 5), a process manager over three streams: the recruiter's
 * availability stream is claimed first (one recruiter, one session), then the queue stream assigns
 * its first waiting candidate (one candidate, one recruiter), then the session is offered (AWAITING).
 * Every step appends with the revision it read, so racing matchers on several processes stay correct.
 */
export const createInterviewMatcher = ({ store, db, clock, newId, logger }: InterviewMatcherDeps): InterviewMatcher => {
  const run = <S, C extends Command, E extends Event>(streamId: string, decider: Decider<S, C, E>, command: C, causationId: string | null = null) =>
    handleCommand(store, streamId, decider, command, {
      newId,
      retry: RETRY,
      metadata: { correlationId: newId(), causationId, actorId: null, actorRole: 'System', at: clock.now().toISOString() },
    });

  const offerTo = async (booth: Record<string, any>, recruiterId: string, passOver: readonly string[]): Promise<'offered' | 'nobody-waiting' | 'recruiter-busy'> => {
    const now = clock.now().toISOString();
    const sessionId = newId();
    const desk = { jobFairId: booth.job_fair_id as string, recruiterId, boothId: booth.id as string };
    try {
      await run(availabilityStream(desk.jobFairId, recruiterId), recruiterAvailabilityDecider, { type: 'EngageRecruiter', data: { ...desk, sessionId, now } });
    } catch (error) {
      if (error instanceof DomainError) return 'recruiter-busy';
      throw error;
    }
    const queueIds = { queueId: queueIdOf(booth.id), boothId: booth.id as string, jobFairId: desk.jobFairId, organizationId: booth.organization_id as string };
    const assigned = await run(boothQueueStream(queueIds.queueId), boothQueueDecider, { type: 'AssignInterview', data: { ...queueIds, actorId: SERVER, now, recruiterId, sessionId, passOver } });
    const assignment = assigned.newEvents.find((event) => event.type === 'InterviewAssigned');
    if (!assignment || assignment.type !== 'InterviewAssigned') {
      await run(availabilityStream(desk.jobFairId, recruiterId), recruiterAvailabilityDecider, { type: 'ReleaseRecruiter', data: { ...desk, sessionId, backToAvailable: true, now } });
      return 'nobody-waiting';
    }
    const { entryId, seekerId, score, maxScore } = assignment.data;
    await run(interviewSessionStream(sessionId), interviewSessionDecider, {
      type: 'OfferInterview',
      data: { sessionId, ...queueIds, candidateId: seekerId, recruiterId, entryId, score, maxScore, now },
    });
    logger.info({ sessionId, boothId: booth.id, recruiterId, candidateId: seekerId }, 'interview offered');
    return 'offered';
  };

  const match = async (boothId: string): Promise<number> => {
    const booth = await db('booths').where({ id: boothId }).first();
    if (!booth) return 0;
    const recruiters: string[] = await db('recruiter_availability').where({ booth_id: boothId, is_available: true }).whereNull('session_id').orderBy('changed_at').pluck('recruiter_id');
    // A candidate whose connection is lost keeps their place for the grace period but is not called meanwhile.
    const passOver: string[] = await db('queue_entries as e')
      .join('user_presence as p', 'p.user_id', 'e.seeker_id')
      .where({ 'e.booth_id': boothId, 'p.presence_status': 'DISCONNECTED' })
      .pluck('e.seeker_id');
    let offered = 0;
    for (const recruiterId of recruiters) {
      const waiting = await db('queue_entries').where({ booth_id: boothId }).whereNull('session_id').whereNotIn('seeker_id', passOver).first();
      if (!waiting) break;
      const outcome = await offerTo(booth, recruiterId, passOver);
      if (outcome === 'offered') offered++;
      if (outcome === 'nobody-waiting') break;
    }
    return offered;
  };

  /** The session ended: its candidate leaves the queue and their seat is freed; the recruiter stays off until switched on. */
  const settle = async (session: Exclude<InterviewSession, { status: 'None' }>) => {
    const { ids } = session;
    const now = clock.now().toISOString();
    const queueIds = { queueId: ids.queueId, boothId: ids.boothId, jobFairId: ids.jobFairId, organizationId: ids.organizationId };
    await run(boothQueueStream(ids.queueId), boothQueueDecider, { type: 'FinishInterview', data: { ...queueIds, actorId: SERVER, now, sessionId: ids.sessionId } });
    await run(queueSeatStream(ids.jobFairId, ids.candidateId), queueSeatDecider, { type: 'FreeQueueSeat', data: { jobFairId: ids.jobFairId, seekerId: ids.candidateId, queueId: ids.queueId, now } });
    await run(availabilityStream(ids.jobFairId, ids.recruiterId), recruiterAvailabilityDecider, {
      type: 'ReleaseRecruiter',
      data: { jobFairId: ids.jobFairId, recruiterId: ids.recruiterId, boothId: ids.boothId, sessionId: ids.sessionId, backToAvailable: false, now },
    });
  };

  const sweepTimeouts = async (): Promise<number> => {
    const due: string[] = await db('interview_sessions').where({ status: 'AWAITING' }).andWhere('expires_at', '<=', clock.now()).pluck('id');
    let ended = 0;
    for (const sessionId of due) {
      const outcome = await run(interviewSessionStream(sessionId), interviewSessionDecider, { type: 'TimeOutInterview', data: { now: clock.now().toISOString() } });
      if (outcome.newEvents.length === 0 || outcome.newState.status === 'None') continue;
      await settle(outcome.newState);
      ended++;
      logger.info({ sessionId }, 'interview timed out');
    }
    return ended;
  };

  // One match at a time per booth; a change arriving meanwhile runs one more afterwards.
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const schedule = (boothId: string) => {
    if (running.has(boothId)) {
      again.add(boothId);
      return;
    }
    const task = (async () => {
      do {
        again.delete(boothId);
        await match(boothId).catch((error: unknown) => logger.error({ err: error, boothId }, 'interview matching failed'));
      } while (again.has(boothId));
    })().finally(() => running.delete(boothId));
    running.set(boothId, task);
  };

  let unsubscribe: (() => void) | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<unknown> = Promise.resolve();
  const prefix = boothQueueKey('');

  return {
    match,
    settle,
    sweepTimeouts,
    start: (bus, sweepIntervalMs = 1_000) => {
      unsubscribe = bus.subscribe((notice) => {
        for (const key of notice.keys) if (key.startsWith(prefix)) schedule(key.slice(prefix.length));
      });
      sweeper = setInterval(() => {
        sweeping = sweeping.then(() => sweepTimeouts().catch((error: unknown) => logger.error({ err: error }, 'interview timeout sweep failed')));
      }, sweepIntervalMs);
    },
    stop: async () => {
      unsubscribe?.();
      if (sweeper) clearInterval(sweeper);
      await Promise.all([...running.values(), sweeping]);
    },
  };
};
