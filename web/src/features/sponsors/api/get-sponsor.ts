import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { Sponsor } from '../sponsor-types';
import { sponsorKeys } from './sponsor-keys';

export const sponsorQueryOptions = (sponsorId: string | null) =>
  queryOptions({
    queryKey: sponsorKeys.one(sponsorId ?? ''),
    queryFn: () => api.get<Sponsor>(`/organizations/sponsors/${encodeURIComponent(sponsorId ?? '')}`),
  });

/** spec 3 §7 GET /organizations/sponsors/{id}: the edit modal starts from the sponsor as stored now. */
export const useSponsor = (sponsorId: string | null) => useQuery({ ...sponsorQueryOptions(sponsorId), enabled: sponsorId !== null });
