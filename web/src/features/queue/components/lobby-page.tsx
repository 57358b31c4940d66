import { Alert, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import '../queue.css';
import type { BoothCardView } from '../../../../../domain/booth/booth-card';
import { sessionStore } from '../../../stores/session-store';
import { useFairPresence } from '../../../components/presence/get-fair-presence';
import { useFairBoothCards } from '../../../api/get-fair-booths';
import { useFairQueueCounts } from '../api/get-fair-queue-counts';
import { useMyInvitations } from '../api/get-my-invitations';
import { useMyQueueEntries } from '../api/get-my-queue-entries';
import { LOBBY_TEXTS } from '../queue-texts';
import { BoothCard, type AdminCounts } from './booth-card';
import { JobsDialog } from './jobs-dialog';
import { IncomingCall } from './incoming-call';
import { InvitationNotices } from './invitation-notices';
import { ReconnectingBanner } from './reconnecting-banner';
import { useInterviewEndedNotice } from './use-interview-ended-notice';
import { useNextInQueueNotice } from './use-next-in-queue-notice';

type LobbyPageProps = Readonly<{ orgId: string; jobFairId: string }>;

const ONLINE = new Set(['LOGGED_IN', 'AWAY', 'NEXT_IN_QUEUE', 'IN_INTERVIEW', 'BUSY']);

/** Admins' extra numbers per card: the booth's (and its groups') recruiters online now, and its queue count. */
const useAdminCounts = (jobFairId: string, isAdmin: boolean) => {
  const counts = useFairQueueCounts(isAdmin ? jobFairId : null);
  const presence = useFairPresence(isAdmin ? jobFairId : null);
  const online = new Set(
    (presence.data ?? [])
      .filter((person) => person.presenceStatus !== null && ONLINE.has(person.presenceStatus))
      .map((person) => person.userId),
  );
  return (booth: BoothCardView): AdminCounts | null => {
    if (!isAdmin) return null;
    const recruiters = new Set([...booth.recruiters, ...booth.subBooths.flatMap((group) => group.recruiters)]);
    return { loggedInRecruiters: [...recruiters].filter((id) => online.has(id)).length, inQueue: counts.get(booth.id) ?? 0 };
  };
};

/** spec 1 §2.5: the booth cards by sortOrder, live; straight into the booth when there is only one. */
export const LobbyPage = ({ orgId, jobFairId }: LobbyPageProps) => {
  const { session } = useSnapshot(sessionStore);
  const booths = useFairBoothCards(jobFairId);
  // The fair's own logo, set by a platform admin in the Event Lobby (spec 3 §2.2 Upload Logo).
  const entries = useMyQueueEntries(jobFairId, session?.user.userId ?? null);
  const invitations = useMyInvitations(jobFairId, session?.user.userId ?? null);
  const adminCountsOf = useAdminCounts(jobFairId, session?.user.roles.includes('Admin') ?? false);
  const [jobsOf, setJobsOf] = useState<BoothCardView | null>(null);
  const navigate = useNavigate();
  useNextInQueueNotice(entries.data);
  const ended = useInterviewEndedNotice(jobFairId, session?.user.userId ?? null);

  const sorted = [...booths.data].sort((a, b) => a.sortOrder - b.sortOrder);
  const enter = (boothId: string, replace = false) =>
    void navigate({
      to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby/booth/$boothId',
      params: { orgId, jobFairId, boothId },
      replace,
    });
  const only = sorted.length === 1 ? sorted[0]!.id : null;
  useEffect(() => {
    if (only) enter(only, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  if (sorted.length === 0) return <NonIdealState icon="shop" title={LOBBY_TEXTS.noBooths} />;
  const queued = new Set((entries.data ?? []).map((entry) => entry.boothId));
  if (ended.heldBoothId) queued.add(ended.heldBoothId);
  // An invitation the seeker has not answered by queueing, at a booth still in the lobby.
  const live = new Set(sorted.map((booth) => booth.id));
  const waitingInvitations = (invitations.data ?? []).filter(
    (invitation) => invitation.status === 'Pending' && live.has(invitation.boothId) && !queued.has(invitation.boothId),
  );
  const invitedBooths = new Set(waitingInvitations.map((invitation) => invitation.boothId));
  return (
    <section className="lobby" aria-label={LOBBY_TEXTS.lobbyTitle}>
      <ReconnectingBanner entries={entries.data} />
      <InvitationNotices invitations={waitingInvitations} onGoToBooth={(boothId) => enter(boothId)} />
      <div className="lobby__grid">
        {sorted.map((booth) => (
          <BoothCard
            key={booth.id}
            booth={booth}
            inQueue={queued.has(booth.id)}
            invited={invitedBooths.has(booth.id)}
            admin={adminCountsOf(booth)}
            onEnter={() => enter(booth.id)}
            onShowJobs={() => setJobsOf(booth)}
          />
        ))}
      </div>
      <JobsDialog booth={jobsOf} onClose={() => setJobsOf(null)} />
      <IncomingCall orgId={orgId} jobFairId={jobFairId} />
      <Alert isOpen={ended.shown} confirmButtonText={LOBBY_TEXTS.ok} onConfirm={ended.dismiss}>
        <p data-testid="lobby-interview-ended">{LOBBY_TEXTS.interviewHasEnded}</p>
      </Alert>
    </section>
  );
};
