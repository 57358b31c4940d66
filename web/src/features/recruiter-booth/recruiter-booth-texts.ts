// spec 2 §2.1 booth dashboard texts, letter for letter.
export const RECRUITER_BOOTH_TEXTS = {
  noBoothTitle: 'Oh snap! You have not assigned any booth yet!',
  noBoothHint: 'Please contact your administrator for assigning a booth for you',
  availabilityOff: 'Turn on to start next interview :',
  availabilityOn: 'Available for the next interview',
  boothInfo: 'Booth Info',
  boothPreview: 'Booth Preview',
  refreshQueue: 'Refresh Queue',
  queueTitle: (n: number) => `Booth Queue: ${n} in queue`,
  emptyQueue: 'No candidates waiting to interview',
  teamMembers: 'Team Members',
  score: (score: number, max: number) => (max > 0 ? `${score} / ${max}` : 'N/A'),
  interviewer: (name: string) => `Interviewer : ${name}`,
  goToInterview: 'Go to interview session',
  invited: 'Invited to this booth',
  // The candidate is called but has not joined yet: not 'In Interview' until they do.
  beingCalled: 'Being called',
  noFair: 'Select a job fair to see your booth',
  waited: (minutes: number) => `waiting ${minutes} min`,
  interviewEnded: 'Interview ended',
  timedOut: 'Interview ended -- This session timed out due to the job seeker not joining the session.',
  // spec 2 §3 Group: a recruiter of one group sees the merged booth 'Parent > Sub'.
  groupName: (booth: string, group: string) => `${booth} > ${group}`,
} as const;

/** spec 2 §9: Refresh Queue is locked for 5 seconds after a click. */
export const REFRESH_LOCK_MS = 5_000;

export const STATUS_LABELS: Record<string, { text: string; intent: 'primary' | 'success' | 'warning' | 'none' }> = {
  NEXT_IN_QUEUE: { text: 'Next In Queue', intent: 'success' },
  IN_QUEUE: { text: 'In Queue', intent: 'primary' },
  IN_INTERVIEW: { text: 'In Interview', intent: 'warning' },
  BUSY: { text: 'Busy', intent: 'none' },
};
