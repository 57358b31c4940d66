import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useMe } from '../../features/auth/api/get-me';
import { roleArea } from '../../lib/role-area';
import { setActiveJobFair } from '../../stores/job-fair-selection-store';
import { sessionStore, updateSessionUser } from '../../stores/session-store';
import { ConnectionInterruptedDialog } from './connection-interrupted-dialog';
import { IdleTimeout } from '../../features/idle-timeout/idle-timeout';
import { TopNav } from './top-nav';

/** The signed-in frame: the role's navigation over the page. */
export const AppShell = () => {
  const { session } = useSnapshot(sessionStore);
  const me = useMe(session?.user.userId ?? null);

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
      <IdleTimeout />
    </div>
  );
};
