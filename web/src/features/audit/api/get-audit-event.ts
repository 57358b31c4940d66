import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEventDetail } from '../../../../../domain/audit/audit-event-view';
import { api } from '../../../api/api-client';
import { auditKeys } from './audit-keys';

export const auditEventQueryOptions = (position: string) =>
  queryOptions({
    queryKey: auditKeys.event(position),
    queryFn: () => api.get<AuditEventDetail>(`/audit/events/${encodeURIComponent(position)}`),
  });

/** GET /audit/events/{position}: the envelope with its causation chain. */
export const useAuditEvent = (position: string) => useQuery(auditEventQueryOptions(position));
