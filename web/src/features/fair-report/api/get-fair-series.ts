import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FairSeriesView } from '../../../../../domain/report/fair-series-view';
import { api } from '../../../api/api-client';

/** GET /api/jobfairs/{jobFairId}/report-series[?boothId] : the plots over time, of the fair or one booth. */
export const fairSeriesQueryOptions = (jobFairId: string, boothId: string | null) =>
  queryOptions({
    queryKey: ['fairSeries', jobFairId, boothId],
    queryFn: () =>
      api.get<FairSeriesView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report-series`, { query: boothId ? { boothId } : {} }),
  });

export const useFairSeries = (jobFairId: string, boothId: string | null) => useQuery(fairSeriesQueryOptions(jobFairId, boothId));
