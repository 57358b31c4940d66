// Messages of the interview room's rules, in one place (spec 1 §4.5, spec 2 §4 and §7). The spec names
// none of these; they say what went wrong in the words a participant would use.
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const MAX_EXTENSION_MS = 3_600_000; // one hour at a time: enough for any "a few more minutes"

export const INTERVIEW_TEXTS = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${CHAT_MESSAGE_MAX_LENGTH} characters or less`,
  extensionInvalid: 'durationAdded must be a whole, positive number of milliseconds',
  extensionTooLong: `An interview can be extended by at most ${MAX_EXTENSION_MS / 60_000} minutes at a time`,
  onlyParticipants: 'Only the candidate and the recruiter of this interview may do this',
  onlyRecruiterExtends: 'Only the recruiter of this interview may extend it',
  onlyCandidateJoins: 'Only the candidate joins this session',
  notWaiting: 'This session is no longer waiting for you',
  notInProgress: 'This interview is not in progress',
  timeIsOver: 'The interview time is over',
  alreadyOver: 'This interview has ended',
  neverStarted: 'This interview never started',
} as const;
