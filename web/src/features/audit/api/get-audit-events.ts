import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import type { AuditEventPage } from '../../../../../domain/audit/audit-event-view';
import { api } from '../../../api/api-client';
import { auditKeys } from './audit-keys';

export const AUDIT_PAGE_SIZE = 50;

/** GET /audit/events: the log by the filter, a page at a time along the keyset cursor ('Load More'). */
export const useAuditEvents = (filter: AuditFilterInput) =>
  useInfiniteQuery({
    queryKey: auditKeys.events(filter),
    queryFn: ({ pageParam }) =>
      api.get<AuditEventPage>('/audit/events', { query: { ...filter, limit: AUDIT_PAGE_SIZE, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
