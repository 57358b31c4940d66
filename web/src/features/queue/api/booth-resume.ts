import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoothResumeView } from '../../../../../domain/resume/booth-resume-view';
import { api } from '../../../api/api-client';
import { uploadWithProgress } from '../../../lib/xhr-upload';
import { endSession, sessionStore } from '../../../stores/session-store';

// spec 1 §7 resumes calls, as the job seeker uses them at a booth (spec 2 §2.2 resume drop-off).
const base = (jobFairId: string, boothId: string) => `/jobfairs/${encodeURIComponent(jobFairId)}/resumes/${encodeURIComponent(boothId)}`;

export const myBoothResumeQueryOptions = (jobFairId: string, boothId: string, seekerId: string) =>
  queryOptions({
    queryKey: ['boothResume', jobFairId, boothId, seekerId],
    queryFn: async () =>
      (await api.get<BoothResumeView[]>(`${base(jobFairId, boothId)}?jobSeekerId=${encodeURIComponent(seekerId)}`))[0] ?? null,
  });

/** What the seeker left at this booth before, so saving again updates it (spec 2 §4). */
export const useMyBoothResume = (jobFairId: string, boothId: string, seekerId: string | null, enabled: boolean) =>
  useQuery({ ...myBoothResumeQueryOptions(jobFairId, boothId, seekerId ?? ''), enabled: enabled && seekerId !== null });

type SaveInput = Readonly<{
  jobFairId: string;
  boothId: string;
  existingId: string | null;
  file: File | null;
  previous: Pick<BoothResumeView, 'fileName' | 'resumeS3Key'> | null;
  jobTitle: string;
  notes: string;
}>;

/** Upload the PDF (POST …/file), then save it with the job title and note: POST the first time, PUT afterwards. */
export const saveBoothResume = async ({
  jobFairId,
  boothId,
  existingId,
  file,
  previous,
  jobTitle,
  notes,
}: SaveInput): Promise<BoothResumeView> => {
  const stored = file
    ? await uploadWithProgress<{ fileName: string; resumeS3Key: string }>({
        path: `${base(jobFairId, boothId)}/file`,
        file,
        fileName: file.name,
        token: sessionStore.session?.accessToken,
        onUnauthorized: endSession,
      })
    : previous;
  if (!stored) throw new Error('Something went wrong!');
  const body = { fileName: stored.fileName, resumeS3Key: stored.resumeS3Key, jobTitle, notes };
  return existingId
    ? api.put<BoothResumeView>(`${base(jobFairId, boothId)}/${encodeURIComponent(existingId)}`, body)
    : api.post<BoothResumeView>(base(jobFairId, boothId), { ...body, boothId, jobFairId, jobSeekerId: sessionStore.session?.user.userId });
};

export const useSaveBoothResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoothResume,
    onSuccess: (saved) =>
      queryClient.setQueryData(myBoothResumeQueryOptions(saved.jobFairId, saved.boothId, saved.jobSeekerId).queryKey, saved),
  });
};
