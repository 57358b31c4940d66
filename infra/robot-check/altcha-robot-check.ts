import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { create } from 'altcha-lib/frameworks/fastify';
import type { Clock } from '../../domain/ports/clock';
import type { RobotCheck } from '../../domain/ports/robot-check';

// The robot check of spec 3 §2.1 without an outside service: ALTCHA proof of work. The server signs a
// challenge, the browser widget (`altcha`) solves it, and altcha-lib verifies the signature, expiry and
// solution here. A solved challenge is accepted once.

export type AltchaRobotCheckOptions = Readonly<{
  /** HMAC secret shared by every process of the platform. */
  secret: string;
  clock: Clock;
  /** How long a challenge may be solved and submitted; 10 minutes leaves time to fill the form. */
  ttlMs?: number;
  /** The work: the counter the browser has to find lies between these (each step is one SHA-256). */
  difficulty?: Readonly<{ min: number; max: number }>;
}>;

const USED_CAPACITY = 10_000;

export const createAltchaRobotCheck = ({
  secret,
  clock,
  ttlMs = 600_000,
  difficulty = { min: 5_000, max: 50_000 },
}: AltchaRobotCheckOptions): RobotCheck => {
  const keySecret = `${secret}:keys`;
  // Challenges expire, so remembering the used ones for their lifetime is enough; oldest forgotten first.
  const used = new Map<string, number>();
  const store = {
    get: (key: string) => used.has(key),
    set: (key: string) => {
      used.set(key, clock.now().getTime());
      if (used.size > USED_CAPACITY) used.delete(used.keys().next().value as string);
    },
    setIfAbsent: (key: string) => {
      if (used.has(key)) return false;
      store.set(key);
      return true;
    },
  };
  const altcha = create({ deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret, store });

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(difficulty.min, difficulty.max),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
        expiresAt: new Date(clock.now().getTime() + ttlMs),
      });
      return challenge as unknown as Record<string, unknown>;
    },

    async verify(payload) {
      const result = await altcha.verify(payload, deriveKey, secret, keySecret, store);
      return result.error === null && result.verification?.verified === true;
    },
  };
};
