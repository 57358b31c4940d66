import type { IdentityClientConfig } from '../../../../../domain/auth/identity-client-config';
import { api } from '../../../api/api-client';

/** GET /api/public/identity-config: the built-in identity, or the Keycloak realm keycloak-js talks to. */
export const getIdentityConfig = (): Promise<IdentityClientConfig> =>
  api.get<IdentityClientConfig>('/public/identity-config', { auth: false });
