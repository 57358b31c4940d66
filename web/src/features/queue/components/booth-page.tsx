import { Button, Callout, Card, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { queueIdOf } from '../../../../../domain/queue/booth-queue';
import '../queue.css';
import { sessionStore } from '../../../stores/session-store';
import { useFairBoothCards } from '../../../api/get-fair-booths';
import { useMyQueueEntries } from '../api/get-my-queue-entries';
import { useLogBoothVisit } from '../api/log-booth-visit';
import { useMyQueueRemovals } from '../api/get-my-queue-removals';
import { LOBBY_TEXTS } from '../queue-texts';
import { BoothPeople } from '../../../components/presence/booth-people';
import { BoothLogo } from '../../../components/booth-logo';
import { QueuePanel } from './queue-panel';
import { useFairTimeStatus } from './use-fair-running';
import { IncomingCall } from './incoming-call';
import { ReconnectingBanner } from './reconnecting-banner';
import { useNextInQueueNotice } from './use-next-in-queue-notice';
import { GroupSelectDialog } from './group-select-dialog';
import { ResumeDropOffDialog } from './resume-drop-off-dialog';
import { useSelectedGroup } from './use-selected-group';

/**
 * `preview`: a recruiter sees the page as job seekers do, with the banner of spec 2 §2.1 and nothing that
 * acts on a queue; `banner` false leaves the recruiter's banner out (the platform admin's booth detail has its own header).
 */
type BoothPageProps = Readonly<{ orgId: string; jobFairId: string; boothId: string; preview?: boolean; banner?: boolean }>;

/** spec 2 §2.2: the job seeker's booth page. */
export const BoothPage = ({ orgId, jobFairId, boothId, preview = false, banner = true }: BoothPageProps) => {
  const { session } = useSnapshot(sessionStore);
  const booths = useFairBoothCards(jobFairId);
  const entries = useMyQueueEntries(jobFairId, session?.user.userId ?? null);
  const removals = useMyQueueRemovals(jobFairId, preview ? null : (session?.user.userId ?? null));
  const status = useFairTimeStatus(jobFairId);
  useNextInQueueNotice(entries.data);
  useLogBoothVisit(jobFairId, boothId, !preview && (session?.user.roles.includes('Applicant') ?? false));
  const booth = booths.data.find((candidate) => candidate.id === boothId);
  const mine = (entries.data ?? []).find((entry) => entry.boothId === boothId) ?? null;
  // spec 3 §2.2 Empty Queue: an admin took the seeker out of this booth's queue; shown until they enter it again.
  const removal = (removals.data ?? []).find((candidate) => candidate.boothId === boothId) ?? null;
  // In a group's queue, the group is the one after `{boothId}-`.
  const { group, choose } = useSelectedGroup(
    boothId,
    booth?.subBooths ?? [],
    mine && mine.queueId !== boothId ? mine.queueId.slice(boothId.length + 1) : null,
  );
  const [choosingGroup, setChoosingGroup] = useState(false);
  const [droppingOff, setDroppingOff] = useState(false);

  if (!booth) return <NonIdealState icon="shop" title={LOBBY_TEXTS.boothNotFound} />;

  const fairRunning = status === 'Started';
  const isApplicant = session?.user.roles.includes('Applicant') ?? false;
  const canEnter = !preview && fairRunning && isApplicant && (entries.data ?? []).length === 0;
  const needsGroup = booth.subBooths.length > 0 && group === null;

  return (
    <section className="booth-page" aria-label={booth.name}>
      {preview && banner && (
        <Callout className="booth-page__preview-banner" intent="primary" icon="eye-open" data-testid="booth-preview-banner">
          {LOBBY_TEXTS.previewBanner} <Link to="/recruiter/booth">{LOBBY_TEXTS.backToBooth}</Link>
        </Callout>
      )}
      <ReconnectingBanner entries={entries.data} />
      {removal && !mine && (
        <Callout intent="warning" icon="warning-sign" title={LOBBY_TEXTS.removedTitle} role="status" data-testid="booth-removed-notice">
          {removal.reason === 'EmptiedByAdmin' ? LOBBY_TEXTS.emptiedByAdmin : LOBBY_TEXTS.removedByAdmin(removal.note)}
        </Callout>
      )}
      <div className="booth-page__title">
        <BoothLogo imageKey={booth.companyImageUrl} name={booth.name} />
        <h2 data-testid="booth-title">{group ? LOBBY_TEXTS.groupTitle(booth.name, group.name) : booth.name}</h2>
        {group && (
          <Button
            text={LOBBY_TEXTS.leaveGroup}
            icon="log-out"
            disabled={mine !== null}
            title={mine ? LOBBY_TEXTS.leaveQueueFirst : undefined}
            onClick={() => choose(null)}
          />
        )}
        {!preview && (
          <Link to="/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby" params={{ orgId, jobFairId }}>
            {LOBBY_TEXTS.backToLobby}
          </Link>
        )}
      </div>
      <div className="booth-page__columns">
        <Card className="booth-page__about">
          <Tabs id="booth-tabs" renderActiveTabPanelOnly>
            <Tab
              id="about"
              title={LOBBY_TEXTS.aboutCompany}
              panel={
                <div>
                  <h4>{group ? LOBBY_TEXTS.groupDescription : LOBBY_TEXTS.companyDescription}</h4>
                  <p className="booth-page__description">
                    {group ? group.description || LOBBY_TEXTS.noGroupDescription : booth.description}
                  </p>
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
          <QueuePanel
            jobFairId={jobFairId}
            boothId={boothId}
            queueId={queueIdOf(boothId, group?.id ?? null)}
            needsGroup={needsGroup}
            onSelectGroup={() => setChoosingGroup(true)}
            onDropOff={() => setDroppingOff(true)}
            entry={mine}
            canEnter={canEnter}
            fairRunning={fairRunning}
          />
          {!preview && <IncomingCall orgId={orgId} jobFairId={jobFairId} />}
          <Card className="booth-page__drop-off">
            <p>{LOBBY_TEXTS.dropOff}</p>
            <Button text={LOBBY_TEXTS.clickHere} onClick={() => setDroppingOff(true)} />
          </Card>
          <Card className="booth-page__representatives">
            <BoothPeople jobFairId={jobFairId} boothId={boothId} variant="representatives" />
          </Card>
        </div>
      </div>
      <GroupSelectDialog
        isOpen={choosingGroup}
        groups={booth.subBooths}
        onClose={() => setChoosingGroup(false)}
        onSelect={(groupId) => {
          choose(groupId);
          setChoosingGroup(false);
        }}
      />
      <ResumeDropOffDialog
        isOpen={droppingOff}
        jobFairId={jobFairId}
        boothId={boothId}
        boothName={booth.name}
        seekerId={session?.user.userId ?? null}
        mayLeave={isApplicant && !preview}
        onClose={() => setDroppingOff(false)}
      />
    </section>
  );
};
