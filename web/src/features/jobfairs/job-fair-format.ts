// How a fair's schedule reads on a card. Dates are calendar dates: formatted in UTC so no local offset moves them.
export const formatFairDate = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDate
    : date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
};

/** '14:30' → '2:30 PM' (lib/fair-schedule.ts, shared with the public pages). */
export { formatClockTime as formatFairTime } from '../../lib/fair-schedule';
