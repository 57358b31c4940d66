import type { Knex } from 'knex';
import { z } from 'zod';
import { fairReader } from '../../domain/queue/fair-readers';
import { boothPresenceKey, fairPresenceKey, jobFairBoothsKey, userKey } from '../../projections/queries/change-keys';
import { boothRepresentatives, fairPresence, presenceOf } from '../../projections/queries/presence';
import { boothInFair } from './booth-in-fair';
import type { FairReads } from '../../projections/queries/fair-reads';
import { defineSubscription } from './subscription';

const uuid = z.guid('must be a UUID');

/** spec 2 §7 "user presence and availability updates": a booth's recruiters, sorted by presence, for anyone reading the fair. */
export const boothPresenceSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'boothPresence',
    propsSchema: z.object({ jobFairId: uuid, boothId: uuid }),
    authorize: async (principal, { jobFairId, boothId }) => {
      const fair = await fairs.find(jobFairId);
      return (
        fair !== null && ['staff', 'seeker'].includes(fairReader(principal, fair, now())) && (await boothInFair(db, jobFairId, boothId))
      );
    },
    // The booth list key covers recruiters assigned to or taken off the booth.
    keys: ({ jobFairId, boothId }) => [boothPresenceKey(boothId), jobFairBoothsKey(jobFairId)],
    load: ({ jobFairId, boothId }) => boothRepresentatives(db, jobFairId, boothId),
  });

/** Everyone present in a fair (admins' view of logged-in people), for the fair's staff. */
export const fairPresenceSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'fairPresence',
    propsSchema: z.object({ jobFairId: uuid }),
    authorize: async (principal, { jobFairId }) => {
      const fair = await fairs.find(jobFairId);
      return fair !== null && fairReader(principal, fair, now()) === 'staff';
    },
    keys: ({ jobFairId }) => [fairPresenceKey(jobFairId)],
    load: ({ jobFairId }) => fairPresence(db, jobFairId),
  });

/** One's own stored presence (the menu's Online / Away), for that user only: one row { presenceStatus }. */
export const myPresenceSubscription = (db: Knex) =>
  defineSubscription({
    name: 'myPresence',
    propsSchema: z.object({ userId: uuid }),
    authorize: (principal, { userId }) => principal.userId === userId,
    keys: ({ userId }) => [userKey(userId)],
    load: async ({ userId }) => [{ presenceStatus: (await presenceOf(db, userId))?.presenceStatus ?? null }],
  });
