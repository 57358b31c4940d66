import { createRoute } from '@tanstack/react-router';
import { auditFilterSchema } from '../../../../domain/audit/audit-filter';
import { AuditConsolePage } from '../../features/audit/components/audit-console-page';
import { AuditEventPage } from '../../features/audit/components/audit-event-page';
import { AuditorsScreen } from '../../features/audit/components/auditors-screen';
import { shellRoute } from './root-route';

// issue 16: the event-history console. Its search params are the API's filter, so other pages link here with a query.
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

export const auditRoutes = [auditRoute, auditEventRoute, auditorsRoute] as const;
