import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { boothsQueryKey } from './get-booths';

/** DELETE /api/jobfairs/{jobFairId}/booths/{boothId}: never the last booth. */
export const deleteBooth = ({ jobFairId, boothId }: { jobFairId: string; boothId: string }) =>
  api.delete<{ id: string }>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths/${encodeURIComponent(boothId)}`);

export const useDeleteBooth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooth,
    onSettled: (_result, _error, { jobFairId }) => queryClient.invalidateQueries({ queryKey: boothsQueryKey(jobFairId) }),
  });
};
