import type { Knex } from 'knex';

export type Lockout = Readonly<{ maxFailures: number; durationMs: number }>;

/**
 * A claim older than this was lost (its process died between claim and settle): no password check
 * lasts a minute, so it stops holding one of the account's attempts.
 */
const CLAIM_LIFETIME_MS = 60_000;

/**
 * The sign-in lockout, claimed before the password is checked. Each attempt first takes one of the
 * account's `maxFailures` places in one UPDATE (settled failures plus attempts in flight), so a burst
 * of parallel guesses checks at most `maxFailures` passwords whatever the timing, and a locked account
 * checks none. Per account only: the caller's address plays no part.
 */
export const createSignInAttempts = (db: Knex, lockout: Lockout) => {
  /** The account's row when an attempt may check its password; undefined when unknown or locked. */
  const claim = async <Row>(email: string, now: Date): Promise<Row | undefined> => {
    const staleBefore = new Date(now.getTime() - CLAIM_LIFETIME_MS);
    // An expired lock ends here (the counter resets with it); lost claims are dropped with the stale time.
    const { rows } = await db.raw<{ rows: Row[] }>(
      `UPDATE identity_users SET
         failed_attempts = CASE WHEN locked_until <= :now THEN 0 ELSE failed_attempts END,
         locked_until = CASE WHEN locked_until <= :now THEN NULL ELSE locked_until END,
         attempts_in_flight = CASE WHEN attempt_claimed_at < :staleBefore THEN 1 ELSE attempts_in_flight + 1 END,
         attempt_claimed_at = :now
       WHERE email = :email
         AND (locked_until IS NULL OR locked_until <= :now)
         AND (CASE WHEN locked_until <= :now THEN 0 ELSE failed_attempts END)
           + (CASE WHEN attempt_claimed_at < :staleBefore THEN 0 ELSE attempts_in_flight END) < :max
       RETURNING *`,
      { now, staleBefore, email, max: lockout.maxFailures },
    );
    return rows[0];
  };

  /** A wrong password: the claim becomes a failure, and the last allowed failure starts the lock. */
  const failed = async (userId: string, now: Date) => {
    await db.raw(
      `UPDATE identity_users SET
         attempts_in_flight = GREATEST(attempts_in_flight - 1, 0),
         failed_attempts = failed_attempts + 1,
         locked_until = CASE WHEN failed_attempts + 1 >= :max THEN COALESCE(locked_until, :lockedUntil) ELSE locked_until END
       WHERE id = :userId`,
      { userId, max: lockout.maxFailures, lockedUntil: new Date(now.getTime() + lockout.durationMs) },
    );
  };

  /**
   * The right password: true when the account is still open. A lock set by a parallel wrong guess
   * while this password was being checked wins. The failures are forgiven only when no other attempt
   * is in flight, so a right password inside a burst cannot reopen places for more guesses.
   */
  const succeeded = async (userId: string, now: Date): Promise<boolean> => {
    const { rows } = await db.raw<{ rows: { open: boolean }[] }>(
      `UPDATE identity_users SET
         attempts_in_flight = GREATEST(attempts_in_flight - 1, 0),
         failed_attempts = CASE WHEN attempts_in_flight <= 1 AND (locked_until IS NULL OR locked_until <= :now) THEN 0 ELSE failed_attempts END
       WHERE id = :userId
       RETURNING (locked_until IS NULL OR locked_until <= :now) AS open`,
      { userId, now },
    );
    return rows[0]?.open === true;
  };

  return { claim, failed, succeeded };
};
