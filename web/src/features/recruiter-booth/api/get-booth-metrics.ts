import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothMetricsAnswer } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';

/** GET /api/jobfairs/{jobFairId}/matrix/{boothId} (spec 2 §7): the report's metrics card and 'No. of Interviews'. */
export const boothMetricsQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({
    queryKey: ['boothMetrics', jobFairId, boothId],
    queryFn: () => api.get<BoothMetricsAnswer>(`/jobfairs/${encodeURIComponent(jobFairId)}/matrix/${encodeURIComponent(boothId)}`),
  });

export const useBoothMetrics = (jobFairId: string, boothId: string) => useQuery(boothMetricsQueryOptions(jobFairId, boothId));
