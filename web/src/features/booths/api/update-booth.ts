import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoothPatch } from '../../../../../domain/booth/booth-schema';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';
import { boothsQueryKey } from './get-booths';

/** PUT /api/jobfairs/{jobFairId}/booths/{boothId}: any subset of the fields. */
export const updateBooth = ({ jobFairId, boothId, patch }: { jobFairId: string; boothId: string; patch: BoothPatch }) =>
  api.put<BoothView>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths/${encodeURIComponent(boothId)}`, patch);

export const useUpdateBooth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBooth,
    onSettled: (_booth, _error, { jobFairId }) => queryClient.invalidateQueries({ queryKey: boothsQueryKey(jobFairId) }),
  });
};
