import { Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useMe } from '../../features/auth/api/get-me';
import { roleArea } from '../../lib/role-area';
import { setActiveJobFair } from '../../stores/job-fair-selection-store';
import { sessionStore, updateSessionUser } from '../../stores/session-store';
import { ConnectionInterruptedDialog } from './connection-interrupted-dialog';
import { MobileNotSupportedDialog } from './mobile-not-supported-dialog';
import { IdleTimeout } from '../../features/idle-timeout/idle-timeout';
import { RecruiterInterviewGuard, SeekerInterviewGuard } from '../../features/interview/components/interview-guards';
import { jobFairSelectionStore } from '../../stores/job-fair-selection-store';
import { TopNav } from './top-nav';

/** The signed-in frame: the role's navigation over the page. */
export const AppShell = () => {
  const { session } = useSnapshot(sessionStore);
  const me = useMe(session?.user.userId ?? null);
  const params: { orgId?: string; jobFairId?: string } = useParams({ strict: false });
  const { activeJobFair } = useSnapshot(jobFairSelectionStore);

  // A restored session is checked once against the server; a fresher user (roles, organization) replaces it.
  useEffect(() => {
    if (me.data) updateSessionUser(me.data);
  }, [me.data]);

  const area = session ? roleArea(session.user.roles) : 'none';
  useEffect(() => {
    if (area === 'admin' || area === 'none') setActiveJobFair(null);
  }, [area]);

  if (!session) return null;
  return (
    <div className="app-shell">
      <TopNav area={area} user={session.user} />
      <main className="app-main">
        <Outlet />
      </main>
      <ConnectionInterruptedDialog />
      <MobileNotSupportedDialog />
      {/* spec 1 §4.5 step 4 and spec 2 §2.1: back to an interview still in progress. */}
      {area === 'applicant' && params.orgId && params.jobFairId && (
        <SeekerInterviewGuard orgId={params.orgId} jobFairId={params.jobFairId} userId={session.user.userId} />
      )}
      {(area === 'recruiter' || area === 'employerAdminAndRecruiter') && activeJobFair && (
        <RecruiterInterviewGuard jobFairId={activeJobFair.id} recruiterId={session.user.userId} />
      )}
      <IdleTimeout />
    </div>
  );
};
