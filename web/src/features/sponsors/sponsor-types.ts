import type { SponsorView } from '../../../../domain/sponsor/sponsor-view';

export type Sponsor = SponsorView;
export type SponsorFormValues = { name: string; subdomain: string; description: string; sponsoredByText: string };

export const sponsorValues = (sponsor: Sponsor | null): SponsorFormValues => ({
  name: sponsor?.name ?? '',
  subdomain: sponsor?.subdomain ?? '',
  description: sponsor?.description ?? '',
  sponsoredByText: sponsor?.sponsoredByText ?? '',
});

/** The sponsor's site on this platform (spec 3 §2.3), on the port the admin reached the platform on. */
export const sponsorHost = (subdomain: string, platformDomain: string) => `${subdomain}.${platformDomain}`;
export const sponsorSiteUrl = (subdomain: string, platformDomain: string) =>
  `${window.location.protocol}//${sponsorHost(subdomain, platformDomain)}${window.location.port ? `:${window.location.port}` : ''}/jobfairs`;
