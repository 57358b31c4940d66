import { useInfiniteQuery } from '@tanstack/react-query';
import type { SponsorPage } from '../../../../../domain/sponsor/sponsor-view';
import { api } from '../../../api/api-client';
import { sponsorKeys } from './sponsor-keys';

export const SPONSOR_PAGE_SIZE = 20;

/** spec 3 §7 GET /organizations/sponsors: data.items and data.nextCursor, a page at a time ('Load More'). */
export const useSponsors = () =>
  useInfiniteQuery({
    queryKey: sponsorKeys.list(),
    queryFn: ({ pageParam }) =>
      api.get<SponsorPage>('/organizations/sponsors', { query: { limit: SPONSOR_PAGE_SIZE, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
