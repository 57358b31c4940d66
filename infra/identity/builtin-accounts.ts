import type { Knex } from 'knex';
import { IdentityError, REGISTRATION_MESSAGES } from '../../domain/auth/identity-errors';
import type { Clock } from '../../domain/ports/clock';
import { normalizeEmail, toPrincipal, type IdentityUserRow } from './identity-user-row';
import { hashPassword, type ScryptCost } from './password-hash';
import type { SelfServiceAccounts } from './self-service';

/** The built-in identity's accounts for self-service: rows of identity_users. */
export const createBuiltinAccounts = ({
  db,
  clock,
  cost,
}: Readonly<{ db: Knex; clock: Clock; cost: ScryptCost }>): SelfServiceAccounts => ({
  async find(email) {
    const row = await db<IdentityUserRow & { confirmed: boolean }>('identity_users')
      .where({ email: normalizeEmail(email) })
      .first();
    return row ? { principal: toPrincipal(row), confirmed: row.confirmed } : null;
  },

  async createUnconfirmed(user) {
    const row = {
      id: user.userId,
      email: normalizeEmail(user.email),
      password_hash: await hashPassword(user.password, cost),
      roles: [...user.roles],
      organization_id: user.organizationId,
      first_name: user.firstName,
      last_name: user.lastName,
      temporary_password: false,
      confirmed: false,
      created_at: clock.now(),
    };
    try {
      await db('identity_users').insert(row);
    } catch (error) {
      if ((error as { code?: string }).code === '23505')
        throw new IdentityError('UsernameExistsException', REGISTRATION_MESSAGES.UsernameExistsException);
      throw error;
    }
    return toPrincipal(row);
  },

  async confirm(userId) {
    await db('identity_users').where({ id: userId }).update({ confirmed: true });
  },

  async resetPassword(userId, newPassword) {
    const passwordHash = await hashPassword(newPassword, cost);
    const now = clock.now();
    await db.transaction(async (trx) => {
      await trx('identity_users')
        .where({ id: userId })
        .update({
          password_hash: passwordHash,
          temporary_password: false,
          confirmed: true,
          failed_attempts: 0,
          locked_until: null,
          password_version: trx.raw('password_version + 1'),
        });
      // Whoever knew the old password loses their sessions.
      await trx('identity_sessions').where({ user_id: userId }).whereNull('signed_out_at').update({ signed_out_at: now });
    });
  },
});
