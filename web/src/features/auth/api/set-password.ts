import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '../../../../../domain/auth/password-link';
import { api } from '../../../api/api-client';

/** POST /api/auth/set-password: the link's token and the chosen password; answers the account's email. */
export const setPassword = (body: SetPassword): Promise<{ email: string }> =>
  api.post<{ email: string }>('/auth/set-password', body, { auth: false });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
