import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { sessionStore } from '../../stores/session-store';

/**
 * spec 2 §2.5: the profile of whoever is signed in; after saving, Applicant to the lobby (of the fair in
 * the path, when there is one), EmployerAdmin to the dashboard, Recruiter to the booth page.
 */
export const ProfileRoute = ({ orgId, jobFairId }: { orgId?: string; jobFairId?: string }) => {
  const { session } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  if (!session) return null;
  const roles = session.user.roles;
  const isApplicant = roles.includes('Applicant');
  const afterSave = () => {
    if (isApplicant && orgId && jobFairId) return void navigate({ to: '/job-seeker/organizations/$orgId/jobfairs/$jobFairId/lobby', params: { orgId, jobFairId } });
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
