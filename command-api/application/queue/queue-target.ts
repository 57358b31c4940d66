import { boothDecider, boothStream, type OpenBooth } from '../../../domain/booth/booth';
import type { EventStore } from '../../../domain/ports/event-store';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import { NotFound } from '../../../domain/shared/errors';

/** A booth's queue, or one of its groups' (spec 2 §3 Group: queue id `{boothId}-{groupId}`). */
export type QueueTarget = Readonly<{ jobFairId: string; boothId: string; groupId: string | null }>;

/** The target's booth folded from its stream, open and of the fair: the rules decide on what is stored, not on a read model. */
export const openBooth = async (store: EventStore, target: QueueTarget): Promise<OpenBooth> => {
  const { state: booth } = await aggregateStream(store, boothStream(target.boothId), boothDecider);
  if (booth.status !== 'Open' || booth.ids.jobFairId !== target.jobFairId) throw new NotFound('Booth');
  return booth;
};
