import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { api } from '../../../api/api-client';
import type { Organization } from '../organization-types';

/** The organization, or null when it was never saved (404). */
export const getOrganization = async (organizationId: string): Promise<Organization | null> => {
  try {
    return await api.get<Organization>(`/organizations/${encodeURIComponent(organizationId)}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const organizationQueryKey = (organizationId: string) => ['organization', organizationId] as const;

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({ queryKey: organizationQueryKey(organizationId), queryFn: () => getOrganization(organizationId) });

export const useOrganization = (organizationId: string) => useQuery(organizationQueryOptions(organizationId));
