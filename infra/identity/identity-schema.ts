import type { Knex } from 'knex';
import { codesTableStatement } from './one-time-codes';
import { passwordLinksTableStatements } from './password-links';

// The built-in identity owns these tables (not the read models): created idempotently at start-up.
const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS identity_users (
     id uuid PRIMARY KEY,
     email text NOT NULL UNIQUE CHECK (email = lower(email)),
     password_hash text NOT NULL,
     roles text[] NOT NULL,
     organization_id uuid,
     first_name text NOT NULL,
     last_name text NOT NULL,
     temporary_password boolean NOT NULL,
     password_version integer NOT NULL DEFAULT 1,
     failed_attempts integer NOT NULL DEFAULT 0,
     locked_until timestamptz,
     created_at timestamptz NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS identity_sessions (
     id uuid PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL,
     signed_out_at timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS identity_sessions_user ON identity_sessions (user_id)`,
  // Self-registered accounts wait for their emailed code (spec 3 §4); everyone else is confirmed.
  `ALTER TABLE identity_users ADD COLUMN IF NOT EXISTS confirmed boolean NOT NULL DEFAULT true`,
  // Deleting a user deletes their codes.
  codesTableStatement('identity_codes', 'uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE'),
  // Sign-in attempts whose password is being checked, so parallel guesses cannot pass the lockout (sign-in-attempts.ts).
  `ALTER TABLE identity_users ADD COLUMN IF NOT EXISTS attempts_in_flight integer NOT NULL DEFAULT 0`,
  `ALTER TABLE identity_users ADD COLUMN IF NOT EXISTS attempt_claimed_at timestamptz`,
  // Set-password links of accounts made without a password (password-links.ts); they go with the account.
  ...passwordLinksTableStatements('identity_password_links', 'uuid NOT NULL REFERENCES identity_users (id) ON DELETE CASCADE'),
  `CREATE TABLE IF NOT EXISTS identity_signing_keys (
     kid text PRIMARY KEY,
     algorithm text NOT NULL,
     private_jwk jsonb NOT NULL,
     public_jwk jsonb NOT NULL,
     created_at timestamptz NOT NULL
   )`,
];

// Any constant works; it only serialises concurrent start-ups of several processes on one database.
const SCHEMA_LOCK = 7_342_001;

export const ensureIdentitySchema = async (db: Knex): Promise<void> => {
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [SCHEMA_LOCK]);
    for (const statement of STATEMENTS) await trx.raw(statement);
  });
};
