import { useQuery } from '@tanstack/react-query';
import type { ReportPeriodView } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';

/** GET /api/jobfairs/{jobFairId}/report-period: the span the fair-wide report's time control covers. */
export const useFairReportPeriod = (jobFairId: string) =>
  useQuery({
    queryKey: ['fairReportPeriod', jobFairId],
    queryFn: () => api.get<ReportPeriodView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report-period`),
  });
