import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationDetails } from '../../../../../domain/organization/organization-schema';
import { api } from '../../../api/api-client';
import type { Organization } from '../organization-types';
import { organizationQueryKey } from './get-organization';

export const updateOrganization = ({
  organizationId,
  details,
}: {
  organizationId: string;
  details: OrganizationDetails;
}): Promise<Organization> => api.put<Organization>(`/organizations/${encodeURIComponent(organizationId)}`, details);

export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization, { organizationId }) => queryClient.setQueryData(organizationQueryKey(organizationId), organization),
  });
};
