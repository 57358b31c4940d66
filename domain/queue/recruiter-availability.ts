import type { JobFairTimeStatus } from '../jobfair/time-status';
import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * A recruiter's availability for the next interview in one fair (spec 2 §4 Recruiter availability):
 * off until switched on, meaningful only while the fair is Started or ClosingSession.
 */
export const availabilityStream = (jobFairId: string, recruiterId: string) => `availability-${jobFairId}-${recruiterId}`;

type AvailabilityIds = { jobFairId: string; recruiterId: string; boothId: string };
export type RecruiterAvailabilityChanged = Event<'RecruiterAvailabilityChanged', AvailabilityIds & { isAvailableForChat: boolean; changedAt: string }>;
export type RecruiterAvailabilityEvent = RecruiterAvailabilityChanged;

export type SetAvailability = Command<'SetAvailability', AvailabilityIds & { isAvailableForChat: boolean; timeStatus: JobFairTimeStatus; now: string }>;

export type RecruiterAvailability = Readonly<{ isAvailableForChat: boolean; boothId: string | null }>;

export const AVAILABILITY_NEEDS_RUNNING_FAIR = 'Availability can be switched on only while the job fair is running';

export const recruiterAvailabilityDecider: Decider<RecruiterAvailability, SetAvailability, RecruiterAvailabilityEvent> = {
  initialState: () => ({ isAvailableForChat: false, boothId: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'RecruiterAvailabilityChanged':
        return { isAvailableForChat: event.data.isAvailableForChat, boothId: event.data.boothId };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    const { jobFairId, recruiterId, boothId, isAvailableForChat, timeStatus, now } = command.data;
    // Off is off whichever booth it names; on moves with the booth.
    if (state.isAvailableForChat === isAvailableForChat && (!isAvailableForChat || state.boothId === boothId)) return [];
    if (isAvailableForChat && timeStatus !== 'Started' && timeStatus !== 'ClosingSession') throw new Conflict(AVAILABILITY_NEEDS_RUNNING_FAIR);
    return { type: 'RecruiterAvailabilityChanged', data: { jobFairId, recruiterId, boothId, isAvailableForChat, changedAt: now } };
  },
};
