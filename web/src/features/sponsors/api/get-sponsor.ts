import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { Sponsor } from '../sponsor-types';
import { sponsorKeys } from './sponsor-keys';

/** spec 3 §7 GET /organizations/sponsors/{id}: the edit modal starts from the sponsor as stored now. */
export const useSponsor = (sponsorId: string | null) =>
  useQuery({
    queryKey: sponsorKeys.one(sponsorId ?? ''),
    queryFn: () => api.get<Sponsor>(`/organizations/sponsors/${encodeURIComponent(sponsorId ?? '')}`),
    enabled: sponsorId !== null,
  });
