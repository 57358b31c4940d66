import { useQuery } from '@tanstack/react-query';
import type { FairSeriesView } from '../../../../../domain/report/fair-series-view';
import { api } from '../../../api/api-client';
import { momentCaching, momentQuery } from '../../../api/report-moment-query';

/** GET /api/jobfairs/{jobFairId}/report-series[?boothId][&at] : the plots over time, of the fair or one booth, live or as of a moment. */
export const useFairSeries = (jobFairId: string, boothId: string | null, at: number | null) =>
  useQuery({
    queryKey: ['fairSeries', jobFairId, boothId, at],
    queryFn: () =>
      api.get<FairSeriesView>(`/jobfairs/${encodeURIComponent(jobFairId)}/report-series`, {
        query: { ...(boothId ? { boothId } : {}), ...momentQuery(at) },
      }),
    ...momentCaching(at),
  });
