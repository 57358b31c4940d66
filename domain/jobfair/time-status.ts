// spec 1 §4.1: the job fair time status, one function for server and client.
export type JobFairTimeStatus = 'Upcoming' | 'Started' | 'ClosingSession' | 'Ended';

export type JobFairSchedule = Readonly<{
  startDate: string; // YYYY-MM-DD
  startTime: string; // HH:mm
  timezone: string;
  durationHours: number;
  durationMinutes: number;
}>;

export const CLOSING_SESSION_MS = 90 * 60 * 1000; // 1.5 hours after the end

/** EST means -05:00; every other timezone value means -04:00 (spec 1 §4.1, kept as specified). */
export const timezoneOffset = (timezone: string): string => (timezone === 'EST' ? '-05:00' : '-04:00');
const timezoneOffsetHours = (timezone: string): number => (timezone === 'EST' ? -5 : -4);

export const jobFairStart = (fair: JobFairSchedule): Date =>
  new Date(`${fair.startDate}T${fair.startTime}:00${timezoneOffset(fair.timezone)}`);

export const jobFairDurationMs = (fair: JobFairSchedule): number => (fair.durationHours * 60 + fair.durationMinutes) * 60_000;

export const jobFairEnd = (fair: JobFairSchedule): Date => new Date(jobFairStart(fair).getTime() + jobFairDurationMs(fair));

export const jobFairTimeStatus = (fair: JobFairSchedule, now: Date): JobFairTimeStatus => {
  const start = jobFairStart(fair).getTime();
  const end = jobFairEnd(fair).getTime();
  const at = now.getTime();
  if (at < start) return 'Upcoming';
  if (at <= end) return 'Started';
  if (at <= end + CLOSING_SESSION_MS) return 'ClosingSession';
  return 'Ended';
};

export type BadgeIntent = 'success' | 'warning' | 'danger';
export type JobFairBadge = Readonly<{ status: JobFairTimeStatus; text: string; intent: BadgeIntent }>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The header badge: texts and colours of spec 1 §4.1. */
export const jobFairBadge = (fair: JobFairSchedule, now: Date): JobFairBadge => {
  const status = jobFairTimeStatus(fair, now);
  if (status === 'Upcoming') {
    const left = jobFairStart(fair).getTime() - now.getTime();
    const d = Math.floor(left / DAY);
    const h = Math.floor((left % DAY) / HOUR);
    const m = Math.floor((left % HOUR) / MINUTE);
    const text = d === 0 && h === 0 && m === 0 ? 'Starting soon...' : `Starts in ${d}d ${h}h ${m}m`;
    return { status, text, intent: 'success' };
  }
  if (status === 'Started') {
    const left = jobFairEnd(fair).getTime() - now.getTime();
    return { status, text: `Ends in ${Math.floor(left / HOUR)}h ${Math.floor((left % HOUR) / MINUTE)}m`, intent: 'warning' };
  }
  return {
    status,
    text: `Ended on ${dateAt(fair.timezone, jobFairEnd(fair)).toLocaleDateString('en-US', { timeZone: 'UTC' })} | Duration: ${fair.durationHours}h ${fair.durationMinutes}m`,
    intent: 'danger',
  };
};

/**
 * The instant shifted so that its UTC calendar fields read as the fair's wall clock: dates a fair shows
 * are the fair's own, not those of whichever timezone the viewer's browser (or the server) runs in.
 */
const dateAt = (timezone: string, instant: Date): Date => new Date(instant.getTime() + timezoneOffsetHours(timezone) * HOUR);

/** Today's date (YYYY-MM-DD) at the fair's timezone offset, for the "not in the past" rule. */
export const todayAt = (timezone: string, now: Date): string => dateAt(timezone, now).toISOString().slice(0, 10);
