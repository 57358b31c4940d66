import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

// How long the server keeps a disconnected candidate's place; read once while online.
export const connectionGraceQueryOptions = () =>
  queryOptions({
    queryKey: ['queueConnectionGrace'],
    queryFn: async () => (await api.get<{ connectionGraceMs: number }>('/queue/connection-grace')).connectionGraceMs,
    staleTime: Infinity,
  });

export const useConnectionGrace = () => useQuery(connectionGraceQueryOptions());
