import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { BoothCardView } from '../../../domain/booth/booth-card';
import type { BoothView } from '../../../domain/booth/booth-view';
import { api } from './api-client';
import { boothListMeta, liveQueryKey } from '../lib/socket-client';
import { useLiveSubscription } from './use-live-subscription';

// The lobby's booth cards: GET /api/jobfairs/{jobFairId}/booths, then the fairBooths subscription
// pushes fresh rows under the same key whenever a booth of the fair changes.
export const fairBoothsQueryKey = (jobFairId: string) => liveQueryKey('fairBooths', { jobFairId });

export const getFairBooths = async (jobFairId: string): Promise<BoothView[]> =>
  (await api.get<BoothView[] | null>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths`)) ?? [];

export const fairBoothsQueryOptions = (jobFairId: string) =>
  queryOptions({
    queryKey: fairBoothsQueryKey(jobFairId),
    queryFn: () => getFairBooths(jobFairId),
    staleTime: Infinity,
    meta: boothListMeta(jobFairId),
  });

export const useFairBooths = (jobFairId: string) => {
  useLiveSubscription('fairBooths', { jobFairId });
  return useQuery(fairBoothsQueryOptions(jobFairId));
};

// The job seeker's lobby and booth page read the cards instead (GET …/booths?view=cards, then the
// fairBoothCards subscription): every seeker gets the whole first list, so it carries only what they show.
export const fairBoothCardsQueryKey = (jobFairId: string) => liveQueryKey('fairBoothCards', { jobFairId });

export const fairBoothCardsQueryOptions = (jobFairId: string) =>
  queryOptions({
    queryKey: fairBoothCardsQueryKey(jobFairId),
    queryFn: async () =>
      (await api.get<BoothCardView[] | null>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths`, { query: { view: 'cards' } })) ?? [],
    staleTime: Infinity,
    meta: boothListMeta(jobFairId),
  });

/** The cards the lobby and booth routes' loaders ensure; the router's pending component shows while they come. */
export const useFairBoothCards = (jobFairId: string) => {
  useLiveSubscription('fairBoothCards', { jobFairId });
  return useSuspenseQuery(fairBoothCardsQueryOptions(jobFairId));
};
