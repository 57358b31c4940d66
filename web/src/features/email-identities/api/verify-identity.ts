import { api } from '../../../api/api-client';

/** The visit of a verification link: no sign-in, the token proves the mailbox. */
export const verifyIdentity = (email: string, token: string) =>
  api.post<{ email: string; verified: true }>('/public/email-identities/verify', { email, token }, { auth: false });
