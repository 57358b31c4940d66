import { useMutation } from '@tanstack/react-query';
import type { AccountKind } from '../../../../../domain/auth/account-kind';
import { api } from '../../../api/api-client';

export type UserExists = Readonly<{ account: AccountKind }>;

/** GET /api/public/check-user-exists/{value} (public, rate limited): which way the landing goes. */
export const checkUserExists = (email: string): Promise<UserExists> =>
  api.get<UserExists>(`/public/check-user-exists/${encodeURIComponent(email)}`, { auth: false });

export const useCheckUserExists = () => useMutation({ mutationFn: checkUserExists });
