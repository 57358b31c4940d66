import { api } from '../../../api/api-client';

export type RefreshedToken = Readonly<{ accessToken: string; expiresAt: string }>;

/** A fresh access token for the signed-in session; a 401 (signed out, or the day is over) ends the session. */
export const refreshAccessToken = (): Promise<RefreshedToken> => api.post<RefreshedToken>('/auth/refresh');
