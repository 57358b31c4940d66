import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage, SystemErrorPage } from '../../features/errors/error-page';
import { sessionStore } from '../../stores/session-store';
import { AppShell } from '../layout/app-shell';
import { RootLayout } from '../root-layout';
import { resolveRoute } from '../route-guard';

// Every navigation first passes the root guard (route-guard.ts), which applies host, sign-in and role
// rules; routes below wait for their page's first reads and render.

/** The query client rides in the router context, so loaders read through the same cache as the pages. */
export type RouterContext = Readonly<{ queryClient: QueryClient }>;

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    const target = resolveRoute({
      pathname: location.pathname,
      hostname: window.location.hostname,
      roles: sessionStore.session?.user.roles ?? null,
    });
    if (target !== null) throw redirect({ href: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: SystemErrorPage,
});

/** The signed-in areas, inside the shell with the role's navigation. */
export const shellRoute = createRoute({ getParentRoute: () => rootRoute, id: 'shell', component: AppShell });
