import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { deliveryKeys } from './get-deliveries';

/** POST /api/admin/notification-deliveries/{id}/retry: a failed send goes back to the queue; the list refreshes. */
export const useRetrySend = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(`/admin/notification-deliveries/${encodeURIComponent(id)}/retry`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
  });
};
