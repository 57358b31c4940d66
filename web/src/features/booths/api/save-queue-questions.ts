import type { QueueQuestion } from '../../../../../domain/booth/booth-schema';
import { api } from '../../../api/api-client';

/** POST /api/jobfairs/{jobFairId}/boothQuestions/{boothId}: replaces the booth's questions. */
export const saveQueueQuestions = ({ jobFairId, boothId, questions }: { jobFairId: string; boothId: string; questions: QueueQuestion[] }) =>
  api.post<{ questions: QueueQuestion[] }>(`/jobfairs/${encodeURIComponent(jobFairId)}/boothQuestions/${encodeURIComponent(boothId)}`, {
    questions,
  });
