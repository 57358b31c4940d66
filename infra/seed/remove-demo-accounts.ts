import type { Clock } from '../../domain/ports/clock';
import type { EventStore } from '../../domain/ports/event-store';
import type { IdentityProvider } from '../../domain/ports/identity';
import { handleCommand } from '../../domain/shared/handle-command';
import type { UserEvent } from '../../domain/user/user';
import { userDecider, userStream } from '../../domain/user/user';
import { DEMO_ACCOUNTS } from './demo-accounts';

// `npm run demo:remove` (docs/deploy.md "An install seeded earlier"): a database seeded by `npm start` keeps the
// demo accounts, whose password the README prints; a production install must not. The domain already records a
// user taken off the platform, UserRemoved (spec 1 §5.6), with what disabling needs: the identity adapter deletes
// the account with its sessions, so it cannot sign in and its tokens stop working; the users read model marks it
// removed. So each demo account gets that event, appended by the system, and its identity account goes.

export type DemoAccountOutcome = Readonly<{ email: string; outcome: 'removed' | 'already removed' | 'never seeded' }>;

/** The system, not a person, removes the demo: the audit log says so. */
export const DEMO_REMOVAL_ACTOR = 'demo-remove';

/**
 * Idempotent: an account whose stream already says removed gets no second event, and one with nothing left to
 * remove is reported, not touched. A run stopped between the event and the identity call finishes on the next.
 */
export const removeDemoAccounts = async (
  deps: Readonly<{ store: EventStore; identity: IdentityProvider; clock: Clock; newId: () => string }>,
): Promise<DemoAccountOutcome[]> => {
  const outcomes: DemoAccountOutcome[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const streamId = userStream(account.userId);
    const { events } = await deps.store.readStream<UserEvent>(streamId);
    const state = events.reduce(userDecider.evolve, userDecider.initialState());
    if (state.status === 'Registered') {
      const now = deps.clock.now().toISOString();
      await handleCommand(
        deps.store,
        streamId,
        userDecider,
        { type: 'RemoveUser', data: { userId: account.userId, actorId: DEMO_REMOVAL_ACTOR, now } },
        {
          newId: deps.newId,
          metadata: { correlationId: 'demo-remove', causationId: null, actorId: DEMO_REMOVAL_ACTOR, actorRole: null, at: now },
        },
      );
    }
    // Only the demo's own account under that email: a person who signed up with it since keeps theirs.
    const signIn = await deps.identity.findUserByEmail(account.email);
    const canSignIn = signIn?.userId === account.userId;
    if (canSignIn) await deps.identity.deleteUser(account.userId);
    const outcome =
      state.status === 'Registered' || canSignIn ? 'removed' : state.status === 'Removed' ? 'already removed' : 'never seeded';
    outcomes.push({ email: account.email, outcome });
  }
  return outcomes;
};
