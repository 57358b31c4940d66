import { describe, expect, it } from 'vitest';
import { createVerifiedTokens, type AccessClaims } from '../../infra/identity/verified-tokens';

const at = (iso: string) => new Date(iso);
const EXP = Date.parse('2026-03-01T10:15:00Z') / 1000;

/** A verifier that counts its calls and answers claims expiring at EXP, or refuses tokens starting with 'bad'. */
const countingVerifier = () => {
  const calls: string[] = [];
  const verify = async (token: string): Promise<AccessClaims> => {
    calls.push(token);
    if (token.startsWith('bad')) throw new Error('Invalid access token');
    return { sub: `user-of-${token}`, sid: `session-of-${token}`, exp: EXP };
  };
  return { calls, verify };
};

describe('verified access tokens', () => {
  it('verifies a token once and answers its claims after, until it expires on the clock given', async () => {
    const { calls, verify } = countingVerifier();
    const verified = createVerifiedTokens(verify);

    expect(await verified('a', at('2026-03-01T10:00:00Z'))).toEqual({ sub: 'user-of-a', sid: 'session-of-a', exp: EXP });
    expect(await verified('a', at('2026-03-01T10:14:59.999Z'))).toMatchObject({ sub: 'user-of-a' });
    expect(calls).toEqual(['a']);

    // At its expiry the token is verified again, so the verifier (jose) answers that it expired.
    await verified('a', at('2026-03-01T10:15:00Z'));
    expect(calls).toEqual(['a', 'a']);
  });

  it('verifies every other token on its own, and never remembers a refused one', async () => {
    const { calls, verify } = countingVerifier();
    const verified = createVerifiedTokens(verify);
    const now = at('2026-03-01T10:00:00Z');

    await verified('a', now);
    await verified('a.', now);
    await expect(verified('bad', now)).rejects.toThrow('Invalid access token');
    await expect(verified('bad', now)).rejects.toThrow('Invalid access token');
    expect(calls).toEqual(['a', 'a.', 'bad', 'bad']);
  });

  it('forgets the least recently used token past its limit', async () => {
    const { calls, verify } = countingVerifier();
    const verified = createVerifiedTokens(verify, 2);
    const now = at('2026-03-01T10:00:00Z');

    for (const token of ['a', 'b', 'a', 'c', 'a', 'b']) await verified(token, now);
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
