import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateReportView } from '../../../../../domain/report/booth-report-view';
import { api } from '../../../api/api-client';

export const candidateReportQueryOptions = (jobFairId: string, boothId: string, candidateId: string, sessionId: string | null) =>
  queryOptions({
    queryKey: ['candidateReport', jobFairId, boothId, candidateId, sessionId],
    queryFn: () =>
      api.get<CandidateReportView>(
        `/jobfairs/${encodeURIComponent(jobFairId)}/report/${encodeURIComponent(boothId)}/candidates/${encodeURIComponent(candidateId)}`,
        {
          query: { sessionId: sessionId ?? undefined },
        },
      ),
    // The resume link expires after an hour; a panel older than half that is read again when shown.
    staleTime: 30 * 60_000,
  });

/** The report's right panel: GET /api/jobfairs/{jobFairId}/report/{boothId}/candidates/{candidateId}?sessionId= */
export const useCandidateReport = (jobFairId: string, boothId: string, candidateId: string, sessionId: string | null) =>
  useQuery(candidateReportQueryOptions(jobFairId, boothId, candidateId, sessionId));
