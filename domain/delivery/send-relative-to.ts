import { jobFairStart } from '../jobfair/time-status';
import { DEFAULT_COMPONENT_PATHS, DEFAULT_OFFSET_MINUTES, type SendRelativeTo } from '../notification/template-schema';

/** The job fair's start less the default offset, as ReminderBeforeJobFairStart is timed when its template names no moment. */
export const FAIR_START: SendRelativeTo = {
  mode: 'components',
  offsetMinutes: DEFAULT_OFFSET_MINUTES,
  componentPaths: DEFAULT_COMPONENT_PATHS,
};

const at = (payload: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      payload,
    );

const text = (payload: unknown, path: string): string | null => {
  const value = at(payload, path);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const valid = (date: Date): Date | null => (Number.isNaN(date.getTime()) ? null : date);

/**
 * When a send relative to a moment of `payload` (the event as `{ data: {...} }`) is due: the moment plus
 * offsetMinutes (negative: before). Null when the payload does not hold the moment, so nothing is scheduled
 * on a guess. Components use the fair's own time rule (spec 3 §4: EST is UTC-5, any other zone UTC-4).
 */
export const dueAt = (relativeTo: SendRelativeTo, payload: unknown): Date | null => {
  let moment: Date | null;
  if (relativeTo.mode === 'direct') {
    const iso = text(payload, relativeTo.directPath);
    moment = iso ? valid(new Date(iso)) : null;
  } else {
    const paths = relativeTo.componentPaths;
    const startDate = text(payload, paths.date);
    const startTime = text(payload, paths.time);
    const timezone = text(payload, paths.timezone);
    moment =
      startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) && startTime && /^\d{2}:\d{2}$/.test(startTime)
        ? valid(jobFairStart({ startDate, startTime, timezone: timezone ?? '', durationHours: 0, durationMinutes: 0 }))
        : null;
  }
  return moment && new Date(moment.getTime() + relativeTo.offsetMinutes * 60_000);
};
