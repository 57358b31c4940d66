import type { Knex } from 'knex';
import { z } from 'zod';
import { fairReader } from '../../domain/queue/fair-readers';
import { seekerInvitationsKey } from '../../projections/queries/change-keys';
import { seekerInvitations } from '../../projections/queries/booth-invitations';
import type { FairReads } from '../../projections/queries/fair-reads';
import { defineSubscription } from './subscription';

const uuid = z.guid('must be a UUID');

/**
 * A job seeker's invitations in a fair (spec 3 §7 invite changes by candidate): the lobby's 'You are
 * invited' notice and booth card mark. Only that seeker, in a fair open to them; the booth's staff read
 * a booth's invitations over HTTP, and nobody else learns whom a booth invited.
 */
export const myInvitationsSubscription = (db: Knex, now: () => Date, fairs: FairReads) =>
  defineSubscription({
    name: 'myInvitations',
    propsSchema: z.object({ jobFairId: uuid, seekerId: uuid }),
    authorize: async (principal, { jobFairId, seekerId }) => {
      const fair = await fairs.find(jobFairId);
      return fair !== null && fairReader(principal, fair, now()) === 'seeker' && principal.userId === seekerId;
    },
    keys: ({ jobFairId, seekerId }) => [seekerInvitationsKey(jobFairId, seekerId)],
    load: ({ jobFairId, seekerId }) => seekerInvitations(db, jobFairId, seekerId),
  });
