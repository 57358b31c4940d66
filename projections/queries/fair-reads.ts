import type { Knex } from 'knex';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';
import { jobFairKey } from './change-keys';
import type { JobFairView } from '../../domain/jobfair/jobfair-view';
import { findJobFairs } from './jobfairs';
import { readsByIdSharedPerTurn } from './shared-reads';

/** The fairs requests and subscriptions are authorised against. */
export type FairReads = Readonly<{
  find(jobFairId: string): Promise<JobFairView | null>;
  /** A change notice: the fairs it names are read again next time. */
  noticed(notice: ChangeNotice): void;
}>;

// Checks of one fair that come together share a read (a fair at its opening: hundreds a second, one fair).
const readFairs = readsByIdSharedPerTurn(findJobFairs);
const readFair = (db: Knex, jobFairId: string) => readFairs(db, jobFairId).then((fair) => fair ?? null);

/** Every authorisation reads the fair (tests and tools that see no change notices). */
export const uncachedFairReads = (db: Knex): FairReads => ({ find: (jobFairId) => readFair(db, jobFairId), noticed: () => {} });

const JOBFAIR_PREFIX = jobFairKey('');
/** Past this many fairs kept, the ones too old to answer are dropped (subscribes name fairs at will). */
const SWEEP_ABOVE = 1_000;

/**
 * At a fair's opening its seekers connect together and each socket subscribes four times, every one
 * authorised against the same fair: 40,000 reads of one row in a minute at 10,000 seekers; and every
 * command of the fair checks it too, one round trip of the answer. Here a read is shared by every check
 * asking for that fair until the fair's change notice arrives (every change of a fair's row publishes its
 * key), or for `maxAgeMs` at most, which bounds how long a notice lost between processes keeps an old
 * answer. Whether the fair is open is still judged at each check, on the clock. In one process the notice
 * comes before the read-your-writes wait of the command that changed the fair ends, so its answer and every
 * read after it see the change.
 */
export const createFairReads = (db: Knex, maxAgeMs = 1_000, now: () => number = () => performance.now()): FairReads => {
  const kept = new Map<string, { at: number; fair: Promise<JobFairView | null> }>();
  const sweep = (at: number) => {
    for (const [id, entry] of kept) if (at - entry.at >= maxAgeMs) kept.delete(id);
  };
  return {
    find(jobFairId) {
      const id = jobFairId.toLowerCase();
      const at = now();
      const hit = kept.get(id);
      if (hit && at - hit.at < maxAgeMs) return hit.fair;
      if (kept.size >= SWEEP_ABOVE) sweep(at);
      const fair = readFair(db, id);
      const entry = { at, fair };
      kept.set(id, entry);
      // A failed read is not kept: the next check tries again.
      fair.catch(() => kept.get(id) === entry && kept.delete(id));
      return fair;
    },
    noticed(notice) {
      for (const key of notice.keys) if (key.startsWith(JOBFAIR_PREFIX)) kept.delete(key.slice(JOBFAIR_PREFIX.length).toLowerCase());
    },
  };
};

/** Kept fair reads that follow the bus's change notices; the bus's close ends the subscription. */
export const fairReadsFollowing = (bus: ChangeBus, db: Knex): FairReads => {
  const fairs = createFairReads(db);
  bus.subscribe((notice) => fairs.noticed(notice));
  return fairs;
};
