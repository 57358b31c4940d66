import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueQuestion } from '../../../../../domain/booth/booth-schema';
import { api } from '../../../api/api-client';
import { boothViewMeta } from '../../../lib/socket-client';

/** GET /api/jobfairs/{jobFairId}/boothQuestions/{boothId} (spec 1 §7): data.questions, by rank. */
export const getBoothQuestions = async (jobFairId: string, boothId: string): Promise<QueueQuestion[]> => {
  const { questions } = await api.get<{ questions: QueueQuestion[] }>(
    `/jobfairs/${encodeURIComponent(jobFairId)}/boothQuestions/${encodeURIComponent(boothId)}`,
  );
  return [...questions].sort((a, b) => a.rank - b.rank);
};

export const boothQuestionsQueryOptions = (jobFairId: string, boothId: string) =>
  queryOptions({
    queryKey: ['boothQuestions', jobFairId, boothId],
    queryFn: () => getBoothQuestions(jobFairId, boothId),
    meta: boothViewMeta(boothId),
  });

export const useBoothQuestions = (jobFairId: string, boothId: string, enabled: boolean) =>
  useQuery({ ...boothQuestionsQueryOptions(jobFairId, boothId), enabled });
