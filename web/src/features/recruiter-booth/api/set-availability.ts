import { useMutation } from '@tanstack/react-query';
import type { AvailabilityView } from '../../../../../domain/queue/queue-view';
import { api } from '../../../api/api-client';

type SetAvailabilityInput = Readonly<{ jobFairId: string; recruiterId: string; boothId: string; isAvailableForChat: boolean }>;

/** PUT /api/jobfairs/{jobFairId}/recruiters/{recruiterId}/availability (spec 2 §4). */
export const setAvailability = ({ jobFairId, recruiterId, boothId, isAvailableForChat }: SetAvailabilityInput): Promise<AvailabilityView> =>
  api.put<AvailabilityView>(`/jobfairs/${encodeURIComponent(jobFairId)}/recruiters/${encodeURIComponent(recruiterId)}/availability`, {
    boothId,
    isAvailableForChat,
  });

export const useSetAvailability = () => useMutation({ mutationFn: setAvailability });
