import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobFairWithStatus } from '../../../../../domain/jobfair/jobfair-view';
import { api } from '../../../api/api-client';

export const auditedJobFairsQueryOptions = (organizationId: string | null) =>
  queryOptions({
    queryKey: ['auditedJobFairs', organizationId],
    queryFn: () => api.get<JobFairWithStatus[]>(`/organizations/${encodeURIComponent(organizationId!)}/jobfairs`),
  });

/** GET /api/organizations/{companyId}/jobfairs: the fairs whose reports an auditor may open (read once; an auditor watches no live list). */
export const useAuditedJobFairs = (organizationId: string | null) =>
  useQuery({ ...auditedJobFairsQueryOptions(organizationId), enabled: organizationId !== null });
