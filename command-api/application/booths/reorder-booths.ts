import { boothOrderDecider, boothOrderStream, type BoothOrderCommand } from '../../../domain/booth/booth-order';
import type { Checkpoint } from '../../../domain/shared/event';
import { listBooths } from '../../../projections/queries/booths';
import type { CommandContext } from '../command-context';
import type { ServiceDeps } from '../service-deps';

/** The fair whose booths are ordered, and its organization. */
type BoothFair = Readonly<{ jobFairId: string; organizationId: string }>;
type Placing = { type: 'ReorderBooths'; order: readonly string[] } | { type: 'PlaceBooth'; boothId: string; sortOrder: number };

/** One command on the fair's booth-order stream; the booths it does not know yet come from the read model. */
const runOnOrder = async (
  deps: ServiceDeps,
  context: CommandContext,
  { fair, actorId, placing }: Readonly<{ fair: BoothFair; actorId: string; placing: Placing }>,
): Promise<Checkpoint | null> => {
  const booths = (await listBooths(deps.db, fair.jobFairId)).map((booth) => ({ boothId: booth.id, sortOrder: booth.sortOrder }));
  const common = { ...fair, actorId, now: context.now.toISOString(), booths };
  const command: BoothOrderCommand =
    placing.type === 'ReorderBooths'
      ? { type: 'ReorderBooths', data: { ...common, order: placing.order } }
      : { type: 'PlaceBooth', data: { ...common, boothId: placing.boothId, sortOrder: placing.sortOrder } };
  const outcome = await deps.run(context, { streamId: boothOrderStream(fair.jobFairId), decider: boothOrderDecider, command });
  return outcome.lastCheckpoint;
};

/** spec 3 §4 Lobby: the admin's drag reorder, the whole order in one append; only moved booths get a new sortOrder. */
export const reorderBooths = (
  deps: ServiceDeps,
  context: CommandContext,
  { fair, actorId, order }: Readonly<{ fair: BoothFair; actorId: string; order: readonly string[] }>,
) => runOnOrder(deps, context, { fair, actorId, placing: { type: 'ReorderBooths', order } });

/** spec 2 §7 PUT sortOrder of one booth (the employer admin's), on the same stream so it never interleaves with a reorder. */
export const placeBooth = (
  deps: ServiceDeps,
  context: CommandContext,
  { fair, actorId, boothId, sortOrder }: Readonly<{ fair: BoothFair; actorId: string; boothId: string; sortOrder: number }>,
) => runOnOrder(deps, context, { fair, actorId, placing: { type: 'PlaceBooth', boothId, sortOrder } });
