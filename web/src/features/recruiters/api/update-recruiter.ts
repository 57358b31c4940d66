import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import type { OrganizationUser } from '../../../api/get-recruiters';
import { recruitersQueryKey } from '../../../api/get-recruiters';

/** PUT /api/vjfpUsers/{organizationId}/{id}: the names. */
export const updateRecruiter = ({
  organizationId,
  id,
  names,
}: {
  organizationId: string;
  id: string;
  names: { firstName: string; lastName: string };
}) => api.put<OrganizationUser>(`/vjfpUsers/${encodeURIComponent(organizationId)}/${encodeURIComponent(id)}`, names);

export const useUpdateRecruiter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecruiter,
    onSuccess: (_user, { organizationId }) => queryClient.invalidateQueries({ queryKey: recruitersQueryKey(organizationId) }),
  });
};
