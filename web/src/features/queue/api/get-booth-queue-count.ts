import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';

type CountRow = { boothId: string; count: number };

// '# of job seekers waiting in queue: n' (spec 2 §2.2): the REST count, then boothQueueCount pushes one row.
// boothId may be a group's queue id `{boothId}-{groupId}`: then it counts that group's queue only.
export const boothQueueCountQueryKey = (jobFairId: string, boothId: string) => liveQueryKey('boothQueueCount', { jobFairId, boothId });

export const getBoothQueueCount = async (jobFairId: string, boothId: string): Promise<CountRow[]> => {
  const { count } = await api.get<{ count: number }>(
    `/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothId/${encodeURIComponent(boothId)}/count`,
  );
  return [{ boothId, count }];
};

export const boothQueueCountQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({
    queryKey: boothQueueCountQueryKey(jobFairId, boothId),
    queryFn: () => getBoothQueueCount(jobFairId, boothId),
    staleTime: Infinity,
  });

export const useBoothQueueCount = (jobFairId: string, boothId: string) => {
  useLiveSubscription('boothQueueCount', { jobFairId, boothId });
  const query = useQuery(boothQueueCountQueryOptions(jobFairId, boothId));
  return { ...query, count: query.data?.[0]?.count ?? null };
};
