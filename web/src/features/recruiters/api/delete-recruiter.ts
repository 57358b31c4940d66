import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { recruitersQueryKey } from '../../../api/get-recruiters';

/** DELETE /api/vjfpUsers/{organizationId}/{id} */
export const deleteRecruiter = ({ organizationId, id }: { organizationId: string; id: string }) =>
  api.delete<{ id: string }>(`/vjfpUsers/${encodeURIComponent(organizationId)}/${encodeURIComponent(id)}`);

export const useDeleteRecruiter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecruiter,
    onSuccess: (_result, { organizationId }) => queryClient.invalidateQueries({ queryKey: recruitersQueryKey(organizationId) }),
  });
};
