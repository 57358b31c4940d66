import { Button, Card, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import '../queue.css';
import { sessionStore } from '../../../stores/session-store';
import { useFairBooths } from '../api/get-fair-booths';
import { useMyQueueEntries } from '../api/get-my-queue-entries';
import { LOBBY_TEXTS } from '../queue-texts';
import { BoothPeople } from '../../../components/presence/booth-people';
import { BoothLogo } from './booth-logo';
import { QueuePanel } from './queue-panel';
import { useFairTimeStatus } from './use-fair-running';
import { IncomingCall } from './incoming-call';
import { ReconnectingBanner } from './reconnecting-banner';
import { useNextInQueueNotice } from './use-next-in-queue-notice';

type BoothPageProps = Readonly<{ orgId: string; jobFairId: string; boothId: string }>;

/** spec 2 §2.2: the job seeker's booth page. */
export const BoothPage = ({ orgId, jobFairId, boothId }: BoothPageProps) => {
  const { session } = useSnapshot(sessionStore);
  const booths = useFairBooths(jobFairId);
  const entries = useMyQueueEntries(jobFairId, session?.user.userId ?? null);
  const status = useFairTimeStatus(jobFairId);
  useNextInQueueNotice(entries.data);

  if (booths.isPending) return <Spinner className="page-spinner" size={40} />;
  const booth = booths.data?.find((candidate) => candidate.id === boothId);
  if (!booth) return <NonIdealState icon="shop" title={LOBBY_TEXTS.boothNotFound} />;

  const mine = (entries.data ?? []).find((entry) => entry.boothId === boothId) ?? null;
  const fairRunning = status === 'Started';
  const isApplicant = session?.user.roles.includes('Applicant') ?? false;
  const canEnter = fairRunning && isApplicant && (entries.data ?? []).length === 0;

  return (
    <section className="booth-page" aria-label={booth.name}>
      <ReconnectingBanner entries={entries.data} />
      <div className="booth-page__title">
        <BoothLogo imageKey={booth.companyImageUrl} name={booth.name} />
        <h2>{booth.name}</h2>
        <Link to="/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby" params={{ orgId, jobFairId }}>
          {LOBBY_TEXTS.backToLobby}
        </Link>
      </div>
      <div className="booth-page__columns">
        <Card className="booth-page__about">
          <Tabs id="booth-tabs" renderActiveTabPanelOnly>
            <Tab
              id="about"
              title={LOBBY_TEXTS.aboutCompany}
              panel={
                <div>
                  <h4>{LOBBY_TEXTS.companyDescription}</h4>
                  <p className="booth-page__description">{booth.description}</p>
                  <h4>{LOBBY_TEXTS.linkToJobBoard}</h4>
                  {booth.linkToJobBoard ? (
                    <a href={booth.linkToJobBoard} target="_blank" rel="noreferrer">
                      {booth.hotJobSummary || booth.linkToJobBoard}
                    </a>
                  ) : (
                    <p>{booth.hotJobSummary}</p>
                  )}
                </div>
              }
            />
            <Tab
              id="documents"
              title={LOBBY_TEXTS.companyDocuments}
              disabled={!isApplicant}
              panel={
                booth.companyDocuments.length === 0 ? (
                  <p>{LOBBY_TEXTS.noDocuments}</p>
                ) : (
                  <ul>
                    {booth.companyDocuments.map((key) => (
                      <li key={key}>{key.split('/').at(-1)}</li>
                    ))}
                  </ul>
                )
              }
            />
          </Tabs>
        </Card>
        <div className="booth-page__side">
          <QueuePanel jobFairId={jobFairId} boothId={boothId} entry={mine} canEnter={canEnter} fairRunning={fairRunning} />
          <IncomingCall orgId={orgId} jobFairId={jobFairId} />
          <Card className="booth-page__drop-off">
            <p>{LOBBY_TEXTS.dropOff}</p>
            <Button text={LOBBY_TEXTS.clickHere} disabled title="Resume drop-off comes with a later change" />
          </Card>
          <Card className="booth-page__representatives">
            <BoothPeople jobFairId={jobFairId} boothId={boothId} variant="representatives" />
          </Card>
        </div>
      </div>
    </section>
  );
};
