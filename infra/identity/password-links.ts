import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { IdentityError } from '../../domain/auth/identity-errors';
import { newPasswordSchema } from '../../domain/auth/new-password-schema';
import { PASSWORD_LINK_MESSAGES, PASSWORD_LINK_TTL_MS } from '../../domain/auth/password-link';
import type { Principal } from '../../domain/auth/roles';
import type { Clock } from '../../domain/ports/clock';
import type { PasswordLink } from '../../domain/ports/identity';
import { ValidationFailed } from '../../domain/shared/errors';

// Set-password links (domain/auth/password-link.ts) for every identity adapter: 32 random bytes in the link,
// only their SHA-256 stored (the token is as long as a key, so no slow hash is needed), one live link per
// account, used once, refused after PASSWORD_LINK_TTL_MS on the injected clock. Only where the password is
// set differs between adapters (`setPassword`).

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The one definition of a links table; each adapter keeps its own, `user_id` of its user id type. Idempotent DDL. */
export const passwordLinksTableStatements = (table: string, userIdColumn: string) => [
  `CREATE TABLE IF NOT EXISTS ${table} (
     token_hash text PRIMARY KEY,
     user_id ${userIdColumn},
     issued_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS ${table}_user ON ${table} (user_id)`,
];

type LinkRow = { token_hash: string; user_id: string; expires_at: Date; used_at: Date | null };

export type PasswordLinksOptions = Readonly<{
  db: Knex;
  clock: Clock;
  /** Made by passwordLinksTableStatements. */
  table: string;
  /** Sets the account's password, confirms it and ends its sessions; answers the account. */
  setPassword: (userId: string, newPassword: string) => Promise<Principal>;
}>;

export const createPasswordLinks = ({ db, clock, table, setPassword }: PasswordLinksOptions) => ({
  async issue(userId: string): Promise<PasswordLink> {
    const token = randomBytes(32).toString('base64url');
    const issuedAt = clock.now();
    const expiresAt = new Date(issuedAt.getTime() + PASSWORD_LINK_TTL_MS);
    await db.transaction(async (trx) => {
      // A fresh link replaces the unused ones: only the newest link printed works.
      await trx(table).where({ user_id: userId }).whereNull('used_at').delete();
      await trx(table).insert({ token_hash: hashOf(token), user_id: userId, issued_at: issuedAt, expires_at: expiresAt });
    });
    return { token, expiresAt };
  },

  async awaitsPassword(userId: string): Promise<boolean> {
    return Boolean(await db(table).where({ user_id: userId }).whereNull('used_at').first('token_hash'));
  },

  async use(token: string, newPassword: string): Promise<Principal> {
    // A refused password leaves the link as it was, so the person can try again.
    const checked = newPasswordSchema.safeParse(newPassword);
    if (!checked.success)
      throw new ValidationFailed(checked.error.issues.map((issue) => ({ field: 'newPassword', message: issue.message })));
    return db.transaction(async (trx) => {
      // Locked until the password is set: a second use of the same link waits, then finds it used.
      const link = await trx<LinkRow>(table)
        .where({ token_hash: hashOf(token) })
        .forUpdate()
        .first();
      if (!link) throw new IdentityError('CodeMismatchException', PASSWORD_LINK_MESSAGES.unknown);
      if (link.used_at) throw new IdentityError('NotAuthorizedException', PASSWORD_LINK_MESSAGES.used);
      const now = clock.now();
      if (link.expires_at.getTime() <= now.getTime()) throw new IdentityError('ExpiredCodeException', PASSWORD_LINK_MESSAGES.expired);
      await trx(table).where({ token_hash: link.token_hash }).update({ used_at: now });
      // Should setting the password fail, the transaction rolls back and the link still works.
      return setPassword(link.user_id, newPassword);
    });
  },
});
