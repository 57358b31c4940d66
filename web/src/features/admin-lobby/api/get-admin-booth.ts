import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';

/** GET /api/booths/{boothId}: the route /admin/lobby/booth/:boothId names the booth alone; its fair comes with it. */
export const adminBoothQueryOptions = (boothId: string) =>
  queryOptions({
    queryKey: ['adminBooth', boothId],
    queryFn: () => api.get<BoothView>(`/booths/${encodeURIComponent(boothId)}`),
    throwOnError: false,
  });

export const useAdminBooth = (boothId: string) => useQuery(adminBoothQueryOptions(boothId));
