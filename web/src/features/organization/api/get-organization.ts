import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { Organization } from '../organization-types';

/** The organization, or null when it was never saved (the server answers null to its own employer). */
export const getOrganization = (organizationId: string): Promise<Organization | null> =>
  api.get<Organization | null>(`/organizations/${encodeURIComponent(organizationId)}`);

export const organizationQueryKey = (organizationId: string) => ['organization', organizationId] as const;

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({ queryKey: organizationQueryKey(organizationId), queryFn: () => getOrganization(organizationId) });

/** The organization the dashboard route's loader ensures. */
export const useOrganization = (organizationId: string) => useSuspenseQuery(organizationQueryOptions(organizationId));
