import { useEffect } from 'react';
import { api } from '../../../api/api-client';

/**
 * spec 2 §7 GET …/booths/{boothId}?logBoothVisit=true: opening the booth page counts the job seeker as a
 * visitor of the booth (the report's 'Unique booth visitors'; the server counts each person once).
 * Nothing on the page waits for it, and a failure only costs a count.
 */
export const useLogBoothVisit = (jobFairId: string, boothId: string, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return;
    api
      .get(`/jobfairs/${encodeURIComponent(jobFairId)}/booths/${encodeURIComponent(boothId)}`, { query: { logBoothVisit: true } })
      .catch(() => undefined);
  }, [jobFairId, boothId, enabled]);
};
