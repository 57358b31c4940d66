import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueEntryView } from '../../../domain/queue/queue-view';
import { api } from './api-client';
import { liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

// The booth's queue in order: GET byBoothId, then the boothQueue subscription pushes every change.
export const boothQueueQueryKey = (jobFairId: string, boothId: string) => liveQueryKey('boothQueue', { jobFairId, boothId });

export const getBoothQueue = (jobFairId: string, boothId: string): Promise<QueueEntryView[]> =>
  api.get<QueueEntryView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothId/${encodeURIComponent(boothId)}`);

export const boothQueueQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({ queryKey: boothQueueQueryKey(jobFairId, boothId), queryFn: () => getBoothQueue(jobFairId, boothId), staleTime: Infinity });

export const useBoothQueue = (jobFairId: string, boothId: string) => {
  useLiveSubscription('boothQueue', { jobFairId, boothId });
  return useQuery(boothQueueQueryOptions(jobFairId, boothId));
};
