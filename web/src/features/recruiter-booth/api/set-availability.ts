import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

type Availability = { isAvailableForChat: boolean; boothId: string | null };
type SetAvailabilityInput = Readonly<{ jobFairId: string; recruiterId: string; boothId: string; isAvailableForChat: boolean }>;

/** PUT /api/jobfairs/{jobFairId}/recruiters/{recruiterId}/availability (spec 2 §4). */
export const setAvailability = ({ jobFairId, recruiterId, boothId, isAvailableForChat }: SetAvailabilityInput): Promise<Availability> =>
  api.put<Availability>(`/jobfairs/${encodeURIComponent(jobFairId)}/recruiters/${encodeURIComponent(recruiterId)}/availability`, {
    boothId,
    isAvailableForChat,
  });

export const useSetAvailability = () => useMutation({ mutationFn: setAvailability });
