import type { JobFairForm } from '../../domain/jobfair/jobfair-schema';
import { jobFairTimeStatus } from '../../domain/jobfair/time-status';

const EST_OFFSET_MS = -5 * 60 * 60_000;

/** A schedule (EST) that started about half an hour ago and runs 8 hours: the demo fair is live. */
export const scheduleRunningNow = (now: Date, name: string): JobFairForm => {
  const start = new Date(Math.floor((now.getTime() - 30 * 60_000) / (5 * 60_000)) * 5 * 60_000 + EST_OFFSET_MS);
  return {
    name,
    startDate: start.toISOString().slice(0, 10),
    startTime: start.toISOString().slice(11, 16),
    timezone: 'EST',
    durationHours: 8,
    durationMinutes: 0,
  };
};

export const isRunning = (form: JobFairForm, now: Date) => jobFairTimeStatus(form, now) === 'Started';
