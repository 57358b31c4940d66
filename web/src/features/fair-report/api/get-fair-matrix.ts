import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FairMatrixView } from '../../../../../domain/report/fair-matrix-view';
import { api } from '../../../api/api-client';

export type FairMatrixAnswer = FairMatrixView & Readonly<{ jobFairName: string }>;

/** GET /api/jobfairs/{jobFairId}/matrix (spec 2 §7): every booth's metrics and the fair's totals. */
export const fairMatrixQueryOptions = (jobFairId: string) =>
  queryOptions({
    queryKey: ['fairMatrix', jobFairId],
    queryFn: () => api.get<FairMatrixAnswer>(`/jobfairs/${encodeURIComponent(jobFairId)}/matrix`),
  });

export const useFairMatrix = (jobFairId: string) => useQuery(fairMatrixQueryOptions(jobFairId));
