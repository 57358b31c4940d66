import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeriodView } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';

export const fairReportPeriodQueryOptions = (jobFairId: string) =>
  queryOptions({
    queryKey: ['fairReportPeriod', jobFairId],
    queryFn: () => api.get<ReportPeriodView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report-period`),
  });

/** GET /api/jobfairs/{jobFairId}/report-period: the span the fair-wide report's time control covers. */
export const useFairReportPeriod = (jobFairId: string) => useQuery(fairReportPeriodQueryOptions(jobFairId));
