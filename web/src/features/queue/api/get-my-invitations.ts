import { useQuery } from '@tanstack/react-query';
import type { InvitationView } from '../../../../../domain/invitation/invitation-view';
import { api } from '../../../api/api-client';
import { liveQueryKey } from '../../../lib/socket-client';
import { useLiveSubscription } from '../../../api/use-live-subscription';

// The seeker's own invitations in a fair (spec 3 §7 invite changes by candidate): GET once, kept live by myInvitations.
export const useMyInvitations = (jobFairId: string, seekerId: string | null) => {
  useLiveSubscription('myInvitations', seekerId ? { jobFairId, seekerId } : null);
  return useQuery({
    queryKey: liveQueryKey('myInvitations', { jobFairId, seekerId: seekerId ?? '' }),
    queryFn: () =>
      api.get<InvitationView[]>(
        `/jobfairs/${encodeURIComponent(jobFairId)}/invitations/byJobSeekerId/${encodeURIComponent(seekerId ?? '')}`,
      ),
    enabled: seekerId !== null,
    staleTime: Infinity,
  });
};
