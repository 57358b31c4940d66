import type { Knex } from 'knex';
import { parseQueueId } from '../../domain/queue/booth-groups';
import { getBooth } from '../../projections/queries/booths';

// Authorizing by the fair alone let a reader of one fair name any booth of any fair (another
// organization's too) in the same subscription: the booth must be one of the fair's, and a group one
// of the booth's. Unknown and foreign ids are refused alike, so the answer tells nothing of either.

/** Whether `boothId` is a live booth of the fair. */
export const boothInFair = async (db: Knex, jobFairId: string, boothId: string): Promise<boolean> =>
  (await getBooth(db, jobFairId, boothId)) !== null;

/** Whether a queue id (`{boothId}` or `{boothId}-{groupId}`) names a booth of the fair, and a group of that booth. */
export const queueInFair = async (db: Knex, jobFairId: string, queueId: string): Promise<boolean> => {
  const parsed = parseQueueId(queueId);
  if (!parsed) return false;
  const booth = await getBooth(db, jobFairId, parsed.boothId);
  if (!booth) return false;
  return parsed.groupId === null || booth.subBooths.some((group) => group.id === parsed.groupId);
};
