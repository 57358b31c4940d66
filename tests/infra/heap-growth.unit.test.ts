import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercent } from '../../infra/heap-growth';
import { StartFailure } from '../../infra/start-failure';

describe('HEAP_GROWING_PERCENT', () => {
  it('defaults when unset or blank, and takes a whole number, 0 included', () => {
    expect(heapGrowingPercent({})).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: ' ' })).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: '50' })).toBe(50);
    expect(heapGrowingPercent({ HEAP_GROWING_PERCENT: '0' })).toBe(0);
  });

  it('refuses anything else with a start failure that says what it takes', () => {
    for (const value of ['-1', '12.5', 'lots', '1001'])
      expect(() => heapGrowingPercent({ HEAP_GROWING_PERCENT: value }), value).toThrow(
        new StartFailure(`HEAP_GROWING_PERCENT must be a whole number from 0 to 1000 (0 leaves V8's own choice), got '${value}'.`),
      );
  });
});
