import KcAdminClient, { NetworkError } from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import type { Principal, Role } from '../../../domain/auth/roles';
import { ATTRIBUTES, principalFromUser, type KeycloakUser } from './keycloak-claims';
import type { KeycloakConfig } from './keycloak-config';
import { adminRefusal, type AdminCall } from './keycloak-errors';

// The admin REST API through @keycloak/keycloak-admin-client: signed in with the configured admin
// credentials, signed in again shortly before that token expires, always aimed at the platform's realm.

export type KeycloakAdmin = Awaited<ReturnType<typeof createKeycloakAdmin>>;

/** Runs an admin call and turns Keycloak's refusal into the typed error of that flow (keycloak-errors.ts). */
export const refusedAs = async <T>(call: AdminCall, run: () => Promise<T>, passwordMessage?: string): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NetworkError) throw adminRefusal(call, error.response.status, error.responseData, passwordMessage) ?? error;
    throw error;
  }
};

export const createKeycloakAdmin = (config: KeycloakConfig) => {
  const { realm, admin } = config;
  const client = new KcAdminClient({ baseUrl: config.url, realmName: admin.kind === 'administrator' ? admin.realm : realm });
  let validUntil = 0;
  let signingIn: Promise<void> | null = null;

  const signIn = async () => {
    await client.auth(
      admin.kind === 'administrator'
        ? { grantType: 'password', clientId: 'admin-cli', username: admin.username, password: admin.password }
        : { grantType: 'client_credentials', clientId: admin.clientId, clientSecret: admin.clientSecret },
    );
    validUntil = (decodeJwt(client.accessToken ?? '').exp ?? 0) * 1000;
  };

  /** The client with a token good for at least 30 more seconds; concurrent callers share one sign-in. */
  const api = async (): Promise<KcAdminClient> => {
    if (Date.now() > validUntil - 30_000) {
      signingIn ??= signIn().finally(() => {
        signingIn = null;
      });
      await signingIn;
    }
    return client;
  };

  const roleIds = new Map<string, string>();
  const roleRepresentation = async (name: Role) => {
    if (!roleIds.has(name)) {
      const role = await (await api()).roles.findOneByName({ realm, name });
      if (!role?.id) throw new Error(`Realm ${realm} has no role ${name} (import infra/deploy/keycloak/realm-export.json)`);
      roleIds.set(name, role.id);
    }
    return { id: roleIds.get(name)!, name };
  };

  const realmRoleNames = async (keycloakId: string) =>
    (await (await api()).users.listCompositeRealmRoleMappings({ realm, id: keycloakId })).flatMap((role) => (role.name ? [role.name] : []));

  return {
    realm,
    api,

    async findByEmail(email: string): Promise<KeycloakUser | null> {
      const [user] = await (await api()).users.find({ realm, email: email.trim().toLowerCase(), exact: true, briefRepresentation: false });
      return user ?? null;
    },

    /** By the platform's user id (an attribute), or by Keycloak's id for a user made in the Keycloak console. */
    async findByUserId(userId: string): Promise<KeycloakUser | null> {
      const client = await api();
      const [user] = await client.users.find({ realm, q: `${ATTRIBUTES.userId}:${userId}`, exact: true, briefRepresentation: false });
      return user ?? (await client.users.findOne({ realm, id: userId }).catch(() => undefined)) ?? null;
    },

    async principalOf(user: KeycloakUser): Promise<Principal> {
      return principalFromUser(user, await realmRoleNames(user.id!));
    },

    async assignRoles(keycloakId: string, roles: readonly Role[]) {
      if (roles.length === 0) return;
      await (await api()).users.addRealmRoleMappings({ realm, id: keycloakId, roles: await Promise.all(roles.map(roleRepresentation)) });
    },

    /** Updates with the whole representation: Keycloak's user profile drops attributes a partial update leaves out. */
    async update(user: KeycloakUser, changes: Partial<KeycloakUser>) {
      await (await api()).users.update({ realm, id: user.id! }, { ...user, ...changes });
    },
  };
};
