import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecruiterCreateInput } from '../../../../../domain/user/recruiter-schema';
import { api } from '../../../api/api-client';
import type { OrganizationUser } from '../../../api/get-recruiters';
import { recruitersQueryKey } from '../../../api/get-recruiters';

/** POST /api/vjfpUsers/{organizationId}: role Recruiter, temporary password. */
export const createRecruiter = ({ organizationId, form }: { organizationId: string; form: RecruiterCreateInput }) =>
  api.post<OrganizationUser>(`/vjfpUsers/${encodeURIComponent(organizationId)}`, form);

export const useCreateRecruiter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecruiter,
    onSuccess: (_user, { organizationId }) => queryClient.invalidateQueries({ queryKey: recruitersQueryKey(organizationId) }),
  });
};
