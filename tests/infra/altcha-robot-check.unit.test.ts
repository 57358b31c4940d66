import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createAltchaRobotCheck } from '../../infra/robot-check/altcha-robot-check';

// spec 3 §2.1: the robot check works with no outside service (ALTCHA proof of work, verified here).
const clock = { now: () => new Date() };
const check = () => createAltchaRobotCheck({ secret: 'test-secret', clock, difficulty: { min: 10, max: 500 } });

const solve = async (robot: ReturnType<typeof check>) => {
  const challenge = (await robot.challenge()) as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
};

describe('ALTCHA robot check', () => {
  it('accepts a solved challenge it issued, once', async () => {
    const robot = check();
    const { payload } = await solve(robot);
    expect(await robot.verify(payload)).toBe(true);
    expect(await robot.verify(payload)).toBe(false);
  });

  it('refuses a challenge signed by another secret, a wrong solution, garbage', async () => {
    const robot = check();
    const { payload: foreign } = await solve(createAltchaRobotCheck({ secret: 'other-secret', clock, difficulty: { min: 10, max: 500 } }));
    expect(await robot.verify(foreign)).toBe(false);

    const { challenge, solution } = await solve(robot);
    const key = solution!.derivedKey;
    const forged = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, derivedKey: forged } })).toString('base64');
    expect(await robot.verify(wrong)).toBe(false);
    expect(await robot.verify('human')).toBe(false);
    expect(await robot.verify('')).toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const past = { now: () => new Date(Date.now() - 3_600_000) };
    const robot = createAltchaRobotCheck({ secret: 'test-secret', clock: past, difficulty: { min: 10, max: 500 } });
    const { payload } = await solve(robot);
    expect(await robot.verify(payload)).toBe(false);
  });
});
