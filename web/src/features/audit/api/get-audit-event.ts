import { useQuery } from '@tanstack/react-query';
import type { AuditEventDetail } from '../../../../../domain/audit/audit-event-view';
import { api } from '../../../api/api-client';
import { auditKeys } from './audit-keys';

/** GET /audit/events/{position}: the envelope with its causation chain. */
export const useAuditEvent = (position: string) =>
  useQuery({
    queryKey: auditKeys.event(position),
    queryFn: () => api.get<AuditEventDetail>(`/audit/events/${encodeURIComponent(position)}`),
  });
