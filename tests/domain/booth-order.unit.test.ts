import { describe, it } from 'vitest';
import { boothOrderDecider, type BoothOrderEvent } from '../../domain/booth/booth-order';
import { Conflict } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(boothOrderDecider);
const fair = { jobFairId: 'f1', organizationId: 'o1' };
const now = '2026-11-23T12:00:00.000Z';
// As created: a, b, c at 0, 1, 2.
const booths = [
  { boothId: 'a', sortOrder: 0 },
  { boothId: 'b', sortOrder: 1 },
  { boothId: 'c', sortOrder: 2 },
];
const reorder = (order: string[], actorId = 'admin1') => ({
  type: 'ReorderBooths' as const,
  data: { ...fair, actorId, now, booths, order },
});
const reordered = (sortOrders: { boothId: string; sortOrder: number }[], by = 'admin1'): BoothOrderEvent => ({
  type: 'BoothsReordered',
  data: { ...fair, sortOrders, reorderedBy: by, reorderedAt: now },
});

describe('booth order decider (spec 3 §4 Lobby)', () => {
  it('gives a new sortOrder only to the booths whose position changed', () => {
    spec
      .given([])
      .when(reorder(['b', 'a', 'c']))
      .then([
        reordered([
          { boothId: 'b', sortOrder: 0 },
          { boothId: 'a', sortOrder: 1 },
        ]),
      ]);
  });

  it('appends nothing for the order that already stands', () => {
    spec
      .given([])
      .when(reorder(['a', 'b', 'c']))
      .then([]);
  });

  it('decides on the places this stream gave, not on the creation order the read model may still show', () => {
    // Another admin moved c first; the read model given here has not caught up.
    const earlier = reordered(
      [
        { boothId: 'c', sortOrder: 0 },
        { boothId: 'a', sortOrder: 1 },
        { boothId: 'b', sortOrder: 2 },
      ],
      'admin2',
    );
    spec
      .given([earlier])
      .when(reorder(['a', 'b', 'c']))
      .then([
        reordered([
          { boothId: 'a', sortOrder: 0 },
          { boothId: 'b', sortOrder: 1 },
          { boothId: 'c', sortOrder: 2 },
        ]),
      ]);
    spec
      .given([earlier])
      .when(reorder(['c', 'a', 'b']))
      .then([]);
  });

  it('refuses an order that misses, repeats or invents a booth', () => {
    for (const order of [
      ['a', 'b'],
      ['a', 'a', 'b'],
      ['a', 'b', 'x'],
      ['a', 'b', 'c', 'x'],
    ])
      spec
        .given([])
        .when(reorder(order))
        .thenThrows((error) => error instanceof Conflict);
  });

  it("places one booth for the employer admin's PUT sortOrder", () => {
    spec
      .given([])
      .when({ type: 'PlaceBooth', data: { ...fair, actorId: 'e1', now, booths, boothId: 'c', sortOrder: 7 } })
      .then([reordered([{ boothId: 'c', sortOrder: 7 }], 'e1')]);
    spec
      .given([])
      .when({ type: 'PlaceBooth', data: { ...fair, actorId: 'e1', now, booths, boothId: 'c', sortOrder: 2 } })
      .then([]);
  });
});
