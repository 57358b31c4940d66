import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricTraceView } from '../../../../../domain/report/report-as-of-view';
import type { TraceableMetric } from '../../../../../domain/report/report-history';
import { api } from '../../../api/api-client';

export type TraceRequest = Readonly<{ metric: TraceableMetric; label: string; recruiterId?: string; sessionId?: string }>;

export const metricTraceQueryOptions = (jobFairId: string, boothId: string, request: TraceRequest | null, at: number | null) =>
  queryOptions({
    queryKey: ['metricTrace', jobFairId, boothId, request?.metric, request?.recruiterId, request?.sessionId, at],
    queryFn: () =>
      api.get<MetricTraceView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report/${encodeURIComponent(boothId)}/trace`, {
        query: {
          metric: request!.metric,
          recruiterId: request!.recruiterId,
          sessionId: request!.sessionId,
          at: at === null ? undefined : new Date(at).toISOString(),
        },
      }),
  });

/** GET /api/jobfairs/{jobFairId}/report/{boothId}/trace: the events behind one figure, as of the report's moment (null: now). */
export const useMetricTrace = (jobFairId: string, boothId: string, request: TraceRequest | null, at: number | null) =>
  useQuery({ ...metricTraceQueryOptions(jobFairId, boothId, request, at), enabled: request !== null });
