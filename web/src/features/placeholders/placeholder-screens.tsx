import { LinkButton } from '../../components/link-button';
import { ComingLater } from './coming-later';

// Screens reached from the navigation that later issues build. Titles are the navigation's words.
export const JobFairLandingPage = () => <ComingLater title="Job fair registration" feature="the public job fair pages" icon="calendar" />;
export const ApplicantLobbyPage = () => <ComingLater title="Lobby" feature="the event lobby" icon="grid-view" />;
export const ApplicantProfilePage = () => <ComingLater title="My Profile" feature="profile editing" icon="person" />;
export const RecruiterBoothPage = () => <ComingLater title="Booth" feature="the recruiter booth dashboard" icon="shop" />;
// The job fairs of every organization are already managed at /admin/jobfairs (spec 3 §2.2).
export const AdminCompaniesPage = () => (
  <ComingLater
    title="Companies"
    feature="the platform admin console"
    icon="office"
    action={<LinkButton to="/admin/jobfairs" intent="primary" icon="calendar" text="View Jobfairs" />}
  />
);
export const AdminCommsPage = () => <ComingLater title="Comms" feature="the email templates" icon="envelope" />;
export const NoOrganizationPage = () => <ComingLater title="No organization" feature="employer registration" icon="office" />;
