import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/api-client';

/** Ends the session on the server (presence, queues); the client forgets it whatever the answer. */
export const signOut = (): Promise<unknown> => api.post<unknown>('/auth/sign-out');

export const useSignOut = () => useMutation({ mutationFn: signOut });
