/** Where an invitation stands: Pending until the seeker enters the booth's queue (Accepted) or the staff take it back (Withdrawn). */
export type InvitationStatus = 'Pending' | 'Accepted' | 'Withdrawn';

/** A booth's latest invitation of one job seeker, as the booth's staff and that seeker read it (spec 3 §7 invite changes). */
export type InvitationView = Readonly<{
  invitationId: string;
  boothId: string;
  boothName: string;
  jobFairId: string;
  organizationId: string;
  jobSeekerId: string;
  status: InvitationStatus;
  invitedBy: string;
  sentAt: string;
  changedAt: string;
}>;
