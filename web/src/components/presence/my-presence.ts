import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChosenPresence, PresenceStatus } from '../../../../domain/presence/presence';
import { api } from '../../api/api-client';
import { liveQueryKey } from '../../lib/socket-client';
import { useLiveSubscription } from '../../api/use-live-subscription';

// One's own presence (spec 1 §4.4, §7 "update presence status"): GET /api/presence, then the myPresence
// subscription pushes each change (a reload passes through DISCONNECTED and back). Rows: one { presenceStatus }.
type MyPresence = { presenceStatus: PresenceStatus | null };
const myPresenceKey = (userId: string) => liveQueryKey('myPresence', { userId });

/** null: the user does not choose a presence here (nothing is fetched or subscribed). */
export const useMyPresence = (userId: string | null) => {
  useLiveSubscription('myPresence', userId ? { userId } : null);
  return useQuery(
    queryOptions({
      queryKey: myPresenceKey(userId ?? ''),
      queryFn: async () => [await api.get<MyPresence>('/presence')],
      enabled: userId !== null,
      staleTime: Infinity,
      select: (rows) => rows[0]?.presenceStatus ?? null,
    }),
  );
};

/** PUT /api/presence; `jobFairId` is the fair the user is looking at, recorded as their last fair. */
export const useChoosePresence = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ presenceStatus, jobFairId }: { presenceStatus: ChosenPresence; jobFairId: string | null }) =>
      api.put<MyPresence>('/presence', { presenceStatus, ...(jobFairId ? { jobFairId } : {}) }),
    onSuccess: (answer) => queryClient.setQueryData(myPresenceKey(userId), [answer]),
  });
};
