import type { JobFair } from './job-fair-types';

// Our own writes land in the cached list at once; the websocket push that follows replaces the list.
export const upsertJobFair = (list: readonly JobFair[] | undefined, fair: JobFair): JobFair[] => {
  const rest = (list ?? []).filter((existing) => existing.id !== fair.id);
  return [...rest, fair];
};

export const removeJobFair = (list: readonly JobFair[] | undefined, jobFairId: string): JobFair[] =>
  (list ?? []).filter((existing) => existing.id !== jobFairId);
