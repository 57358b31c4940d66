import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailIdentityView } from '../../../../../domain/notification/email-identity-schema';
import { api } from '../../../api/api-client';
import { identityKeys } from './identity-keys';

const BASE = '/organizations/email-identities';
const one = (email: string) => `${BASE}/${encodeURIComponent(email)}`;

export type BatchSummary = Readonly<{ total: number; successful: number; message: string; failed: { email: string; message: string }[] }>;

/** The identity calls of spec 3 §7 that write; each refreshes the list once answered. */
const useIdentityCommand = <Input, Output>(command: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: command, onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }) });
};

export const useAddIdentity = () => useIdentityCommand((email: string) => api.post<EmailIdentityView>(`${BASE}/`, { email }));
export const useBatchAddIdentities = () => useIdentityCommand((emails: string[]) => api.post<BatchSummary>(`${BASE}/batch`, { emails }));
export const useBatchDeleteIdentities = () =>
  useIdentityCommand((emails: string[]) => api.delete<BatchSummary>(`${BASE}/batch`, { body: { emails } }));
export const useDeleteIdentity = () => useIdentityCommand((email: string) => api.delete<{ success: boolean; message: string }>(one(email)));
export const useResendVerification = () =>
  useIdentityCommand((email: string) => api.put<{ success: boolean; message: string }>(`${one(email)}/resend-verification`, {}));
