import DataLoader from 'dataloader';
import type { Knex } from 'knex';
import type { QueueEntryView } from '../../domain/queue/queue-view';
import { countBoothQueue, listBoothQueues, queueEntriesOfSeekers, scopeKey, type QueueScope } from './queues';

/** Seekers read in one statement at most (their ids travel as one array parameter). */
const MAX_SEEKERS_PER_READ = 500;

// One queue change reloads several views at once: fan-out.ts starts the load of every subscription
// instance a notice touches with setImmediate, in the same turn of the event loop. These loaders send
// their batch on the next setImmediate, after all of those loads asked, so the reads of one notice are
// shared, and each read starts after the load that asked for it: at least as fresh as it needs. The
// API's queue routes have loaders of their own (on the API's pool) for the same reason: the enters one
// projection batch answered all wake when it commits, and read their seekers' entries together.
const nextTurn = (dispatch: () => void) => void setImmediate(dispatch);

type SeekerOfFair = Readonly<{ jobFairId: string; seekerId: string }>;
type BoothQueueRead = Readonly<{ scope: QueueScope; rows: boolean }>;
type BoothQueueAnswer = Readonly<{ rows: QueueEntryView[] | null; count: number }>;

/**
 * A leave moves everyone behind it up, and each of their myQueueEntries views is reloaded: one
 * statement per fair reads all of their entries, ranking the queue once instead of once each.
 */
const seekerEntriesLoader = (db: Knex) =>
  new DataLoader<SeekerOfFair, QueueEntryView[]>(
    async (seekers) => {
      const fairIds = [...new Set(seekers.map((seeker) => seeker.jobFairId))];
      const ofFair = (jobFairId: string) => seekers.filter((seeker) => seeker.jobFairId === jobFairId).map((seeker) => seeker.seekerId);
      const read = new Map(
        await Promise.all(
          fairIds.map(async (jobFairId) => [jobFairId, await queueEntriesOfSeekers(db, jobFairId, ofFair(jobFairId))] as const),
        ),
      );
      return seekers.map(({ jobFairId, seekerId }) => read.get(jobFairId)!.get(seekerId)!);
    },
    { cache: false, maxBatchSize: MAX_SEEKERS_PER_READ, batchScheduleFn: nextTurn },
  );

/**
 * A booth's queue change reloads its recruiters' list (boothQueue) and its seekers' count
 * (boothQueueCount): when both are asked, the count is the list's length, not a second statement. The
 * lists of every booth a notice names are read together (listBoothQueues), not one statement each.
 */
const boothQueueLoader = (db: Knex) =>
  new DataLoader<BoothQueueRead, BoothQueueAnswer>(
    async (asked) => {
      const scopes = new Map<string, { scope: QueueScope; rows: boolean }>();
      for (const { scope, rows } of asked) {
        const key = scopeKey(scope);
        scopes.set(key, { scope, rows: rows || (scopes.get(key)?.rows ?? false) });
      }
      const listed = [...scopes.values()].filter(({ rows }) => rows).map(({ scope }) => scope);
      const [lists, counts] = await Promise.all([
        listBoothQueues(db, listed),
        Promise.all(
          [...scopes]
            .filter(([, { rows }]) => !rows)
            .map(async ([key, { scope }]): Promise<[string, BoothQueueAnswer]> => [
              key,
              { rows: null, count: await countBoothQueue(db, scope) },
            ]),
        ),
      ]);
      const answers = new Map([...lists].map(([key, list]): [string, BoothQueueAnswer] => [key, { rows: list, count: list.length }]));
      for (const [key, answer] of counts) answers.set(key, answer);
      return asked.map(({ scope }) => answers.get(scopeKey(scope))!);
    },
    { cache: false, batchScheduleFn: nextTurn },
  );

/** Queue reads shared by the loads that ask together: the gateway's reloads after one notice, the API's answers after one batch. */
export type QueueReads = Readonly<{
  boothQueue(scope: QueueScope): Promise<QueueEntryView[]>;
  boothQueueCount(scope: QueueScope): Promise<number>;
  seekerEntries(jobFairId: string, seekerId: string): Promise<QueueEntryView[]>;
}>;

export const createQueueReads = (db: Knex): QueueReads => {
  const boothQueues = boothQueueLoader(db);
  const seekers = seekerEntriesLoader(db);
  return {
    boothQueue: async (scope) => (await boothQueues.load({ scope, rows: true })).rows!,
    boothQueueCount: async (scope) => (await boothQueues.load({ scope, rows: false })).count,
    seekerEntries: (jobFairId, seekerId) => seekers.load({ jobFairId, seekerId }),
  };
};
