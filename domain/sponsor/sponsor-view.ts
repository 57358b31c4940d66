import type { SubdomainStatus } from './subdomain-status';

/** A sponsor as the API answers it (spec 3 §3); subdomain is null once disassociated. */
export type SponsorView = Readonly<{
  id: string;
  name: string;
  description: string;
  subdomain: string | null;
  sponsoredByText: string;
  createdAt: string;
  updatedAt: string;
}>;

export type SponsorPage = Readonly<{ items: SponsorView[]; nextCursor: string | null }>;

export type DomainStatusView = Readonly<{ subdomain: string; domainStatus: SubdomainStatus; platformDomain: string }>;

/** One activated, not yet ended fair on a sponsor's public page (spec 3 §2.5, spec 3 §3 Job fair). */
export type SponsoredJobFairView = Readonly<{
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

/** GET /public/jobfairs/bySubdomain/{subdomain} (spec 3 §7). */
export type SponsorJobFairsView = Readonly<{
  sponsor: Readonly<{ id: string; name: string; description: string; sponsoredByText: string }>;
  jobFairs: SponsoredJobFairView[];
}>;
