import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { sessionStore } from '../../stores/session-store';
import { afterProfilePath } from '../profile-return';

/**
 * spec 2 §2.5: the profile of whoever is signed in; after saving, Applicant to the lobby of the fair in
 * the path (or back to the page an incomplete profile was sent here from, spec 1 §2.5), EmployerAdmin to
 * the dashboard, Recruiter to the booth page.
 */
export const ProfileRoute = ({ fair, returnTo }: { fair?: { orgId: string; jobFairId: string }; returnTo?: string | undefined }) => {
  const { session } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  if (!session) return null;
  const roles = session.user.roles;
  const isApplicant = roles.includes('Applicant');
  const afterSave = () => {
    if (isApplicant && fair) return void navigate({ href: afterProfilePath(fair, returnTo), replace: true });
    if (isApplicant) return void navigate({ to: '/' });
    if (roles.includes('EmployerAdmin')) return void navigate({ to: '/employer-admin/dashboard' });
    if (roles.includes('Recruiter')) return void navigate({ to: '/recruiter/booth' });
    return void navigate({ to: '/' });
  };
  return (
    <div className="page">
      <ProfilePage userId={session.user.userId} isApplicant={isApplicant} onSaved={afterSave} />
    </div>
  );
};
