import type { EventStore } from '../../../domain/ports/event-store';
import { sponsorDecider, sponsorStream, type Sponsor, type SponsorEvent } from '../../../domain/sponsor/sponsor';
import { NotFound } from '../../../domain/shared/errors';
import type { CommandContext } from '../command-context';

/** The sponsor as its stream says now (write side: the read model may lag behind a command just answered). */
export const readSponsor = async (store: EventStore, sponsorId: string): Promise<Sponsor> =>
  (await store.readStream<SponsorEvent>(sponsorStream(sponsorId))).events.reduce(sponsorDecider.evolve, sponsorDecider.initialState());

export const readActiveSponsor = async (store: EventStore, sponsorId: string) => {
  const sponsor = await readSponsor(store, sponsorId);
  if (sponsor.status !== 'Active') throw new NotFound('Sponsor');
  return sponsor;
};

/** Who the sponsor commands name as acting: the signed-in admin, or the system. */
export const actorOf = (context: CommandContext) => ({ actorId: context.actorId ?? 'System', now: context.now.toISOString() });
