import { Spinner } from '@blueprintjs/core';
import { createRoute } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { EditBoothDialog } from '../../features/booths/components/edit-booth-dialog';
import { RecruiterInterviewPage } from '../../features/interview/components/recruiter-interview-page';
import { Transcript } from '../../features/interview/components/transcript';
import { BoothPage } from '../../features/queue/components/booth-page';
import { RecruiterBoothPage } from '../../features/recruiter-booth/components/recruiter-booth-page';
import { BroadcastMessageButton } from '../../features/messages/components/broadcast-message-button';
import { RecruiterReportPage } from '../../features/recruiter-booth/components/report/report-page';
import { jobFairSelectionStore } from '../../stores/job-fair-selection-store';
import { sessionStore } from '../../stores/session-store';
import { interviewSearch } from './interview-search';
import { RECRUITER_PAGES, RecruiterBreadcrumbs } from './recruiter-breadcrumbs';
import { shellRoute } from './root-route';

const recruiterBoothRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/booth',
  component: function RecruiterBooth() {
    // Booth Info opens the booth form of the booths feature (spec 2 §2.1 'Edit Booth').
    return (
      <>
        <RecruiterBreadcrumbs />
        <RecruiterBoothPage
          editBooth={(props) => <EditBoothDialog {...props} />}
          broadcast={(props) => <BroadcastMessageButton {...props} />}
        />
      </>
    );
  },
});
// spec 2 §2.1: the job seeker booth page, read-only, with the preview banner.
const recruiterBoothPreviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/booth-preview/$boothId',
  component: function RecruiterBoothPreview() {
    const { boothId } = recruiterBoothPreviewRoute.useParams();
    const { activeJobFair } = useSnapshot(jobFairSelectionStore);
    const { session } = useSnapshot(sessionStore);
    if (!activeJobFair) return null;
    return (
      <>
        <RecruiterBreadcrumbs page={RECRUITER_PAGES.boothPreview} />
        <BoothPage orgId={session?.user.organizationId ?? ''} jobFairId={activeJobFair.id} boothId={boothId} preview />
      </>
    );
  },
});
// spec 2 §2.1: the recruiter's interview, with startVideo and startAudio.
const recruiterInterviewRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/interview/$sessionId',
  validateSearch: (search) => interviewSearch.parse(search),
  component: function RecruiterInterview() {
    const { sessionId } = recruiterInterviewRoute.useParams();
    const { startVideo, startAudio } = recruiterInterviewRoute.useSearch();
    const { activeJobFair } = useSnapshot(jobFairSelectionStore);
    if (!activeJobFair) return <Spinner className="page-spinner" size={40} />;
    return (
      <>
        <RecruiterBreadcrumbs page={RECRUITER_PAGES.interview} />
        <RecruiterInterviewPage
          jobFairId={activeJobFair.id}
          sessionId={sessionId}
          startVideo={startVideo === true}
          startAudio={startAudio === true}
        />
      </>
    );
  },
});
// spec 2 §2.1 Report page; its Chat History shows the interview feature's transcript.
const recruiterHistoryRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'recruiter/history',
  component: function RecruiterReport() {
    return <RecruiterReportPage transcript={(messages) => <Transcript messages={[...messages]} />} />;
  },
});

/** The recruiter's booth, its preview, interview and report. */
export const recruiterRoutes = [recruiterBoothRoute, recruiterBoothPreviewRoute, recruiterHistoryRoute, recruiterInterviewRoute] as const;
