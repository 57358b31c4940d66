import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothReportAsOfView } from '../../../../../domain/report/report-as-of-view';
import { api } from '../../../api/api-client';
import { momentCaching, momentQuery } from '../../../api/report-moment-query';

export const boothReportAsOfQueryOptions = (jobFairId: string, boothId: string, at: number | null) =>
  queryOptions({
    queryKey: ['boothReportAsOf', jobFairId, boothId, at],
    queryFn: () =>
      api.get<BoothReportAsOfView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report/${encodeURIComponent(boothId)}/asOf`, {
        query: momentQuery(at),
      }),
    ...momentCaching(at),
  });

/** GET /api/jobfairs/{jobFairId}/report/{boothId}/asOf?at=: the report as it stood at a moment (null: live, nothing asked). */
export const useBoothReportAsOf = (jobFairId: string, boothId: string, at: number | null) =>
  useQuery({ ...boothReportAsOfQueryOptions(jobFairId, boothId, at), enabled: at !== null });
