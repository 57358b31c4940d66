import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { CODE_RULES, IdentityError } from '../../domain/auth/identity-errors';
import type { Clock } from '../../domain/ports/clock';

// Mailed 6-digit codes (sign-up confirmation, password reset): one live code per user and purpose,
// stored as a hash, expiring, single use, and burnt after CODE_RULES.maxAttempts wrong guesses so a
// 1-in-a-million code cannot be brute-forced. Sending is limited to one a minute and a few an hour.

export type CodePurpose = 'confirm-sign-up' | 'reset-password';

export type CodeFailureMessages = Readonly<{ mismatch: string; expired: string; limit: string }>;

const hashOf = (userId: string, purpose: CodePurpose, code: string) => createHash('sha256').update(`${userId}:${purpose}:${code}`).digest();

/**
 * The one definition of a codes table; each identity adapter keeps its own, named `table`, whose
 * `user_id` is of the adapter's user id type (`userIdColumn`: type and constraints). Idempotent DDL run at start-up.
 */
export const codesTableStatement = (table: string, userIdColumn: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (
     user_id ${userIdColumn},
     purpose text NOT NULL,
     code_hash text NOT NULL,
     expires_at timestamptz NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     consumed_at timestamptz,
     sent_at timestamptz NOT NULL,
     window_started_at timestamptz NOT NULL,
     sends_in_window integer NOT NULL,
     PRIMARY KEY (user_id, purpose)
   )`;

/** `table` was created by codesTableStatement. */
export const createOneTimeCodes = (db: Knex, clock: Clock, table = 'identity_codes') => ({
  /**
   * A fresh code replacing any earlier one, or null when the last one was sent less than a minute ago
   * (spec 3 §9) or too many were sent this hour: the earlier code stays as it was.
   */
  async issue(userId: string, purpose: CodePurpose, ttlMs: number): Promise<string | null> {
    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const cooldownEdge = new Date(now.getTime() - CODE_RULES.resendCooldownMs);
    // One statement: two racing requests cannot both pass the cooldown.
    const { rows } = await db.raw<{ rows: { user_id: string }[] }>(
      `INSERT INTO ${table} AS c (user_id, purpose, code_hash, expires_at, attempts, sent_at, window_started_at, sends_in_window)
         VALUES (?, ?, ?, ?, 0, ?, ?, 1)
         ON CONFLICT (user_id, purpose) DO UPDATE SET
           code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, consumed_at = NULL, sent_at = EXCLUDED.sent_at,
           window_started_at = CASE WHEN c.window_started_at <= ? THEN EXCLUDED.sent_at ELSE c.window_started_at END,
           sends_in_window = CASE WHEN c.window_started_at <= ? THEN 1 ELSE c.sends_in_window + 1 END
         WHERE c.sent_at <= ? AND (c.window_started_at <= ? OR c.sends_in_window < ?)
         RETURNING user_id`,
      [
        userId,
        purpose,
        hashOf(userId, purpose, code).toString('hex'),
        new Date(now.getTime() + ttlMs),
        now,
        now,
        hourAgo,
        hourAgo,
        cooldownEdge,
        hourAgo,
        CODE_RULES.maxSendsPerHour,
      ],
    );
    return rows.length === 0 ? null : code;
  },

  /**
   * Uses up the code when it matches. Every guess counts, counted before comparing so concurrent
   * guesses cannot slip past the limit; a used, expired or burnt code never works again.
   */
  async consume(userId: string, purpose: CodePurpose, code: string, messages: CodeFailureMessages): Promise<void> {
    const now = clock.now();
    const { rows } = await db.raw<{ rows: { code_hash: string; expires_at: Date; attempts: number }[] }>(
      `UPDATE ${table} SET attempts = attempts + 1 WHERE user_id = ? AND purpose = ? AND consumed_at IS NULL
         RETURNING code_hash, expires_at, attempts`,
      [userId, purpose],
    );
    const [row] = rows;
    if (!row) throw new IdentityError('CodeMismatchException', messages.mismatch);
    if (row.attempts > CODE_RULES.maxAttempts) throw new IdentityError('LimitExceededException', messages.limit);
    if (row.expires_at.getTime() <= now.getTime()) throw new IdentityError('ExpiredCodeException', messages.expired);
    const matches = timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashOf(userId, purpose, code.trim()));
    if (!matches)
      throw new IdentityError(
        row.attempts === CODE_RULES.maxAttempts ? 'LimitExceededException' : 'CodeMismatchException',
        row.attempts === CODE_RULES.maxAttempts ? messages.limit : messages.mismatch,
      );
    const used = await db(table).where({ user_id: userId, purpose }).whereNull('consumed_at').update({ consumed_at: now });
    if (used === 0) throw new IdentityError('CodeMismatchException', messages.mismatch); // a racing request used it first
  },
});
