import type { Knex } from 'knex';
import { z } from 'zod';
import type { Principal } from '../../domain/auth/roles';
import { parseQueueId } from '../../domain/queue/booth-groups';
import { fairReader } from '../../domain/queue/fair-readers';
import { listBoothCards, listBooths } from '../../projections/queries/booths';
import {
  boothQueueKey,
  candidateSessionsKey,
  fairQueueCountsKey,
  jobFairBoothsKey,
  recruiterSessionsKey,
  seekerQueuesKey,
} from '../../projections/queries/change-keys';
import { sessionsOfCandidate, sessionsOfRecruiter } from '../../projections/queries/interview-sessions';
import { fairQueueCounts } from '../../projections/queries/queues';
import { seekerAdminRemovals } from '../../projections/queries/queue-admin-removals';
import { queueInFair } from './booth-in-fair';
import type { FairReads } from '../../projections/queries/fair-reads';
import type { QueueReads } from '../../projections/queries/queue-reads';
import { defineSubscription } from './subscription';

const uuid = z.guid('must be a UUID');
/** A booth id, or a group's queue id `{boothId}-{groupId}` (spec 2 §3 Group); its changes come under the booth's key. */
const queueId = z.string().refine((value) => parseQueueId(value) !== null, 'must be a booth id or {boothId}-{groupId}');
const scopeOf = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) => ({ jobFairId, ...parseQueueId(boothId)! });
const readerOf = async (fairs: FairReads, principal: Principal, jobFairId: string, now: () => Date) => {
  const fair = await fairs.find(jobFairId);
  return fair ? fairReader(principal, fair, now()) : 'none';
};

/** A booth's queue in order (recruiter dashboard, spec 2 §2.1): the fair's staff only. */
export const boothQueueSubscription = (db: Knex, now: () => Date, fairs: FairReads, reads: QueueReads) =>
  defineSubscription({
    name: 'boothQueue',
    propsSchema: z.object({ jobFairId: uuid, boothId: queueId }),
    authorize: async (principal, { jobFairId, boothId }) =>
      (await readerOf(fairs, principal, jobFairId, now)) === 'staff' && (await queueInFair(db, jobFairId, boothId)),
    keys: (props) => [boothQueueKey(scopeOf(props).boothId)],
    load: (props) => reads.boothQueue(scopeOf(props)),
  });

/** '# of job seekers waiting in queue: n' (spec 2 §2.2): one row { count } for anyone reading the fair. */
export const boothQueueCountSubscription = (db: Knex, now: () => Date, fairs: FairReads, reads: QueueReads) =>
  defineSubscription({
    name: 'boothQueueCount',
    propsSchema: z.object({ jobFairId: uuid, boothId: queueId }),
    authorize: async (principal, { jobFairId, boothId }) =>
      ['staff', 'seeker'].includes(await readerOf(fairs, principal, jobFairId, now)) && (await queueInFair(db, jobFairId, boothId)),
    keys: (props) => [boothQueueKey(scopeOf(props).boothId)],
    load: async (props) => [{ boothId: props.boothId, count: await reads.boothQueueCount(scopeOf(props)) }],
  });

/** A candidate's own entries with position and wait (In Queue marker, next-in-queue notice of spec 1 §4.6). */
export const myQueueEntriesSubscription = (now: () => Date, fairs: FairReads, reads: QueueReads) =>
  defineSubscription({
    name: 'myQueueEntries',
    propsSchema: z.object({ jobFairId: uuid, seekerId: uuid }),
    authorize: async (principal, { jobFairId, seekerId }) => {
      const reader = await readerOf(fairs, principal, jobFairId, now);
      return reader === 'staff' || (reader === 'seeker' && principal.userId === seekerId);
    },
    keys: ({ jobFairId, seekerId }) => [seekerQueuesKey(jobFairId, seekerId)],
    load: ({ jobFairId, seekerId }) => reads.seekerEntries(jobFairId, seekerId),
  });

/**
 * The booth queues a platform admin took this seeker out of (spec 3 §2.2 Empty Queue), so their booth
 * page says why they are no longer waiting; the same readers and key as myQueueEntries.
 */
export const myQueueRemovalsSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'myQueueRemovals',
    propsSchema: z.object({ jobFairId: uuid, seekerId: uuid }),
    authorize: async (principal, { jobFairId, seekerId }) => {
      const reader = await readerOf(fairs, principal, jobFairId, now);
      return reader === 'staff' || (reader === 'seeker' && principal.userId === seekerId);
    },
    keys: ({ jobFairId, seekerId }) => [seekerQueuesKey(jobFairId, seekerId)],
    load: ({ jobFairId, seekerId }) => seekerAdminRemovals(db, jobFairId, seekerId),
  });

/** A fair's booths, for anyone reading the fair: refreshed on every booth change of the fair, never on queue changes. */
const fairBoothList =
  (name: 'fairBooths' | 'fairBoothCards', list: (db: Knex, jobFairId: string) => Promise<unknown[]>) =>
  (db: Knex, now: () => Date, fairs: FairReads) =>
    defineSubscription({
      name,
      propsSchema: z.object({ jobFairId: uuid }),
      authorize: async (principal, { jobFairId }) => ['staff', 'seeker'].includes(await readerOf(fairs, principal, jobFairId, now)),
      keys: ({ jobFairId }) => [jobFairBoothsKey(jobFairId)],
      load: ({ jobFairId }) => list(db, jobFairId),
    });

/** The staff's booth grid (spec 3 §2.2 Event Lobby): the whole booth views. */
export const fairBoothsSubscription = fairBoothList('fairBooths', listBooths);

/** The job seeker's lobby cards and booth page (spec 1 §2.5, spec 2 §2.2): the booths without what only staff read. */
export const fairBoothCardsSubscription = fairBoothList('fairBoothCards', listBoothCards);

/** How often at most a fair's queue counts are pushed: every queue change of the fair would otherwise reach every subscriber. */
const FAIR_QUEUE_COUNTS_COALESCE_MS = 1_000;

/**
 * The number in queue on the admins' lobby cards (spec 1 §2.5): one row { boothId, count } per booth,
 * the fair's staff only. Kept out of fairBooths so a queue change costs a few bytes per booth, not
 * every booth card; pushed at most once a second per fair (the last state always arrives).
 */
export const fairQueueCountsSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'fairQueueCounts',
    propsSchema: z.object({ jobFairId: uuid }),
    authorize: async (principal, { jobFairId }) => (await readerOf(fairs, principal, jobFairId, now)) === 'staff',
    // The booth list key adds and removes booths' rows.
    keys: ({ jobFairId }) => [fairQueueCountsKey(jobFairId), jobFairBoothsKey(jobFairId)],
    load: ({ jobFairId }) => fairQueueCounts(db, jobFairId),
    coalesceMs: FAIR_QUEUE_COUNTS_COALESCE_MS,
  });

/** A candidate's interview sessions, newest first (the 'Video Call' modal, spec 1 §4.5): the candidate or the fair's staff. */
export const candidateSessionsSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'candidateSessions',
    propsSchema: z.object({ jobFairId: uuid, candidateId: uuid }),
    authorize: async (principal, { jobFairId, candidateId }) => {
      const reader = await readerOf(fairs, principal, jobFairId, now);
      return reader === 'staff' || (reader === 'seeker' && principal.userId === candidateId);
    },
    keys: ({ jobFairId, candidateId }) => [candidateSessionsKey(jobFairId, candidateId)],
    load: ({ jobFairId, candidateId }) => sessionsOfCandidate(db, jobFairId, candidateId),
  });

/** A recruiter's interview sessions, newest first (the dashboard's 'Interview ended' dialog): the recruiter or the fair's admins. */
export const recruiterSessionsSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'recruiterSessions',
    propsSchema: z.object({ jobFairId: uuid, recruiterId: uuid }),
    authorize: async (principal, { jobFairId, recruiterId }) =>
      (await readerOf(fairs, principal, jobFairId, now)) === 'staff' &&
      (principal.userId === recruiterId || !principal.roles.includes('Recruiter') || principal.roles.length > 1),
    keys: ({ jobFairId, recruiterId }) => [recruiterSessionsKey(jobFairId, recruiterId)],
    load: ({ jobFairId, recruiterId }) => sessionsOfRecruiter(db, jobFairId, recruiterId),
  });
