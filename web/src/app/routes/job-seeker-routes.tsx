import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NoJobFairSelected } from '../../features/applicant/no-job-fair-selected';
import { DeviceTestPage } from '../../features/device-test/components/device-test-page';
import { MyChatsPage } from '../../features/interview/components/my-chats-page';
import { RateCompanyPage } from '../../features/interview/components/rate-company-page';
import { SeekerInterviewPage } from '../../features/interview/components/seeker-interview-page';
import { fairBoothCardsQueryOptions } from '../../api/get-fair-booths';
import { myQueueEntriesQueryOptions } from '../../features/queue/api/get-my-queue-entries';
import { BoothPage } from '../../features/queue/components/booth-page';
import { LobbyPage } from '../../features/queue/components/lobby-page';
import { sessionStore } from '../../stores/session-store';
import { LobbyGreeting } from '../layout/lobby-greeting';
import { requireCompleteProfile } from '../profile-gate';
import { awaitEntryReads } from './entry-reads';
import { interviewSearch } from './interview-search';
import { JobFairLandingRoute } from './job-fair-landing-route';
import { ProfileRoute } from './profile-route';
import { type RouterContext, rootRoute, shellRoute } from './root-route';

const jobSeekerPrefix = 'job-seeker/organizations/$orgId/jobfairs/$jobFairId';

/** The fair's public landing page, outside the shell. */
export const jobFairLandingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: jobSeekerPrefix,
  component: function JobFairLanding() {
    const { orgId, jobFairId } = jobFairLandingRoute.useParams();
    return <JobFairLandingRoute orgId={orgId} jobFairId={jobFairId} />;
  },
});

const applicantHomeRoute = createRoute({ getParentRoute: () => shellRoute, path: '/', component: NoJobFairSelected });

/** The lobby and the booth page open with the fair's booth cards and the seeker's own queue entries. */
const loadFairBooths = async ({ queryClient }: RouterContext, jobFairId: string) => {
  const seekerId = sessionStore.session?.user.userId;
  await awaitEntryReads([
    queryClient.ensureQueryData(fairBoothCardsQueryOptions(jobFairId)),
    ...(seekerId ? [queryClient.ensureQueryData(myQueueEntriesQueryOptions(jobFairId, seekerId))] : []),
  ]);
};
const lobbyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/lobby`,
  beforeLoad: requireCompleteProfile,
  loader: ({ context, params }) => loadFairBooths(context, params.jobFairId),
  component: function Lobby() {
    const { orgId, jobFairId } = lobbyRoute.useParams();
    return (
      <>
        <LobbyGreeting orgId={orgId} jobFairId={jobFairId} />
        <LobbyPage orgId={orgId} jobFairId={jobFairId} />
      </>
    );
  },
});
// spec 2 §2.2: the booth page, under the lobby.
const boothRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/lobby/booth/$boothId`,
  beforeLoad: requireCompleteProfile,
  loader: ({ context, params }) => loadFairBooths(context, params.jobFairId),
  component: function Booth() {
    const { orgId, jobFairId, boothId } = boothRoute.useParams();
    return <BoothPage orgId={orgId} jobFairId={jobFairId} boothId={boothId} />;
  },
});
// spec 1 §2.5: the interview, opened with startVideo and startAudio.
const interviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/interview/$sessionId`,
  // validateSearch before beforeLoad: the router infers the search type in this order.
  validateSearch: (search) => interviewSearch.parse(search),
  beforeLoad: requireCompleteProfile,
  component: function Interview() {
    const { orgId, jobFairId, sessionId } = interviewRoute.useParams();
    const { startVideo, startAudio } = interviewRoute.useSearch();
    return (
      <SeekerInterviewPage
        orgId={orgId}
        jobFairId={jobFairId}
        sessionId={sessionId}
        startVideo={startVideo === true}
        startAudio={startAudio === true}
      />
    );
  },
});
const rateCompanyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/interview/$sessionId/rate-company`,
  beforeLoad: requireCompleteProfile,
  component: function RateCompany() {
    const { orgId, jobFairId, sessionId } = rateCompanyRoute.useParams();
    return <RateCompanyPage orgId={orgId} jobFairId={jobFairId} sessionId={sessionId} />;
  },
});
const deviceTestRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/device-test`,
  beforeLoad: requireCompleteProfile,
  component: DeviceTestPage,
});
const historyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/history`,
  beforeLoad: requireCompleteProfile,
  component: function MyChats() {
    const { orgId, jobFairId } = historyRoute.useParams();
    return <MyChatsPage orgId={orgId} jobFairId={jobFairId} />;
  },
});
// spec 1 §2.5: returnTo is the job seeker page an incomplete profile was sent here from.
const profileSearch = z.object({ returnTo: z.coerce.string().optional().catch(undefined) });
const profileRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: `${jobSeekerPrefix}/profile`,
  validateSearch: (search) => profileSearch.parse(search),
  component: function ApplicantProfile() {
    const { orgId, jobFairId } = profileRoute.useParams();
    const { returnTo } = profileRoute.useSearch();
    return <ProfileRoute fair={{ orgId, jobFairId }} returnTo={returnTo} />;
  },
});

/** The job seeker's pages of one fair, inside the shell. */
export const jobSeekerRoutes = [
  applicantHomeRoute,
  lobbyRoute,
  boothRoute,
  interviewRoute,
  historyRoute,
  rateCompanyRoute,
  deviceTestRoute,
  profileRoute,
] as const;
