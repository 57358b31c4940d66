import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationView } from '../../../../../domain/invitation/invitation-view';
import { api } from '../../../api/api-client';

type BoothRef = Readonly<{ jobFairId: string; boothId: string }>;
const path = ({ jobFairId, boothId }: BoothRef) =>
  `/jobfairs/${encodeURIComponent(jobFairId)}/booths/${encodeURIComponent(boothId)}/invitations`;
const boothInvitationsKey = ({ jobFairId, boothId }: BoothRef) => ['boothInvitations', jobFairId, boothId];

/** GET …/booths/{boothId}/invitations: whom the booth invited and where each stands; read while the Registered Jobseekers modal is open. */
export const boothInvitationsQueryOptions = (booth: BoothRef) =>
  queryOptions({ queryKey: boothInvitationsKey(booth), queryFn: () => api.get<InvitationView[]>(path(booth)) });

export const useBoothInvitations = (booth: BoothRef, enabled: boolean) => useQuery({ ...boothInvitationsQueryOptions(booth), enabled });

/** Invite (POST) or withdraw (DELETE) one job seeker; the modal's list is refreshed with the answer. */
export const useInvitationCommand = (booth: BoothRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobSeekerId, invite }: Readonly<{ jobSeekerId: string; invite: boolean }>) =>
      invite
        ? api.post<InvitationView>(path(booth), { jobSeekerId })
        : api.delete<InvitationView>(`${path(booth)}/${encodeURIComponent(jobSeekerId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boothInvitationsKey(booth) }),
  });
};
