import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SponsorPage, SponsorView } from '../../../../../domain/sponsor/sponsor-view';
import { api } from '../../../api/api-client';

/** Every sponsor, 100 a page following data.nextCursor (spec 3 §7 GET /organizations/sponsors): the Sponsor select lists them all. */
const getAllSponsors = async (): Promise<SponsorView[]> => {
  const sponsors: SponsorView[] = [];
  let cursor: string | null = null;
  do {
    const page: SponsorPage = await api.get<SponsorPage>(
      `/organizations/sponsors?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    sponsors.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return sponsors;
};

export const sponsorChoicesQueryOptions = () => queryOptions({ queryKey: ['sponsors', 'all'], queryFn: getAllSponsors, staleTime: 60_000 });

export const useSponsorChoices = () => useQuery(sponsorChoicesQueryOptions());
