import { useInfiniteQuery } from '@tanstack/react-query';
import type { CompanySortField, CompanyView, SortDirection } from '../../../../../domain/organization/company-view';
import { api } from '../../../api/api-client';

// spec 3 §9: the Companies screen reads 10 at a time and follows the answered cursor on Load More.
export const COMPANIES_PAGE_SIZE = 10;

export type CompanySort = Readonly<{ sortBy: CompanySortField; sortDirection: SortDirection }>;
type CompanyPage = { items: CompanyView[]; cursor: string | null };

/** GET /api/organizations: one page of the Companies table (spec 3 §7 Organizations). */
const getCompanies = ({ sortBy, sortDirection }: CompanySort, cursor: string | null) =>
  api.get<CompanyPage>(
    `/organizations?limit=${COMPANIES_PAGE_SIZE}&sortBy=${sortBy}&sortDirection=${sortDirection}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export const companiesQueryKey = (sort?: CompanySort) => (sort ? ['organizations', 'companies', sort] : ['organizations', 'companies']);

export const useCompanies = (sort: CompanySort) =>
  useInfiniteQuery({
    queryKey: companiesQueryKey(sort),
    queryFn: ({ pageParam }) => getCompanies(sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
