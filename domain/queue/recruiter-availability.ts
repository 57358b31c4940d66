import type { JobFairTimeStatus } from '../jobfair/time-status';
import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * A recruiter's availability for the next interview in one fair (spec 2 §4 Recruiter availability):
 * off until switched on, meaningful only while the fair is Started or ClosingSession. The same stream
 * records the interview the recruiter is engaged in, so one recruiter never holds two sessions.
 */
export const availabilityStream = (jobFairId: string, recruiterId: string) => `availability-${jobFairId}-${recruiterId}`;

type AvailabilityIds = { jobFairId: string; recruiterId: string; boothId: string };
/** Why the server switched availability off (a recruiter whose connection was lost, docs/queue.md); absent when the recruiter switched it themselves, as in every older event. */
export type AvailabilityOffReason = 'Disconnected';
export type RecruiterAvailabilityChanged = Event<
  'RecruiterAvailabilityChanged',
  AvailabilityIds & { isAvailableForChat: boolean; changedAt: string; reason?: AvailabilityOffReason }
>;
/** The server offered this recruiter's next interview: no longer available, engaged in the session. */
export type RecruiterEngaged = Event<'RecruiterEngaged', AvailabilityIds & { sessionId: string; engagedAt: string }>;
/** The session is over (or fell through): available again only if told so; after an interview it stays off (spec 2 §4). */
export type RecruiterReleased = Event<
  'RecruiterReleased',
  AvailabilityIds & { sessionId: string; isAvailableForChat: boolean; releasedAt: string }
>;
export type RecruiterAvailabilityEvent = RecruiterAvailabilityChanged | RecruiterEngaged | RecruiterReleased;

export type SetAvailability = Command<
  'SetAvailability',
  AvailabilityIds & { isAvailableForChat: boolean; timeStatus: JobFairTimeStatus; now: string }
>;
export type EngageRecruiter = Command<'EngageRecruiter', AvailabilityIds & { sessionId: string; now: string }>;
export type ReleaseRecruiter = Command<'ReleaseRecruiter', AvailabilityIds & { sessionId: string; backToAvailable: boolean; now: string }>;
/** The server switches off a recruiter whose last connection is gone past the grace period; nothing when already off or engaged. */
export type SwitchOffAvailability = Command<'SwitchOffAvailability', AvailabilityIds & { reason: AvailabilityOffReason; now: string }>;
export type RecruiterAvailabilityCommand = SetAvailability | EngageRecruiter | ReleaseRecruiter | SwitchOffAvailability;

export type RecruiterAvailability = Readonly<{ isAvailableForChat: boolean; boothId: string | null; sessionId: string | null }>;

export const AVAILABILITY_NEEDS_RUNNING_FAIR = 'Availability can be switched on only while the job fair is running';
export const RECRUITER_IN_INTERVIEW = 'You are in an interview';
export const RECRUITER_NOT_AVAILABLE = 'The recruiter is not available';

export const recruiterAvailabilityDecider: Decider<RecruiterAvailability, RecruiterAvailabilityCommand, RecruiterAvailabilityEvent> = {
  initialState: () => ({ isAvailableForChat: false, boothId: null, sessionId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'RecruiterAvailabilityChanged':
        return { ...state, isAvailableForChat: event.data.isAvailableForChat, boothId: event.data.boothId };
      case 'RecruiterEngaged':
        return { ...state, isAvailableForChat: false, sessionId: event.data.sessionId };
      case 'RecruiterReleased':
        return state.sessionId === event.data.sessionId
          ? { ...state, isAvailableForChat: event.data.isAvailableForChat, sessionId: null }
          : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { jobFairId, recruiterId, boothId, now } = command.data;
    const ids = { jobFairId, recruiterId, boothId };
    switch (command.type) {
      case 'SetAvailability': {
        const { isAvailableForChat, timeStatus } = command.data;
        // Off is off whichever booth it names; on moves with the booth.
        if (state.isAvailableForChat === isAvailableForChat && (!isAvailableForChat || state.boothId === boothId)) return [];
        if (isAvailableForChat && state.sessionId !== null) throw new Conflict(RECRUITER_IN_INTERVIEW);
        if (isAvailableForChat && timeStatus !== 'Started' && timeStatus !== 'ClosingSession')
          throw new Conflict(AVAILABILITY_NEEDS_RUNNING_FAIR);
        return { type: 'RecruiterAvailabilityChanged', data: { ...ids, isAvailableForChat, changedAt: now } };
      }
      case 'EngageRecruiter':
        if (!state.isAvailableForChat || state.sessionId !== null || state.boothId !== boothId) throw new Conflict(RECRUITER_NOT_AVAILABLE);
        return { type: 'RecruiterEngaged', data: { ...ids, sessionId: command.data.sessionId, engagedAt: now } };
      case 'ReleaseRecruiter':
        if (state.sessionId !== command.data.sessionId) return [];
        return {
          type: 'RecruiterReleased',
          data: { ...ids, sessionId: command.data.sessionId, isAvailableForChat: command.data.backToAvailable, releasedAt: now },
        };
      case 'SwitchOffAvailability':
        if (!state.isAvailableForChat) return [];
        return {
          type: 'RecruiterAvailabilityChanged',
          data: { ...ids, isAvailableForChat: false, changedAt: now, reason: command.data.reason },
        };
      default:
        return assertNever(command);
    }
  },
};
