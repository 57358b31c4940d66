import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';
import { boothListMeta } from '../../../lib/socket-client';

export const boothsQueryKey = (jobFairId: string) => ['booths', jobFairId] as const;

/** GET /api/jobfairs/{jobFairId}/booths */
export const getBooths = async (jobFairId: string): Promise<BoothView[]> =>
  (await api.get<BoothView[] | null>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths`)) ?? [];

export const boothsQueryOptions = (jobFairId: string) =>
  queryOptions({ queryKey: boothsQueryKey(jobFairId), queryFn: () => getBooths(jobFairId), meta: boothListMeta(jobFairId) });

export const useBooths = (jobFairId: string | null) => useQuery({ ...boothsQueryOptions(jobFairId ?? ''), enabled: jobFairId !== null });
