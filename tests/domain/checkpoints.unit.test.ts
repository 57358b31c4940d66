import { describe, expect, it } from 'vitest';
import { compareCheckpoints, parseCheckpoint } from '../../domain/shared/event';

// compareCheckpoints compares the text digit by digit; parseCheckpoint's numbers are the reference order.
const byNumbers = (a: string, b: string) => {
  const [aMajor, aMinor] = parseCheckpoint(a);
  const [bMajor, bMinor] = parseCheckpoint(b);
  if (aMajor !== bMajor) return aMajor < bMajor ? -1 : 1;
  return aMinor === bMinor ? 0 : aMinor < bMinor ? -1 : 1;
};

const NUMBERS = [
  '0',
  '00',
  '7',
  '9',
  '10',
  '010',
  '99',
  '100',
  '4294967296',
  '18446744073709551616',
  '018446744073709551615',
  '123456789012345678901234567890',
];

describe('compareCheckpoints', () => {
  it('orders every pair as their numbers do, leading zeros and numbers past 64 bits included', () => {
    const checkpoints = NUMBERS.flatMap((major) => NUMBERS.map((minor) => `${major}:${minor}`));
    for (const a of checkpoints) for (const b of checkpoints) expect(compareCheckpoints(a, b), `${a} vs ${b}`).toBe(byNumbers(a, b));
  });

  it('refuses what is not a checkpoint, as parseCheckpoint does', () => {
    for (const text of ['', ':', '1:', ':1', '1:2:3', 'a:1', '1 :2', '1:2 ', '-1:2', '1.5:2', '١:2', '1'])
      for (const [a, b] of [
        [text, '0:0'],
        ['0:0', text],
      ])
        expect(() => compareCheckpoints(a!, b!), JSON.stringify(text)).toThrow(`Malformed checkpoint '${text}'`);
  });
});
