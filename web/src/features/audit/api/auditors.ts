import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditorView } from '../../../../../domain/audit/audit-event-view';
import { api } from '../../../api/api-client';
import { auditKeys } from './audit-keys';

export type AuditorScope = 'Organization' | 'Platform';

/** GET /admin/auditors: every holder of the Auditor role. */
export const auditorsQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.auditors(), queryFn: () => api.get<AuditorView[]>('/admin/auditors') });

export const useAuditors = () => useQuery(auditorsQueryOptions());

/** POST /admin/auditors and DELETE /admin/auditors/{userId}: both answer the list as it stands after. */
export const useAuditorCommands = () => {
  const client = useQueryClient();
  const settle = (list: AuditorView[]) => client.setQueryData(auditKeys.auditors(), list);
  return {
    grant: useMutation({
      mutationFn: (body: { email: string; scope: AuditorScope }) => api.post<AuditorView[]>('/admin/auditors', body),
      onSuccess: settle,
    }),
    revoke: useMutation({
      mutationFn: (userId: string) => api.delete<AuditorView[]>(`/admin/auditors/${encodeURIComponent(userId)}`),
      onSuccess: settle,
    }),
  };
};
