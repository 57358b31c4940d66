import { api } from '../../../api/api-client';
import { type PublicRead, usePublicRead } from '../../../lib/use-public-read';
import { SPONSOR_TEXTS } from '../sponsor-texts';

export type SponsorJobFair = Readonly<{
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  startDate: string;
  startTime: string;
  timezone: string;
  durationHours: number;
  durationMinutes: number;
}>;

export type Sponsor = Readonly<{ id: string; name: string; description: string | null; sponsoredByText: string | null }>;

/** What a sponsor's subdomain shows: the sponsor, or none, and the job fairs of its client companies. */
export type SponsorSite = Readonly<{ sponsor: Sponsor | null; jobFairs: readonly SponsorJobFair[] }>;

/** GET /api/public/jobfairs/bySubdomain/{subdomain} (spec 3 §7, public); a non-success answer raises the spec 3 §8 error. */
export const getSponsorSite = async (subdomain: string): Promise<SponsorSite> => {
  try {
    const site = await api.get<SponsorSite | null>(`/public/jobfairs/bySubdomain/${encodeURIComponent(subdomain)}`, { auth: false });
    return { sponsor: site?.sponsor ?? null, jobFairs: site?.jobFairs ?? [] };
  } catch (cause) {
    throw new Error(SPONSOR_TEXTS.lookupFailed, { cause });
  }
};

/** Read once per page (a public page: see usePublicRead). */
export const useSponsorSite = (subdomain: string): PublicRead<SponsorSite> => usePublicRead(subdomain, () => getSponsorSite(subdomain));
