import { ComingLater } from './coming-later';

// Screens reached from the navigation that later issues build. Titles are the navigation's words.
export const MarketingPage = () => <ComingLater title="Home" feature="the public marketing page" icon="globe" />;
export const JobFairLandingPage = () => <ComingLater title="Job fair registration" feature="the public job fair pages" icon="calendar" />;
export const ApplicantLobbyPage = () => <ComingLater title="Lobby" feature="the event lobby" icon="grid-view" />;
export const ApplicantProfilePage = () => <ComingLater title="My Profile" feature="profile editing" icon="person" />;
export const RecruiterBoothPage = () => <ComingLater title="Booth" feature="the recruiter booth dashboard" icon="shop" />;
export const AdminSponsorsPage = () => <ComingLater title="Manage Sponsors" feature="sponsor management" icon="people" />;
export const AdminCommsPage = () => <ComingLater title="Comms" feature="the email templates" icon="envelope" />;
export const NoOrganizationPage = () => <ComingLater title="No organization" feature="employer registration" icon="office" />;
