import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';

/**
 * A job seeker opened a booth's page (spec 2 §7 GET …/booths/{boothId}?logBoothVisit=true), the source of
 * the report's 'Unique booth visitors'. One stream per seeker per booth, and only the first visit is an
 * event, so the count is of people, not page loads.
 */
export const boothVisitStream = (boothId: string, jobSeekerId: string) => `boothvisit-${boothId}-${jobSeekerId}`;

type VisitIds = { boothId: string; jobFairId: string; organizationId: string; jobSeekerId: string };
export type BoothVisited = Event<'BoothVisited', VisitIds & { visitedAt: string }>;
export type BoothVisitEvent = BoothVisited;

export type RecordBoothVisit = Command<'RecordBoothVisit', VisitIds & { now: string }>;

export type BoothVisit = Readonly<{ visited: boolean }>;

export const boothVisitDecider: Decider<BoothVisit, RecordBoothVisit, BoothVisitEvent> = {
  initialState: () => ({ visited: false }),
  // One event type: no switch to exhaust.
  evolve: () => ({ visited: true }),
  decide: (command, state) => {
    if (state.visited) return [];
    const { now, ...ids } = command.data;
    return { type: 'BoothVisited', data: { ...ids, visitedAt: now } };
  },
};
