import type { PresenceStatus } from '../../../../domain/presence/presence';

// Presence badges (spec 2 §3 Enumerations: DISCONNECTED is shown as logged out). The spec gives no
// words for the badges; these say the status plainly.
export const PRESENCE_LABELS: Record<PresenceStatus, string> = {
  LOGGED_IN: 'Online',
  NEXT_IN_QUEUE: 'Next In Queue',
  IN_INTERVIEW: 'In Interview',
  AWAY: 'Away',
  BUSY: 'Busy',
  DISCONNECTED: 'Logged Out',
  LOGGED_OUT: 'Logged Out',
};

export const PRESENCE_TEXTS = {
  unknown: 'Logged Out',
  defaultJobTitle: 'Recruiter',
  noRepresentatives: 'No representatives assigned yet',
  teamMembers: 'Team Members',
  representatives: 'Booth Representatives',
} as const;
