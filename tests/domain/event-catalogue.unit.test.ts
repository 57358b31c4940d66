import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../../domain/events';

const MARKER = '<!-- stream table: tests/domain/event-catalogue.unit.test.ts -->';

/** The rows of the markdown table right after the marker, as [stream, events] cells (prettier may pad them). */
const documentedStreams = (markdown: string): string[][] => {
  const after = markdown.slice(markdown.indexOf(MARKER) + MARKER.length).trimStart();
  const table = after.slice(0, after.search(/\n\s*\n|$/));
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
};

describe('the event catalogue', () => {
  it('is the stream table of docs/architecture.md', () => {
    const markdown = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
    expect(markdown).toContain(MARKER);
    expect(documentedStreams(markdown)).toEqual(
      Object.values(eventCatalogue).map(({ name, events }) => [`\`${name}\``, events.join(', ')]),
    );
  });
});
