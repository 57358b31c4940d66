import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { auditFilterSchema } from '../../../../domain/audit/audit-filter';
import { AuditConsolePage } from '../../features/audit/components/audit-console-page';
import { AuditEventPage } from '../../features/audit/components/audit-event-page';
import { AuditorsScreen } from '../../features/audit/components/auditors-screen';
import { AuditReportsScreen } from '../../features/audit/components/audit-reports-screen';
import { sessionStore } from '../../stores/session-store';
import { shellRoute } from './root-route';

// Beyond the spec: the event-history console. Its search params are the API's filter, so other pages link here with a query.
const auditSearch = auditFilterSchema.partial();
const auditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit',
  validateSearch: (search) => {
    const parsed = auditSearch.safeParse(search);
    return parsed.success ? parsed.data : {};
  },
  component: function AuditConsole() {
    const filter = auditRoute.useSearch();
    const navigate = auditRoute.useNavigate();
    return <AuditConsolePage filter={filter} onSearch={(next) => void navigate({ search: next })} />;
  },
});
const auditEventRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit/events/$position',
  component: function AuditEvent() {
    const { position } = auditEventRoute.useParams();
    return <AuditEventPage key={position} position={position} />;
  },
});
const auditorsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'admin/auditors',
  component: AuditorsScreen,
});

// Beyond the spec: auditors read the reports, read-only: the organization's fairs (a platform auditor picks the
// organization), each fair's fair-wide report, and from its matrix each booth's report.
const auditReportsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit/reports',
  component: function AuditReports() {
    const { session } = useSnapshot(sessionStore);
    return <AuditReportsScreen ownOrganizationId={session?.user.organizationId ?? null} />;
  },
});
const auditFairReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit/reports/$orgId/$jobFairId',
  component: lazyRouteComponent(() => import('./fair-report-screen'), 'AuditFairReportScreen'),
});
const auditBoothReportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit/reports/$orgId/$jobFairId/booths/$boothId',
  component: lazyRouteComponent(() => import('./fair-report-screen'), 'AuditBoothReportScreen'),
});

export const auditRoutes = [
  auditRoute,
  auditEventRoute,
  auditorsRoute,
  auditReportsRoute,
  auditFairReportRoute,
  auditBoothReportRoute,
] as const;
