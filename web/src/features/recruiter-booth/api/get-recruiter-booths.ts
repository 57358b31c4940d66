import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';
import { boothListMeta } from '../../../lib/socket-client';

/** GET /api/jobfairs/{jobFairId}/booths/byRecruiterId/{recruiterId} (spec 2 §7): the booths a recruiter is assigned to. */
export const getRecruiterBooths = (jobFairId: string, recruiterId: string): Promise<BoothView[]> =>
  api.get<BoothView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths/byRecruiterId/${encodeURIComponent(recruiterId)}`);

export const recruiterBoothsQueryOptions = (jobFairId: string, recruiterId: string) =>
  queryOptions({
    queryKey: ['recruiterBooths', jobFairId, recruiterId],
    queryFn: () => getRecruiterBooths(jobFairId, recruiterId),
    meta: boothListMeta(jobFairId),
  });

export const useRecruiterBooths = (jobFairId: string | null, recruiterId: string | null) =>
  useQuery({ ...recruiterBoothsQueryOptions(jobFairId ?? '', recruiterId ?? ''), enabled: Boolean(jobFairId && recruiterId) });
