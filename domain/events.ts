import type { BoothEvent } from './booth/booth';
import type { InterviewSessionEvent } from './interview/interview-session';
import type { ReviewEvent } from './interview/review';
import type { JobFairEvent } from './jobfair/jobfair';
import type { BoothQueueEvent } from './queue/booth-queue';
import type { QueueSeatEvent } from './queue/queue-seat';
import type { RecruiterAvailabilityEvent } from './queue/recruiter-availability';
import type { OrganizationEvent } from './organization/organization';
import type { UserEvent } from './user/user';
import type { BoothResumeEvent } from './resume/booth-resume';
import type { PresenceEvent } from './presence/presence';
import type { BoothVisitEvent } from './report/booth-visit';

/** Every event the platform stores; projectors switch over this union. */
export type DomainEvent =
  | OrganizationEvent
  | JobFairEvent
  | BoothEvent
  | UserEvent
  | BoothQueueEvent
  | QueueSeatEvent
  | RecruiterAvailabilityEvent
  | InterviewSessionEvent
  | BoothResumeEvent
  | ReviewEvent
  | PresenceEvent
  | BoothVisitEvent;
