import type { Knex } from 'knex';
import { codesTableStatement } from '../one-time-codes';
import { passwordLinksTableStatements } from '../password-links';

// What the platform keeps beside Keycloak, in its own Postgres (created idempotently at start-up like
// the built-in identity's tables): sessions it started or saw signed out, the NEW_PASSWORD_REQUIRED
// challenges, the mailed one-time codes and the set-password links (the table one-time-codes.ts defines for every adapter).
const STATEMENTS = [
  // id is Keycloak's session id (the sid claim). A row without a refresh token is a session started
  // elsewhere (keycloak-js check-sso) that was signed out here.
  `CREATE TABLE IF NOT EXISTS keycloak_sessions (
     id text PRIMARY KEY,
     user_id text,
     refresh_token text,
     created_at timestamptz NOT NULL,
     signed_out_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS keycloak_sessions_user ON keycloak_sessions (user_id)`,
  `CREATE TABLE IF NOT EXISTS keycloak_password_challenges (
     token_hash text PRIMARY KEY,
     keycloak_user_id text NOT NULL,
     email text NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz
   )`,
  // Keycloak's users live in Keycloak: the id is its text, with no row here to reference.
  codesTableStatement('keycloak_codes', 'text NOT NULL'),
  // Set-password links of accounts made without a password, by our user id (password-links.ts).
  ...passwordLinksTableStatements('keycloak_password_links', 'text NOT NULL'),
];

// Any constant works; it serialises concurrent start-ups of several processes on one database.
const SCHEMA_LOCK = 7_342_090;

export const ensureKeycloakSchema = async (db: Knex): Promise<void> => {
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCHEMA_LOCK]);
    for (const statement of STATEMENTS) await trx.raw(statement);
  });
};
