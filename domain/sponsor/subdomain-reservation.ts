import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { SUBDOMAIN_REFUSALS } from './subdomain-status';

/**
 * One subdomain belongs to at most one sponsor (it names the sponsor's site, spec 3 §2.3): a rule across
 * sponsors, so each subdomain has a reservation stream that a sponsor takes before it records the
 * subdomain. Two racing creates append to the same stream with the revision they read; the second
 * re-reads and is refused.
 */
export const subdomainStream = (subdomain: string) => `subdomain-${subdomain}`;

type Ids = { subdomain: string; sponsorId: string };
export type SubdomainReserved = Event<'SubdomainReserved', Ids & { reservedAt: string }>;
export type SubdomainReleased = Event<'SubdomainReleased', Ids & { releasedAt: string }>;
export type SubdomainReservationEvent = SubdomainReserved | SubdomainReleased;

/**
 * `replacing`: the holder the service found to be stale (deleted, or no longer naming this subdomain,
 * after a crash between two appends); the reservation moves only if that sponsor still holds it.
 */
export type ReserveSubdomain = Command<'ReserveSubdomain', Ids & { now: string; replacing?: string }>;
/** Releases only the holder's own reservation; a stale release changes nothing. */
export type ReleaseSubdomain = Command<'ReleaseSubdomain', Ids & { now: string }>;
export type SubdomainReservationCommand = ReserveSubdomain | ReleaseSubdomain;

export type SubdomainReservation = { status: 'Free' } | { status: 'Held'; sponsorId: string; reservedAt: string };

/** Another sponsor holds the subdomain: a 409 that names who, so the service can look for a stale hold. */
export class SubdomainTaken extends DomainError {
  constructor(readonly holder: string) {
    super('CONFLICT', SUBDOMAIN_REFUSALS.TAKEN, [{ field: 'subdomain', message: SUBDOMAIN_REFUSALS.TAKEN }]);
  }
}

export const subdomainReservationDecider: Decider<SubdomainReservation, SubdomainReservationCommand, SubdomainReservationEvent> = {
  initialState: () => ({ status: 'Free' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'SubdomainReserved':
        return { status: 'Held', sponsorId: event.data.sponsorId, reservedAt: event.data.reservedAt };
      case 'SubdomainReleased':
        return { status: 'Free' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { subdomain, sponsorId, now } = command.data;
    switch (command.type) {
      case 'ReserveSubdomain': {
        if (state.status === 'Free') return { type: 'SubdomainReserved', data: { subdomain, sponsorId, reservedAt: now } };
        if (state.sponsorId === sponsorId) return [];
        if (state.sponsorId !== command.data.replacing) throw new SubdomainTaken(state.sponsorId);
        return [
          { type: 'SubdomainReleased', data: { subdomain, sponsorId: state.sponsorId, releasedAt: now } },
          { type: 'SubdomainReserved', data: { subdomain, sponsorId, reservedAt: now } },
        ];
      }
      case 'ReleaseSubdomain':
        if (state.status !== 'Held' || state.sponsorId !== sponsorId) return [];
        return { type: 'SubdomainReleased', data: { subdomain, sponsorId, releasedAt: now } };
      default:
        return assertNever(command);
    }
  },
};
