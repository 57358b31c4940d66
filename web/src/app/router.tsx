import { Spinner } from '@blueprintjs/core';
import { createRouter } from '@tanstack/react-router';
import { FatalErrorPage, NotFoundPage } from '../features/errors/error-page';
import { queryClient } from '../lib/query-client';
import { adminRoutes } from './routes/admin-routes';
import { auditRoutes } from './routes/audit-routes';
import { authRoutes } from './routes/auth-routes';
import { publicRoutes, signedInRoutes } from './routes/common-routes';
import { employerRoutes } from './routes/employer-routes';
import { jobFairLandingRoute, jobSeekerRoutes } from './routes/job-seeker-routes';
import { recruiterRoutes } from './routes/recruiter-routes';
import { rootRoute, shellRoute } from './routes/root-route';

// The route tree, code-based, one file per area under routes/.
const routeTree = rootRoute.addChildren([
  authRoutes,
  ...publicRoutes,
  jobFairLandingRoute,
  shellRoute.addChildren([...signedInRoutes, ...employerRoutes, ...recruiterRoutes, ...adminRoutes, ...auditRoutes, ...jobSeekerRoutes]),
]);

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders wait only for reads the page opens with; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <Spinner className="page-spinner" size={40} />,
  defaultErrorComponent: FatalErrorPage,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
