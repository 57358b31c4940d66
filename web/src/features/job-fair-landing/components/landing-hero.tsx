import { Icon } from '@blueprintjs/core';
import type { OrgJobFairInfo } from '../api/get-org-job-fair-info';
import { formatDuration, formatEventDate, formatEventTime, LANDING_TEXTS } from '../landing-texts';

/**
 * The top of the landing (spec 2 §2.3): whose fair this is, in the organiser's colour and logo, with the
 * date, time with timezone, duration and the sponsor's line, so a candidate knows where they are before
 * giving an email address.
 */
export const LandingHero = ({ info }: { info: OrgJobFairInfo }) => {
  const { orgName, jobFairName, jobFairEvent: event, sponsor, companyLogoUrl, logoUrl } = info;
  return (
    <header className="landing__hero">
      <div className="landing__identity">
        {/* The fair's own logo (set in the admin's Event Lobby) before its organiser's. */}
        {logoUrl ? (
          <img className="landing__logo" src={logoUrl} alt={LANDING_TEXTS.logoAlt(jobFairName)} data-testid="landing-fair-logo" />
        ) : (
          companyLogoUrl && <img className="landing__logo" src={companyLogoUrl} alt={LANDING_TEXTS.logoAlt(orgName)} />
        )}
        <div>
          <h1>{LANDING_TEXTS.title(orgName)}</h1>
          <p className="landing__fair-name">{jobFairName}</p>
          {sponsor && <p className="landing__sponsor">{sponsor.sponsoredByText || LANDING_TEXTS.sponsoredBy(sponsor.name)}</p>}
        </div>
      </div>
      <dl className="landing__facts">
        <div>
          <dt>
            <Icon icon="calendar" aria-hidden /> {LANDING_TEXTS.date}
          </dt>
          <dd>{formatEventDate(event.startDate)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="time" aria-hidden /> {LANDING_TEXTS.time}
          </dt>
          <dd>{formatEventTime(event.startTime, event.timezone)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="stopwatch" aria-hidden /> {LANDING_TEXTS.duration}
          </dt>
          <dd>{formatDuration(event.durationHours, event.durationMinutes)}</dd>
        </div>
      </dl>
    </header>
  );
};
