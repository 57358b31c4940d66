import type { Knex } from 'knex';
import type { BoothRow } from './rows';

// What the websocket tells every page of a fair without a subscription (spec 1 §4.9) besides the
// fair's own row (its booth list version): a booth's view counter.

/** spec 1 §4.9 boothViewNeedRefreshCounter: the booth's stream revision, which moves on every change of the booth. */
export const boothViewCounterOf = async (db: Knex, boothId: string): Promise<{ jobFairId: string; value: number } | null> => {
  const row = await db<BoothRow>('booths').where({ id: boothId }).first('job_fair_id', 'revision');
  return row ? { jobFairId: row.job_fair_id, value: Number(row.revision) } : null;
};
