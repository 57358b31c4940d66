import { jobFairTimeStatus, type JobFairSchedule } from './time-status';

/**
 * Whether job seekers may use a fair (spec 1 §1, §4.2): only once it is paid and activated by a
 * platform admin, and no longer once it has ended (spec 1 §4.1 Ended: 1.5 hours after its end).
 * One rule for the landing, every job seeker route and the gateway.
 */
export const SEEKER_OPENINGS = ['open', 'not-open', 'ended'] as const;
export type SeekerOpening = (typeof SEEKER_OPENINGS)[number];

export type OpeningFacts = JobFairSchedule & Readonly<{ paymentStatus: 'Paid' | 'UnPaid'; isActivated: boolean }>;

export const seekerOpening = (fair: OpeningFacts, now: Date): SeekerOpening => {
  if (fair.paymentStatus !== 'Paid' || !fair.isActivated) return 'not-open';
  return jobFairTimeStatus(fair, now) === 'Ended' ? 'ended' : 'open';
};
