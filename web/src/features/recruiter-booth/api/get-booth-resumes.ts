import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoothResumeView } from '../../../../../domain/resume/booth-resume-view';
import { api } from '../../../api/api-client';

/** GET /api/jobfairs/{jobFairId}/resumes/{boothId} (spec 1 §7): what job seekers left at the booth, with expiring download links. */
export const boothResumesQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({
    queryKey: ['boothResumes', jobFairId, boothId],
    queryFn: () => api.get<BoothResumeView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/resumes/${encodeURIComponent(boothId)}`),
    // Links expire after an hour; a list older than half that is read again when shown.
    staleTime: 30 * 60_000,
  });

export const useBoothResumes = (jobFairId: string, boothId: string) => useQuery(boothResumesQueryOptions(jobFairId, boothId));
