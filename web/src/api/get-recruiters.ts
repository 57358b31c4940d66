import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** A user of an organization as GET /vjfpUsers/{organizationId} answers it. */
export type OrganizationUser = Readonly<{
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  organizationId: string | null;
}>;

export const recruitersQueryKey = (organizationId: string) => ['recruiters', organizationId] as const;

/** GET /api/vjfpUsers/{organizationId}?role=Recruiter */
export const getRecruiters = async (organizationId: string): Promise<OrganizationUser[]> =>
  (await api.get<OrganizationUser[] | null>(`/vjfpUsers/${encodeURIComponent(organizationId)}?role=Recruiter`)) ?? [];

export const recruitersQueryOptions = (organizationId: string) =>
  queryOptions({ queryKey: recruitersQueryKey(organizationId), queryFn: () => getRecruiters(organizationId) });

export const useRecruiters = (organizationId: string | null) =>
  useQuery({ ...recruitersQueryOptions(organizationId ?? ''), enabled: organizationId !== null });
