import type { Knex } from 'knex';
import { boothDecider, boothStream } from '../../../domain/booth/booth';
import { Conflict } from '../../../domain/shared/errors';
import type { Checkpoint } from '../../../domain/shared/event';
import { countBooths } from '../../../projections/queries/booths';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';
import type { BoothFair } from './save-booth';

export const LAST_BOOTH_MESSAGE = 'The last booth of a job fair cannot be deleted';

/**
 * spec 1 §5.7: a booth is deleted, never the last of its job fair. Deletes of one fair take turns (an advisory lock
 * held until `stored` has seen the delete, e.g. the read models caught up), so two racing deletes cannot remove its
 * last two booths.
 */
export const deleteBooth = async (
  deps: ServiceDeps,
  context: CommandContext,
  {
    fair,
    boothId,
    actorId,
    stored,
  }: Readonly<{ fair: BoothFair; boothId: string; actorId: string; stored: (checkpoint: Checkpoint | null) => Promise<void> }>,
): Promise<void> =>
  deps.db.transaction(async (trx: Knex.Transaction) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`booth-delete:${fair.jobFairId}`]);
    if ((await countBooths(trx, fair.jobFairId)) <= 1) throw new Conflict(LAST_BOOTH_MESSAGE);
    const { lastCheckpoint } = await deps.run(context, {
      streamId: boothStream(boothId),
      decider: boothDecider,
      command: { type: 'DeleteBooth', data: { boothId, ...fair, actorId, now: context.now.toISOString() } },
    });
    await stored(lastCheckpoint);
  });
