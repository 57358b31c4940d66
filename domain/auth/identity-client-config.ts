import { z } from 'zod';

/**
 * What the web client needs to know about the identity engine (GET /api/public/identity-config): the
 * built-in one needs nothing more; with Keycloak, keycloak-js keeps the browser session against this
 * realm and public client.
 */
export const identityClientConfigSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('builtin') }),
  z.object({ engine: z.literal('keycloak'), url: z.string(), realm: z.string(), clientId: z.string() }),
]);
export type IdentityClientConfig = z.output<typeof identityClientConfigSchema>;
