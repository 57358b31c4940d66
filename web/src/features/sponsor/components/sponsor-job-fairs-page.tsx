import { Card, Icon, NonIdealState } from '@blueprintjs/core';
import { MainHostButton } from '../../../components/main-host-button';
import { formatTimeRange, shortMonthDay } from '../../../lib/fair-schedule';
import type { SponsorJobFair } from '../api/get-sponsor-site';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';
import { SponsorFrame } from './sponsor-frame';

const JobFairCard = ({ fair }: Readonly<{ fair: SponsorJobFair }>) => {
  const { month, day } = shortMonthDay(fair.startDate);
  return (
    <Card className="sponsor-fair" elevation={1}>
      <div className="sponsor-fair__date">
        <span className="sponsor-fair__month">{month}</span>
        <span className="sponsor-fair__day">{day}</span>
      </div>
      <div className="sponsor-fair__details">
        <h2>{fair.name}</h2>
        <p>
          <Icon icon="office" />
          {fair.companyName}
        </p>
        <p>
          <Icon icon="time" />
          {formatTimeRange(fair.startTime, fair.durationHours, fair.durationMinutes, fair.timezone)}
        </p>
      </div>
      {/* The job seeker page of that company and fair, on the main host (spec 3 §2.5). */}
      <MainHostButton
        path={`/job-seeker/organizations/${encodeURIComponent(fair.companyId)}/jobfairs/${encodeURIComponent(fair.id)}`}
        intent="primary"
        endIcon="arrow-right"
        text={T.registerNow}
        aria-label={`${T.registerNow}: ${fair.name}`}
        className="sponsor-fair__register"
      />
    </Card>
  );
};

/** spec 3 §2.5 /jobfairs on a sponsor subdomain: the sponsor's job fairs. */
export const SponsorJobFairsPage = () => (
  <SponsorFrame>
    {({ sponsor, jobFairs }) => (
      <div className="sponsor-page">
        <h1 className="sponsor-page__title">{T.jobFairsHeading(sponsor.name)}</h1>
        {sponsor.description && <p className="sponsor-page__lead">{sponsor.description}</p>}
        {jobFairs.length === 0 ? (
          <Card className="sponsor-empty">
            <NonIdealState icon="calendar" title={T.noJobFairs} description={T.checkBackLater} />
          </Card>
        ) : (
          <ul className="sponsor-fairs">
            {jobFairs.map((fair) => (
              <li key={fair.id}>
                <JobFairCard fair={fair} />
              </li>
            ))}
          </ul>
        )}
      </div>
    )}
  </SponsorFrame>
);
