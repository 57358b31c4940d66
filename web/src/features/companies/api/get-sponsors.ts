import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

type SponsorChoice = Readonly<{ id: string; name: string }>;
type SponsorPage = Readonly<{ items: SponsorChoice[]; nextCursor: string | null }>;

/** Every sponsor, following data.nextCursor (spec 3 §7 GET /organizations/sponsors): the Sponsor select lists them all. */
const getAllSponsors = async (): Promise<SponsorChoice[]> => {
  const sponsors: SponsorChoice[] = [];
  let cursor: string | null = null;
  do {
    const page: SponsorPage = await api.get<SponsorPage>(`/organizations/sponsors${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    sponsors.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return sponsors;
};

export const useSponsorChoices = () => useQuery({ queryKey: ['sponsors', 'all'], queryFn: getAllSponsors, staleTime: 60_000 });
