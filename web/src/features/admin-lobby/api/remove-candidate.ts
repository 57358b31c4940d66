import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

type Removal = { jobFairId: string; queueId: string; entryId: string; reason: string };

/** POST …/queueUsers/byBoothIdAndId/{queueId}/{id}/removal: the admin takes one waiting candidate out, saying why. */
export const removeCandidate = ({ jobFairId, queueId, entryId, reason }: Removal) =>
  api.post<{ id: string }>(
    `/jobfairs/${encodeURIComponent(jobFairId)}/queueUsers/byBoothIdAndId/${encodeURIComponent(queueId)}/${encodeURIComponent(entryId)}/removal`,
    { reason },
  );

export const useRemoveCandidate = () => useMutation({ mutationFn: removeCandidate });
