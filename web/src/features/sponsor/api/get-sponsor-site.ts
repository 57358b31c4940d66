import type { SponsoredJobFairView, SponsorJobFairsView } from '../../../../../domain/sponsor/sponsor-view';
import { api } from '../../../api/api-client';
import { type PublicRead, usePublicRead } from '../../../lib/use-public-read';
import { SPONSOR_TEXTS } from '../sponsor-texts';

export type SponsorJobFair = SponsoredJobFairView;
export type Sponsor = SponsorJobFairsView['sponsor'];

/** What a sponsor's subdomain shows: the sponsor, or none (spec 3 §8 'No sponsor data available.'), and its fairs. */
export type SponsorSite = Readonly<{ sponsor: Sponsor | null; jobFairs: readonly SponsorJobFair[] }>;

/** GET /api/public/jobfairs/bySubdomain/{subdomain} (spec 3 §7, public); a non-success answer raises the spec 3 §8 error. */
export const getSponsorSite = async (subdomain: string): Promise<SponsorSite> => {
  try {
    const site = await api.get<Partial<SponsorJobFairsView> | null>(`/public/jobfairs/bySubdomain/${encodeURIComponent(subdomain)}`, {
      auth: false,
    });
    return { sponsor: site?.sponsor ?? null, jobFairs: site?.jobFairs ?? [] };
  } catch (cause) {
    throw new Error(SPONSOR_TEXTS.lookupFailed, { cause });
  }
};

/** Read once per page (a public page: see usePublicRead). */
export const useSponsorSite = (subdomain: string): PublicRead<SponsorSite> => usePublicRead(subdomain, () => getSponsorSite(subdomain));
