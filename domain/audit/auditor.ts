import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict } from '../shared/errors';

/**
 * The Auditor role of one user (docs/audit.md): granted and revoked by a platform Admin. `organizationId`
 * is the scope: null reads every organization (a platform auditor), an id only that organization.
 */
export const auditorStream = (userId: string) => `auditor-${userId}`;

export type AuditorRoleGranted = Event<
  'AuditorRoleGranted',
  { userId: string; organizationId: string | null; grantedBy: string; grantedAt: string }
>;
export type AuditorRoleRevoked = Event<'AuditorRoleRevoked', { userId: string; revokedBy: string; revokedAt: string }>;
export type AuditorEvent = AuditorRoleGranted | AuditorRoleRevoked;

type Actor = { actorId: string; now: string };
export type GrantAuditorRole = Command<'GrantAuditorRole', Actor & { userId: string; organizationId: string | null }>;
export type RevokeAuditorRole = Command<'RevokeAuditorRole', Actor & { userId: string }>;
export type AuditorCommand = GrantAuditorRole | RevokeAuditorRole;

export type Auditor = { status: 'None' } | { status: 'Granted'; organizationId: string | null } | { status: 'Revoked' };

export const auditorDecider: Decider<Auditor, AuditorCommand, AuditorEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'AuditorRoleGranted':
        return { status: 'Granted', organizationId: event.data.organizationId };
      case 'AuditorRoleRevoked':
        return { status: 'Revoked' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'GrantAuditorRole': {
        const { userId, organizationId, actorId, now } = command.data;
        // Granting the same scope again changes nothing; another scope replaces it.
        if (state.status === 'Granted' && state.organizationId === organizationId) return [];
        return { type: 'AuditorRoleGranted', data: { userId, organizationId, grantedBy: actorId, grantedAt: now } };
      }
      case 'RevokeAuditorRole': {
        if (state.status !== 'Granted') throw new Conflict('This user is not an auditor');
        const { userId, actorId, now } = command.data;
        return { type: 'AuditorRoleRevoked', data: { userId, revokedBy: actorId, revokedAt: now } };
      }
      default:
        return assertNever(command);
    }
  },
};
