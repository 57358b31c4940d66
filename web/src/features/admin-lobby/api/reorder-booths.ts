import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { api } from '../../../api/api-client';
import { fairBoothsQueryKey } from '../../../api/get-fair-booths';

/** PUT /api/jobfairs/{jobFairId}/boothOrder: every booth id first to last; the answer is the list in its new order. */
export const reorderBooths = ({ jobFairId, boothIds }: { jobFairId: string; boothIds: readonly string[] }) =>
  api.put<BoothView[]>(`/jobfairs/${encodeURIComponent(jobFairId)}/boothOrder`, { boothIds });

/** Shows the new order at once; a refusal (another admin added a booth meanwhile) puts the stored order back. */
export const useReorderBooths = (jobFairId: string) => {
  const queryClient = useQueryClient();
  const key = fairBoothsQueryKey(jobFairId);
  return useMutation({
    mutationFn: (boothIds: readonly string[]) => reorderBooths({ jobFairId, boothIds }),
    onMutate: (boothIds) => {
      const before = queryClient.getQueryData<BoothView[]>(key);
      if (before) {
        const byId = new Map(before.map((booth) => [booth.id, booth]));
        queryClient.setQueryData<BoothView[]>(
          key,
          boothIds.flatMap((id, sortOrder) => (byId.has(id) ? [{ ...byId.get(id)!, sortOrder }] : [])),
        );
      }
      return { before };
    },
    onSuccess: (booths) => queryClient.setQueryData(key, booths),
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
