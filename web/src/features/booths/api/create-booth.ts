import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoothCreateInput } from '../../../../../domain/booth/booth-schema';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';
import { boothsQueryKey } from './get-booths';

/** POST /api/jobfairs/{jobFairId}/booths, queue questions included. */
export const createBooth = ({ jobFairId, booth }: { jobFairId: string; booth: BoothCreateInput }) =>
  api.post<BoothView>(`/jobfairs/${encodeURIComponent(jobFairId)}/booths`, booth);

export const useCreateBooth = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooth,
    onSuccess: (_booth, { jobFairId }) => queryClient.invalidateQueries({ queryKey: boothsQueryKey(jobFairId) }),
  });
};
