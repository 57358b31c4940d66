import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { NoOrganizationPage } from '../../features/employer-dashboard/components/no-organization-page';
import { isStepNumber } from '../../features/employer-dashboard/dashboard-steps';
import { jobFairsQueryOptions } from '../../features/jobfairs/api/get-job-fairs';
import { organizationQueryOptions } from '../../features/organization/api/get-organization';
import { LocalCheckoutPage } from '../../features/payments/components/local-checkout-page';
import { PaymentSuccessPage } from '../../features/payments/components/payment-success-page';
import { sessionStore } from '../../stores/session-store';
import { EmployerAdminDashboardPage } from './employer-admin-dashboard-page';
import { awaitEntryReads } from './entry-reads';
import { shellRoute } from './root-route';

const dashboardSearch = z.object({ step: z.coerce.number().int().refine(isStepNumber).optional().catch(undefined) });
const employerAdminDashboardRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/dashboard',
  validateSearch: (search) => dashboardSearch.parse(search),
  loader: async ({ context }) => {
    const organizationId = sessionStore.session?.user.organizationId;
    if (!organizationId) return;
    await awaitEntryReads([
      context.queryClient.ensureQueryData(organizationQueryOptions(organizationId)),
      context.queryClient.ensureQueryData(jobFairsQueryOptions(organizationId)),
    ]);
  },
  component: function EmployerAdminDashboard() {
    const { step } = employerAdminDashboardRoute.useSearch();
    const navigate = employerAdminDashboardRoute.useNavigate();
    const { session } = useSnapshot(sessionStore);
    const organizationId = session?.user.organizationId;
    if (!organizationId) return <NoOrganizationPage />;
    return (
      <EmployerAdminDashboardPage
        organizationId={organizationId}
        requestedStep={step}
        onStepChange={(next) => void navigate({ search: { step: next } })}
      />
    );
  },
});

// spec 1 §2.6: the local checkout (payments port, embedded default) and the page Stripe or it returns to.
const checkoutSearch = z.object({ session: z.string().catch('') });
const employerCheckoutRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/checkout',
  validateSearch: (search) => checkoutSearch.parse(search),
  component: function Checkout() {
    const { session } = employerCheckoutRoute.useSearch();
    return <LocalCheckoutPage session={session} />;
  },
});
const paymentSuccessRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/payment-success',
  component: PaymentSuccessPage,
});

// Beyond the spec: the fair-wide report of the employer's fair, from the navigation's 'Fair Report'.
const employerFairReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'employer-admin/fair-report/$jobFairId',
  component: lazyRouteComponent(() => import('./fair-report-screen'), 'FairReportScreen'),
});

/** The employer admin's dashboard, payment pages and fair-wide report. */
export const employerRoutes = [employerAdminDashboardRoute, employerCheckoutRoute, paymentSuccessRoute, employerFairReportRoute] as const;
