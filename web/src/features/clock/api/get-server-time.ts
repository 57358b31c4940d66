import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverClockOffset } from '../../../lib/clock';
import { api } from '../../../api/api-client';

/** The server clock's lead over the local clock, in milliseconds (spec 1 §4.1: time comes from the server). */
export const getServerClockOffset = async (): Promise<number> => {
  const sentAt = Date.now();
  const { now } = await api.get<{ now: string }>('/time', { auth: false });
  return serverClockOffset(sentAt, Date.now(), now);
};

export const serverClockOffsetQueryOptions = () =>
  queryOptions({ queryKey: ['serverClockOffset'], queryFn: getServerClockOffset, staleTime: Infinity, throwOnError: false });

export const useServerClockOffset = () => useQuery(serverClockOffsetQueryOptions());
