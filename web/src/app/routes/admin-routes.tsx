import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CompaniesScreen } from '../../features/companies/components/companies-screen';
import { jobFairsQueryOptions } from '../../features/jobfairs/api/get-job-fairs';
import { AdminJobFairsScreen } from '../../features/jobfairs/components/admin-job-fairs-screen';
import * as Placeholders from '../../features/placeholders/placeholder-screens';
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
  component: Placeholders.AdminSponsorsPage,
});
const adminCommsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/email-templates',
  component: Placeholders.AdminCommsPage,
});

/** The platform admin's pages. */
export const adminRoutes = [adminCompaniesRoute, adminJobFairsRoute, adminSponsorsRoute, adminCommsRoute] as const;
