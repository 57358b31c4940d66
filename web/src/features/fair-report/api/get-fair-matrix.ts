import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FairMatrixView } from '../../../../../domain/report/fair-matrix-view';
import type { AsOfView } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';
import { momentCaching, momentQuery } from '../../../api/report-moment-query';

export type FairMatrixAnswer = FairMatrixView & Readonly<{ jobFairName: string; asOf?: AsOfView }>;

export const fairMatrixQueryOptions = (jobFairId: string, at: number | null) =>
  queryOptions({
    queryKey: ['fairMatrix', jobFairId, at],
    queryFn: () => api.get<FairMatrixAnswer>(`/jobfairs/${encodeURIComponent(jobFairId)}/matrix`, { query: momentQuery(at) }),
    ...momentCaching(at),
  });

/** GET /api/jobfairs/{jobFairId}/matrix[?at] (spec 2 §7): every booth's metrics and the fair's totals, live or as of a moment. */
export const useFairMatrix = (jobFairId: string, at: number | null) => useQuery(fairMatrixQueryOptions(jobFairId, at));
