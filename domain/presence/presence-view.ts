import type { PresenceStatus } from './presence';

/** A person in a presence list: 'Booth Representatives' (spec 2 §2.2), 'Team Members' (spec 2 §2.1), a fair's people. */
export type PresenceView = Readonly<{
  userId: string;
  firstName: string;
  lastName: string;
  roles: string[];
  /** Shown presence: stored status, or IN_INTERVIEW while a recruiter is engaged in a session; null when never seen. */
  presenceStatus: PresenceStatus | null;
  lastPresenceJobFairId: string | null;
  jobTitle: string | null;
  address: string | null;
  greeting: string | null;
}>;
