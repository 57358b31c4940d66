import { IconNames } from '@blueprintjs/icons';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pathsExportName } from '../../web/src/lib/icon-paths';

// The web client loads icon paths itself (one chunk per size, imported once): every icon Blueprint names must be
// exported from each size's paths module under the name it computes, or that icon would draw as an empty box.
// The modules' export lists are read as text: importing them (two thousand path arrays) costs seconds.
const exportsOf = (size: 16 | 20): Map<string, string> => {
  const index = createRequire(import.meta.url).resolve(`@blueprintjs/icons/lib/esm/generated/${size}px/paths/index.js`);
  const lines = readFileSync(index, 'utf8').matchAll(/export \{ default as (\w+) \} from "\.\/([\w-]+)";/g);
  return new Map([...lines].map(([, name, file]) => [file!, name!]));
};

describe('icon paths', () => {
  it.each([16, 20] as const)('finds every Blueprint icon of %ipx under its export name', (size) => {
    const exported = exportsOf(size);
    const icons = Object.values(IconNames);
    expect(icons.length).toBeGreaterThan(500);
    expect(icons.filter((icon) => exported.get(icon) !== pathsExportName(icon))).toEqual([]);
  });
});
