import type { SeekerOpening } from '../../../../../domain/jobfair/seeker-opening';
import { api } from '../../../api/api-client';
import { type PublicRead, usePublicRead } from '../../../lib/use-public-read';

export type OrgJobFairInfo = Readonly<{
  orgName: string;
  jobFairName: string;
  jobFairEvent: Readonly<{ startDate: string; startTime: string; timezone: string; durationHours: number; durationMinutes: number }>;
  sponsor: Readonly<{ name: string; sponsoredByText: string | null }> | null;
  opening: SeekerOpening;
  companyLogoUrl: string | null;
  brandColor: string | null;
  /** The fair's logo set in the admin's Event Lobby (spec 3 §2.2), a link that expires; null when none. */
  logoUrl: string | null;
}>;

/** GET /api/public/org-jobfair-info/{orgId}/{jobFairId} (spec 1 §7, public). */
export const getOrgJobFairInfo = (orgId: string, jobFairId: string): Promise<OrgJobFairInfo> =>
  api.get<OrgJobFairInfo>(`/public/org-jobfair-info/${encodeURIComponent(orgId)}/${encodeURIComponent(jobFairId)}`, { auth: false });

/** Read once per fair (a public page: see usePublicRead). */
export const useOrgJobFairInfo = (orgId: string, jobFairId: string): PublicRead<OrgJobFairInfo> =>
  usePublicRead(`${orgId}/${jobFairId}`, () => getOrgJobFairInfo(orgId, jobFairId));
