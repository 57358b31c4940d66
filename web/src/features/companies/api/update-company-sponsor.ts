import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/api-client';
import { companiesQueryKey } from './get-companies';

type CompanySponsor = Readonly<{ organizationId: string; sponsorId: string | null; sponsorName: string | null }>;

/** spec 3 §7 "update organization (sponsorId, sponsorName)": PUT /organizations/{id}; null clears the sponsor. */
export const useUpdateCompanySponsor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, sponsorId, sponsorName }: CompanySponsor) =>
      api.put(`/organizations/${encodeURIComponent(organizationId)}`, { sponsorId, sponsorName }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey() }),
  });
};
