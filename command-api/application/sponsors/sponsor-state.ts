import type { EventStore } from '../../../domain/ports/event-store';
import { sponsorDecider, sponsorStream, type Sponsor } from '../../../domain/sponsor/sponsor';
import { aggregateStream } from '../../../domain/shared/aggregate-stream';
import { NotFound } from '../../../domain/shared/errors';
import type { CommandContext } from '../command-context';

/** The sponsor as its stream says now (write side: the read model may lag behind a command just answered). */
export const readSponsor = async (store: EventStore, sponsorId: string): Promise<Sponsor> =>
  (await aggregateStream(store, sponsorStream(sponsorId), sponsorDecider)).state;

export const readActiveSponsor = async (store: EventStore, sponsorId: string) => {
  const sponsor = await readSponsor(store, sponsorId);
  if (sponsor.status !== 'Active') throw new NotFound('Sponsor');
  return sponsor;
};

/** Who the sponsor commands name as acting: the signed-in admin, or the system. */
export const actorOf = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });
