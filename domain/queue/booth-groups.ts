import type { BoothGroup } from '../booth/booth-schema';
import { NotFound, ValidationFailed } from '../shared/errors';
import { queueIdOf } from './booth-queue';
import { QUEUE_TEXTS } from './queue-texts';

// spec 2 §3 Group: a booth's sub-booths queue separately, under the queue id `{boothId}-{groupId}`.

const UUID_LENGTH = 36;
/** A booth id, a dash and a group key of at most 100 characters. */
export const QUEUE_ID_MAX_LENGTH = UUID_LENGTH + 1 + 100;
const QUEUE_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(-[A-Za-z0-9._-]{1,100})?$/;

/** A queue id as the queue calls take it in place of a booth id: the booth, and the group when there is one. */
export const parseQueueId = (queueId: string): { boothId: string; groupId: string | null } | null =>
  QUEUE_ID.test(queueId)
    ? { boothId: queueId.slice(0, UUID_LENGTH), groupId: queueId.length > UUID_LENGTH ? queueId.slice(UUID_LENGTH + 1) : null }
    : null;

type GroupedBooth = Readonly<{ recruiters: readonly string[]; subBooths: readonly BoothGroup[]; minimumScore: number }>;

export type QueueTarget = Readonly<{ queueId: string; group: BoothGroup | null; minimumScore: number }>;

/**
 * The queue a seeker enters: a booth with groups is entered only through one of them (spec 2 §2.2
 * 'Select group'), and the group's minimum score applies when set, else the booth's (spec 2 §5).
 */
export const queueTargetOf = (boothId: string, booth: GroupedBooth, groupId: string | null): QueueTarget => {
  if (groupId === null) {
    if (booth.subBooths.length > 0) throw new ValidationFailed([{ field: 'boothId', message: QUEUE_TEXTS.selectGroupFirst }]);
    return { queueId: queueIdOf(boothId), group: null, minimumScore: booth.minimumScore };
  }
  const group = booth.subBooths.find((candidate) => candidate.id === groupId);
  if (!group) throw new NotFound('Group');
  return { queueId: queueIdOf(boothId, groupId), group, minimumScore: group.minimumScore ?? booth.minimumScore };
};

/**
 * The queues a recruiter is offered candidates from: the booth's own queue when it has no groups,
 * else only the queues of the groups the recruiter belongs to (spec 2 §3 Group: a group's candidates go to
 * that group's recruiters only).
 */
export const queuesServedBy = (boothId: string, booth: Pick<GroupedBooth, 'recruiters' | 'subBooths'>, recruiterId: string): string[] => {
  // Availability is only switched on by the booth's recruiters (checked by its route).
  if (booth.subBooths.length === 0) return [queueIdOf(boothId)];
  return booth.subBooths.filter((group) => group.recruiters.includes(recruiterId)).map((group) => queueIdOf(boothId, group.id));
};

/**
 * The queues a recruiter's dashboard shows (spec 2 §2.1 with §3 Group): their groups' queues; a
 * booth-level recruiter who is in no group sees every queue of the booth.
 */
export const queuesShownTo = (boothId: string, booth: Pick<GroupedBooth, 'recruiters' | 'subBooths'>, recruiterId: string): string[] => {
  if (booth.subBooths.length === 0) return [queueIdOf(boothId)];
  const served = queuesServedBy(boothId, booth, recruiterId);
  return served.length > 0 ? served : booth.subBooths.map((group) => queueIdOf(boothId, group.id));
};
