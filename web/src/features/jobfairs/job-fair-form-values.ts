import { jobFairFormDefaults } from '../../../../domain/jobfair/jobfair-schema';
import { todayAt } from '../../../../domain/jobfair/time-status';
import type { JobFair } from './job-fair-types';

/** The job fair form's fields as the inputs hold them (strings). */
export type JobFairFormValues = {
  name: string;
  startDate: string;
  startTime: string;
  timezone: string;
  durationHours: string;
  durationMinutes: string;
};

/** spec 2 §5 defaults: '{org} - job fair', tomorrow (in the default timezone), 3 h 0 min. */
export const newJobFairValues = (organizationName: string, now: Date): JobFairFormValues => {
  const defaults = jobFairFormDefaults(organizationName, todayAt('EST', now));
  return {
    name: defaults.name,
    startDate: defaults.startDate,
    startTime: defaults.startTime,
    timezone: defaults.timezone,
    durationHours: String(defaults.durationHours),
    durationMinutes: String(defaults.durationMinutes),
  };
};

export const jobFairValues = (fair: JobFair): JobFairFormValues => ({
  name: fair.name,
  startDate: fair.startDate,
  startTime: fair.startTime,
  timezone: fair.timezone,
  durationHours: String(fair.durationHours),
  durationMinutes: String(fair.durationMinutes),
});
