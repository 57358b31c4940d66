import { DEFAULT_SCRYPT_COST, hashPassword } from '../../../infra/identity/password-hash';
import type { Platform } from '../../../infra/platform';
import type { SeededFair } from './seed-fair';

// The second scenario, the fair's opening: every job seeker signs in through the platform's own
// sign-in route, at the platform's real password-hash cost, spread over the window while the queue
// load runs (BENCH_SCENARIO=opening).

/**
 * Gives every job seeker of the fair a password hash at the platform's cost (scrypt N=2^15), so each
 * sign-in of the scenario checks the password as a production sign-in does. One hash is made and copied
 * to every account: making 10,000 of them (≈ 100 ms of CPU each) is setup, not what is measured, and
 * checking a password costs the same whatever its salt. The tokens the seeding signed in with stay valid.
 */
export const hashSeekersAtPlatformCost = async (platform: Platform, fair: SeededFair, password: string): Promise<void> => {
  const hash = await hashPassword(password, DEFAULT_SCRYPT_COST);
  await platform
    .db('identity_users')
    .whereIn(
      'email',
      fair.seekers.map((seeker) => seeker.email),
    )
    .update({ password_hash: hash });
};

/**
 * A loopback address of its own for the `index`th browser (127.1.x.y): the sign-in route limits
 * attempts per address (100 a minute), as it should for a crowd arriving from many networks, so one
 * address for 10,000 arrivals would measure the limiter, not the sign-in.
 */
export const loopbackAddress = (index: number): string => `127.1.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;
