import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** DELETE /api/jobfairs/{jobFairId}/queueUsers/byBoothId/{boothId}: every waiting candidate of the booth leaves (spec 3 §2.2 Empty Queue). */
export const emptyQueue = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) =>
  api.delete<{ removed: number }>(`/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothId/${encodeURIComponent(boothId)}`);

export const useEmptyQueue = () => useMutation({ mutationFn: emptyQueue });
