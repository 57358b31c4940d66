// spec 1 §4.1: the current time comes from the locally stored test values currentDate and currentTime
// when both are present, otherwise from server time (the local clock corrected by the server's offset).
export const TEST_DATE_KEY = 'currentDate';
export const TEST_TIME_KEY = 'currentTime';
export const CLOCK_REFRESH_MS = 1_000; // spec 1 §9

type ReadableStorage = Pick<Storage, 'getItem'>;

/** The test override (currentDate YYYY-MM-DD, currentTime HH:mm[:ss], local time), or null when either is missing or unreadable. */
export const readTestClockOverride = (storage: ReadableStorage | null): Date | null => {
  const date = storage?.getItem(TEST_DATE_KEY)?.trim();
  const time = storage?.getItem(TEST_TIME_KEY)?.trim();
  if (!date || !time || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}`);
  return Number.isNaN(instant.getTime()) ? null : instant;
};

/** How far the server's clock is ahead of ours, measured at the midpoint of the request. */
export const serverClockOffset = (requestSentAt: number, answerReceivedAt: number, serverNow: string): number => {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (requestSentAt + answerReceivedAt) / 2);
};

export const currentTime = (override: Date | null, offsetMs: number, localNow: number): Date => override ?? new Date(localNow + offsetMs);
