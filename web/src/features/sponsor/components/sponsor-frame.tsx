import { Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { sponsorSubdomainOf } from '../../../lib/platform-host';
import { type Sponsor, type SponsorSite, useSponsorSite } from '../api/get-sponsor-site';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import '../sponsor.css';

/**
 * A sponsor subdomain's page (spec 3 §2.3, §2.5): the sponsor's header and navigation around `children`, once
 * the sponsor is read; a spinner while it loads, and the spec 3 §8 words when it cannot be shown.
 */
export const SponsorFrame = ({ children }: Readonly<{ children: (site: SponsorSite & { sponsor: Sponsor }) => ReactNode }>) => {
  const subdomain = sponsorSubdomainOf(window.location.hostname) ?? '';
  const site = useSponsorSite(subdomain);
  const sponsor = site.data?.sponsor ?? null;

  return (
    <div className="sponsor-site">
      <header className="sponsor-header">
        <div className="sponsor-header__inner">
          {/* Without a sponsor to show, the platform's own name: the bar is never blank. */}
          <span className="sponsor-header__name">{sponsor ? sponsor.name : !site.isPending && T.productName}</span>
          {sponsor && (
            <nav className="sponsor-header__nav" aria-label={sponsor.name}>
              <Link to="/jobfairs" activeProps={{ 'aria-current': 'page' }}>
                {T.navJobFairs}
              </Link>
              <Link to="/client-invite" activeProps={{ 'aria-current': 'page' }}>
                {T.navHostJobFair}
              </Link>
            </nav>
          )}
        </div>
      </header>
      <main className="sponsor-main">
        {site.isPending && <Spinner className="page-spinner" size={40} aria-label={T.loading} />}
        {(site.isError || (site.data && !sponsor)) && (
          <div className="sponsor-page">
            <Card className="sponsor-empty">
              <NonIdealState icon={site.isError ? 'search' : 'info-sign'} title={site.isError ? T.sponsorNotFound : T.noSponsorData} />
            </Card>
          </div>
        )}
        {site.data && sponsor && children({ ...site.data, sponsor })}
      </main>
      <footer className="sponsor-footer">
        <Link to="/home">{T.poweredBy}</Link>
      </footer>
    </div>
  );
};
