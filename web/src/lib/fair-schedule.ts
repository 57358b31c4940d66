// A fair's schedule as people read it (en-US), shared by every screen that shows one. A fair's date and
// time are wall-clock values in its own timezone, so they are formatted as written, never shifted.

const parseClock = (time: string): number | null => {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes)) return null;
  return hours * 60 + minutes;
};

const MINUTES_PER_DAY = 24 * 60;

/** A minute of the day → '2:30 PM'. */
const formatMinuteOfDay = (minuteOfDay: number): string => {
  const minute = ((minuteOfDay % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(minute / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minute % 60).padStart(2, '0')} ${suffix}`;
};

/** '14:30' → '2:30 PM'. */
export const formatClockTime = (time: string): string => {
  const minute = parseClock(time);
  return minute === null ? time : formatMinuteOfDay(minute);
};

/** '10:00', 3 h 30 min, 'EST' → '10:00 AM - 1:30 PM EST' (spec 3 §2.5: start to start plus duration). */
export const formatTimeRange = (startTime: string, durationHours: number, durationMinutes: number, timezone: string): string => {
  const start = parseClock(startTime);
  if (start === null) return `${startTime} ${timezone}`;
  return `${formatMinuteOfDay(start)} - ${formatMinuteOfDay(start + durationHours * 60 + durationMinutes)} ${timezone}`;
};

/** '2026-11-22' → { month: 'Nov', day: '22' }, the calendar date as written. */
export const shortMonthDay = (isoDate: string): Readonly<{ month: string; day: string }> => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return { month: '', day: isoDate };
  return {
    month: date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' }),
    day: date.toLocaleDateString('en-US', { day: 'numeric', timeZone: 'UTC' }),
  };
};
