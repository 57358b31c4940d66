import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SponsorForm } from '../../../../../domain/sponsor/sponsor-schema';
import { api } from '../../../api/api-client';
import type { Sponsor } from '../sponsor-types';
import { sponsorKeys } from './sponsor-keys';

const path = (sponsorId: string) => `/organizations/sponsors/${encodeURIComponent(sponsorId)}`;

/** The sponsor calls of spec 3 §7 that write; each refreshes the list (and the statuses) once answered. */
const useSponsorCommand = <Input, Output>(command: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sponsorKeys.all }),
  });
};

export const useCreateSponsor = () => useSponsorCommand((form: SponsorForm) => api.post<Sponsor>('/organizations/sponsors', form));
export const useUpdateSponsor = () =>
  useSponsorCommand(({ sponsorId, form }: { sponsorId: string; form: SponsorForm }) => api.put<Sponsor>(path(sponsorId), form));
export const useDeleteSponsor = () => useSponsorCommand((sponsorId: string) => api.delete<{ id: string }>(path(sponsorId)));
export const useDisassociateSubdomain = () => useSponsorCommand((sponsorId: string) => api.delete<Sponsor>(`${path(sponsorId)}/subdomain`));
