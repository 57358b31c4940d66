import type { Knex } from 'knex';
import { PASSWORD_RESET_MESSAGES } from '../../../domain/auth/identity-errors';
import { ROLES, type Principal } from '../../../domain/auth/roles';
import type { Clock } from '../../../domain/ports/clock';
import type { NewUser } from '../../../domain/ports/identity';
import { NotFound } from '../../../domain/shared/errors';
import { normalizeEmail } from '../identity-user-row';
import type { SelfServiceAccounts } from '../self-service';
import { refusedAs, type KeycloakAdmin } from './keycloak-admin';
import { ATTRIBUTES, isConfirmed, REQUIRED_ACTIONS, type KeycloakUser } from './keycloak-claims';
import type { AdminCall } from './keycloak-errors';

/** `password` null: an account awaiting its set-password link (password-links.ts), with Keycloak's UPDATE_PASSWORD. */
type AccountToCreate = Omit<NewUser, 'password'> & { password: string | null; confirmed: boolean };

type Accounts = SelfServiceAccounts & {
  create(user: AccountToCreate, call: AdminCall): Promise<Principal>;
  /** The user with that platform id, or NotFound. */
  get(userId: string): Promise<KeycloakUser>;
  /** Marks every session of the user signed out here, so its access tokens are refused at once. */
  endSessions(user: KeycloakUser, principal: Principal): Promise<void>;
};

const without = (actions: readonly string[] | undefined, ...removed: string[]) =>
  (actions ?? []).filter((action) => !removed.includes(action));

/** Accounts as Keycloak users: created, confirmed and given new passwords through the admin API. */
export const createKeycloakAccounts = ({ admin, db, clock }: Readonly<{ admin: KeycloakAdmin; db: Knex; clock: Clock }>): Accounts => {
  const { realm } = admin;

  const get = async (userId: string) => {
    const user = await admin.findByUserId(userId);
    if (!user?.id) throw new NotFound('User');
    return user;
  };

  const endSessions = async (user: KeycloakUser, principal: Principal) => {
    const now = clock.now();
    const live = await (await admin.api()).users.listSessions({ realm, id: user.id! });
    await db('keycloak_sessions').where({ user_id: principal.userId }).whereNull('signed_out_at').update({ signed_out_at: now });
    for (const session of live) {
      if (!session.id) continue;
      await db('keycloak_sessions')
        .insert({ id: session.id, user_id: principal.userId, created_at: now, signed_out_at: now })
        .onConflict('id')
        .merge({ signed_out_at: now });
    }
  };

  const create: Accounts['create'] = async (user, call) => {
    const roles = user.roles.filter((role) => (ROLES as readonly string[]).includes(role));
    const email = normalizeEmail(user.email);
    // A temporary password becomes Keycloak's required action UPDATE_PASSWORD (NEW_PASSWORD_REQUIRED at sign-in),
    // and so does no password at all (its set-password link lifts it); an unconfirmed sign-up waits with VERIFY_EMAIL
    // until the mailed code is entered.
    const requiredActions = [
      ...(user.temporary || user.password === null ? [REQUIRED_ACTIONS.updatePassword] : []),
      ...(user.confirmed ? [] : [REQUIRED_ACTIONS.verifyEmail]),
    ];
    const { id } = await refusedAs(call, async () =>
      (await admin.api()).users.create({
        realm,
        username: email,
        email,
        firstName: user.firstName,
        lastName: user.lastName,
        enabled: true,
        emailVerified: user.confirmed,
        requiredActions,
        attributes: {
          [ATTRIBUTES.userId]: [user.userId],
          ...(user.organizationId ? { [ATTRIBUTES.organizationId]: [user.organizationId] } : {}),
        },
        credentials: user.password === null ? [] : [{ type: 'password', value: user.password, temporary: user.temporary }],
      }),
    );
    try {
      await admin.assignRoles(id, roles);
    } catch (error) {
      // Half an account would sign in with no role: take it back.
      await (await admin.api()).users.del({ realm, id }).catch(() => undefined);
      throw error;
    }
    return { userId: user.userId, email, firstName: user.firstName, lastName: user.lastName, roles, organizationId: user.organizationId };
  };

  return {
    get,
    endSessions,
    create,

    async find(email) {
      const user = await admin.findByEmail(email);
      return user?.id ? { principal: await admin.principalOf(user), confirmed: isConfirmed(user) } : null;
    },

    createUnconfirmed(user) {
      return create({ ...user, temporary: false, confirmed: false }, 'sign-up');
    },

    async confirm(userId) {
      const user = await get(userId);
      await admin.update(user, { emailVerified: true, requiredActions: without(user.requiredActions, REQUIRED_ACTIONS.verifyEmail) });
    },

    async resetPassword(userId, newPassword) {
      const user = await get(userId);
      const client = await admin.api();
      await refusedAs(
        'set-password',
        () => client.users.resetPassword({ realm, id: user.id!, credential: { type: 'password', value: newPassword, temporary: false } }),
        PASSWORD_RESET_MESSAGES.invalidPassword,
      );
      await admin.update(user, {
        emailVerified: true,
        requiredActions: without(user.requiredActions, REQUIRED_ACTIONS.verifyEmail, REQUIRED_ACTIONS.updatePassword),
      });
      // Lift the brute-force lock, as the built-in identity does after a reset by mailed code.
      await client.attackDetection.del({ realm, id: user.id! });
      await endSessions(user, await admin.principalOf(user));
      await client.users.logout({ realm, id: user.id! });
    },
  };
};
