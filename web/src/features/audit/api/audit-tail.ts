import { skipToken, useQuery } from '@tanstack/react-query';
import type { AuditEventView } from '../../../../../domain/audit/audit-event-view';
import { AUDIT_FILTER_FIELDS, type AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import { useLiveSubscription } from '../../../api/use-live-subscription';
import { liveQueryKey } from '../../../lib/socket-client';

/**
 * The auditTail subscription's props for a console filter: its fields but the order (a tail is newest
 * first). An organization's auditor names their organization, as the gateway requires (docs/audit.md).
 */
export const auditTailProps = (filter: AuditFilterInput, auditorOrganizationId: string | null): Record<string, string> => {
  const props = Object.fromEntries(
    AUDIT_FILTER_FIELDS.flatMap((field) => (field === 'order' || !filter[field] ? [] : [[field, String(filter[field])]])),
  );
  return auditorOrganizationId && !props.organizationId ? { ...props, organizationId: auditorOrganizationId } : props;
};

/** The newest events of the query, pushed by the gateway as the log grows (null props: no tail). */
export const useAuditTailRows = (props: Record<string, string> | null) => {
  useLiveSubscription('auditTail', props);
  return useQuery<AuditEventView[]>({ queryKey: liveQueryKey('auditTail', props ?? {}), queryFn: skipToken, enabled: props !== null }).data;
};
