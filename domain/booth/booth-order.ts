import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * The display order of a fair's booths (spec 3 §4 Lobby) lives on one stream per fair, so a whole
 * reorder is one append checked against the revision it was decided on: two admins reordering at
 * once are serialised, and the later one is decided again on the earlier one's result (a booth's
 * sortOrder on its own stream would let two reorders interleave booth by booth).
 */
export const boothOrderStream = (jobFairId: string) => `boothorder-${jobFairId}`;

export const BOOTHS_CHANGED_MESSAGE = 'The booths of this job fair have changed. Reload the lobby and try again.';

export type BoothPlace = Readonly<{ boothId: string; sortOrder: number }>;
type FairIds = { jobFairId: string; organizationId: string };
type Actor = { actorId: string; now: string };

/** Only the booths whose place changed (spec 3 §4: "each booth whose position changed gets its new sortOrder"). */
export type BoothsReordered = Event<'BoothsReordered', FairIds & { sortOrders: BoothPlace[]; reorderedBy: string; reorderedAt: string }>;
export type BoothOrderEvent = BoothsReordered;

/**
 * `booths` are the fair's live booths as the read model has them: their sortOrder at creation stands
 * until this stream places them, so the read model is only consulted for booths this stream never placed.
 */
type Known = { booths: readonly BoothPlace[] };
/** The admin's lobby: the whole order of the fair's booths, first to last. */
export type ReorderBooths = Command<'ReorderBooths', FairIds & Actor & Known & { order: readonly string[] }>;
/** The employer admin's PUT of one booth's sortOrder (spec 2 §7). */
export type PlaceBooth = Command<'PlaceBooth', FairIds & Actor & Known & BoothPlace>;
export type BoothOrderCommand = ReorderBooths | PlaceBooth;

export type BoothOrder = Readonly<{ placed: Readonly<Record<string, number>> }>;

const currentPlaces = (state: BoothOrder, booths: readonly BoothPlace[]) =>
  new Map(booths.map(({ boothId, sortOrder }) => [boothId, state.placed[boothId] ?? sortOrder]));

const isWholeOrder = (order: readonly string[], current: ReadonlyMap<string, number>) =>
  order.length === current.size && new Set(order).size === order.length && order.every((id) => current.has(id));

const reordered = (data: FairIds & Actor, sortOrders: BoothPlace[]): BoothsReordered[] =>
  sortOrders.length === 0
    ? []
    : [
        {
          type: 'BoothsReordered',
          data: {
            jobFairId: data.jobFairId,
            organizationId: data.organizationId,
            sortOrders,
            reorderedBy: data.actorId,
            reorderedAt: data.now,
          },
        },
      ];

export const boothOrderDecider: Decider<BoothOrder, BoothOrderCommand, BoothOrderEvent> = {
  initialState: () => ({ placed: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'BoothsReordered':
        return {
          placed: { ...state.placed, ...Object.fromEntries(event.data.sortOrders.map(({ boothId, sortOrder }) => [boothId, sortOrder])) },
        };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    const current = currentPlaces(state, command.data.booths);
    switch (command.type) {
      case 'ReorderBooths': {
        // A booth added or deleted since the admin's lobby loaded: saving that order would drop or invent one.
        if (!isWholeOrder(command.data.order, current)) throw new Conflict(BOOTHS_CHANGED_MESSAGE);
        const changed = command.data.order.flatMap((boothId, sortOrder) =>
          current.get(boothId) === sortOrder ? [] : [{ boothId, sortOrder }],
        );
        return reordered(command.data, changed);
      }
      case 'PlaceBooth': {
        const { boothId, sortOrder } = command.data;
        if (!current.has(boothId)) throw new Conflict(BOOTHS_CHANGED_MESSAGE);
        return reordered(command.data, current.get(boothId) === sortOrder ? [] : [{ boothId, sortOrder }]);
      }
      default:
        return assertNever(command);
    }
  },
};
