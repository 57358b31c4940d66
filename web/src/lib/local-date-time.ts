// Moments shown to people in the browser's time zone, and the value format of <input type="datetime-local">.
const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a person reads it, to the second ("Nov 23, 2026, 3:30:05 PM"). */
export const formatMoment = (ms: number): string =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(ms));

/** The local "YYYY-MM-DDTHH:mm:ss" a datetime-local field with step 1 shows. */
export const toDateTimeLocal = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** A datetime-local value back to a moment (local time), or null when the field is incomplete. */
export const fromDateTimeLocal = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/** A moment's time of day, for tight places such as a slider's scale ("3:30 PM"). */
export const formatClockTime = (ms: number): string => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(ms));
