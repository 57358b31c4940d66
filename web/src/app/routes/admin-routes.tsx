import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { CompaniesScreen } from '../../features/companies/components/companies-screen';
import { jobFairsQueryOptions } from '../../features/jobfairs/api/get-job-fairs';
import { AdminJobFairsScreen } from '../../features/jobfairs/components/admin-job-fairs-screen';
import { TemplatesScreen } from '../../features/email-templates/components/templates-screen';
import { IdentitiesScreen } from '../../features/email-identities/components/identities-screen';
import { SponsorsScreen } from '../../features/sponsors/components/sponsors-screen';
import { DeliveriesScreen } from '../../features/notification-deliveries/components/deliveries-screen';
import { AdminBoothPage } from '../../features/admin-lobby/components/admin-booth-page';
import { AdminLobbyPage } from '../../features/admin-lobby/components/admin-lobby-page';
import { AnnouncementsButton } from '../../features/messages/components/announcements-dialog';
import { ClearNotificationsButton } from '../../features/messages/components/clear-notifications-button';
import { lobbyFairQueryOptions } from '../../features/admin-lobby/api/lobby-fair';
import { adminBoothQueryOptions } from '../../features/admin-lobby/api/get-admin-booth';
import { EditBoothDialog } from '../../features/booths/components/edit-booth-dialog';
import { BoothPage } from '../../features/queue/components/booth-page';
import { awaitEntryReads } from './entry-reads';
import { shellRoute } from './root-route';

const adminCompaniesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/companies',
  component: CompaniesScreen,
});
// spec 3 §2.2: the platform admin's job fairs, with the organization in ?orgId.
const adminJobFairsSearch = z.object({ orgId: z.guid().optional().catch(undefined) });
const adminJobFairsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/jobfairs',
  validateSearch: (search) => adminJobFairsSearch.parse(search),
  loaderDeps: ({ search }) => ({ orgId: search.orgId }),
  loader: async ({ context, deps }) => {
    if (!deps.orgId) return;
    await awaitEntryReads([context.queryClient.ensureQueryData(jobFairsQueryOptions(deps.orgId))]);
  },
  component: function AdminJobFairs() {
    const { orgId } = adminJobFairsRoute.useSearch();
    const navigate = adminJobFairsRoute.useNavigate();
    return <AdminJobFairsScreen orgId={orgId} onOrgChange={(next) => void navigate({ search: { orgId: next } })} />;
  },
});
const adminSponsorsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/sponsors',
  component: SponsorsScreen,
});
// spec 3 §2.2 Comms: the notification templates and the email identities they send from.
const adminTemplatesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/email-templates',
  component: TemplatesScreen,
});
const adminIdentitiesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/email-identities',
  component: IdentitiesScreen,
});
// Beyond the spec: the outbox and delivery status of notification sends, under Comms.
const adminDeliveriesRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/email-deliveries',
  component: DeliveriesScreen,
});

// spec 3 §2.2 Event Lobby: the admin edits booth fields only, so the recruiter's 'Edit Booth' modal (no delete) serves.
const editBooth = (props: Parameters<typeof EditBoothDialog>[0]) => <EditBoothDialog {...props} />;
// spec 3 §2.2: Announcements and Clear Notifications come from the messages feature.
const messageActions = (jobFairId: string) => (
  <>
    <AnnouncementsButton jobFairId={jobFairId} />
    <ClearNotificationsButton jobFairId={jobFairId} />
  </>
);
const adminLobbyRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/lobby/$orgId/$jobFairId',
  loader: async ({ context, params }) => {
    await awaitEntryReads([context.queryClient.ensureQueryData(lobbyFairQueryOptions(params.orgId, params.jobFairId))]);
  },
  component: function AdminLobby() {
    const { orgId, jobFairId } = adminLobbyRoute.useParams();
    return <AdminLobbyPage orgId={orgId} jobFairId={jobFairId} editBooth={editBooth} messageActions={messageActions} />;
  },
});
// spec 3 §2.2 /lobby/booth/:boothId: the booth as job seekers see it (no preview banner: the page has its own header), and its queue.
const adminBoothRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/lobby/booth/$boothId',
  loader: async ({ context, params }) => {
    await awaitEntryReads([context.queryClient.ensureQueryData(adminBoothQueryOptions(params.boothId))]);
  },
  component: function AdminBooth() {
    const { boothId } = adminBoothRoute.useParams();
    return (
      <AdminBoothPage
        boothId={boothId}
        editBooth={editBooth}
        seekerView={(booth) => (
          <BoothPage orgId={booth.organizationId} jobFairId={booth.jobFairId} boothId={booth.id} preview banner={false} />
        )}
      />
    );
  },
});

/** The platform admin's pages. */
// Beyond the spec: the fair-wide report, from the Event Lobby and the job fair card.
const adminFairReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/fair-report/$orgId/$jobFairId',
  component: lazyRouteComponent(() => import('./fair-report-screen'), 'FairReportScreen'),
});

export const adminRoutes = [
  adminCompaniesRoute,
  adminJobFairsRoute,
  adminLobbyRoute,
  adminBoothRoute,
  adminSponsorsRoute,
  adminFairReportRoute,
  adminTemplatesRoute,
  adminIdentitiesRoute,
  adminDeliveriesRoute,
] as const;
