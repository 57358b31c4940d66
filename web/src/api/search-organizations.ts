import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyView } from '../../../domain/organization/company-view';
import { api } from './api-client';

/** GET /api/organizations?limit=100&search=…: the first 100 organizations, filtered by company name (spec 3 §2.2). */
export const searchOrganizations = async (search: string) =>
  (
    await api.get<{ items: CompanyView[]; cursor: string | null }>(
      `/organizations?limit=100&sortBy=companyName&sortDirection=asc${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    )
  ).items;

export const organizationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['organizations', 'search', search],
    queryFn: () => searchOrganizations(search),
    placeholderData: keepPreviousData,
  });

export const useOrganizationSearch = (search: string) => useQuery(organizationSearchQueryOptions(search));
