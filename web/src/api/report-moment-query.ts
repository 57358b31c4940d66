import { keepPreviousData } from '@tanstack/react-query';

/**
 * A report read as of a moment: `?at=` for the moment (none for live), and its caching.
 * The past does not change: a moment once read stays; moving the slider keeps the last figures until the next arrive.
 */
export const momentQuery = (at: number | null): { at?: string } => (at === null ? {} : { at: new Date(at).toISOString() });
export const momentCaching = (at: number | null) => ({
  staleTime: at === null ? 0 : Infinity,
  placeholderData: keepPreviousData,
});
