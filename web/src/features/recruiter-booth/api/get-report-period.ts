import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeriodView } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';

/** GET /api/jobfairs/{jobFairId}/report/{boothId}/period: the span the report's time control covers. */
export const reportPeriodQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({
    queryKey: ['reportPeriod', jobFairId, boothId],
    queryFn: () => api.get<ReportPeriodView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report/${encodeURIComponent(boothId)}/period`),
  });

export const useReportPeriod = (jobFairId: string, boothId: string) => useQuery(reportPeriodQueryOptions(jobFairId, boothId));
