import { useMutation } from '@tanstack/react-query';
import type { Role } from '../../../../../domain/auth/roles';
import { api } from '../../../api/api-client';

export type UserExists = Readonly<{ exists: boolean; roles: Role[] }>;

/** GET /api/public/check-user-exists/{value} (public, rate limited). */
export const checkUserExists = (email: string): Promise<UserExists> =>
  api.get<UserExists>(`/public/check-user-exists/${encodeURIComponent(email)}`, { auth: false });

export const useCheckUserExists = () => useMutation({ mutationFn: checkUserExists });
