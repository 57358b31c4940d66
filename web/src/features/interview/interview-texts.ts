// The interview room's words: spec 1 §4.5, §8.3, spec 2 §2.1 (guard), letter for letter where the spec gives them.
export const INTERVIEW_TEXTS = {
  title: 'Interview',
  interviewWith: (name: string, booth: string) => `Interview with ${name}${booth ? ` · ${booth}` : ''}`,
  candidate: 'Candidate',
  you: 'You',
  timeLeft: 'Time left',
  cameraOn: 'Turn camera on',
  cameraOff: 'Turn camera off',
  microphoneOn: 'Unmute microphone',
  microphoneOff: 'Mute microphone',
  cameraIsOff: 'Camera is off',
  waitingForOther: (name: string) => `Waiting for ${name} to connect…`,
  reconnecting: 'Reconnecting the video…',
  videoFailed:
    'Video could not connect: your network and the other participant’s cannot reach each other. You can keep talking in the chat, or reload the page to try again.',
  clickToHear: (name: string) => `Click to hear ${name}`,
  noCamera: 'No camera was found. The other side hears you but cannot see you.',
  permissionDenied: 'Camera and microphone access was blocked. Allow them in the browser’s address bar, then reload the page.',
  cameraBusy: 'The camera is used by another app. Close it (see “Release your camera”), then reload the page.',
  mediaUnsupported: 'This browser cannot use a camera.',
  chat: 'Chat',
  chatPlaceholder: 'Type a message',
  send: 'Send',
  noChat: 'No messages yet',
  waitingToChat: 'Waiting To Chat',
  extend: 'Extend',
  extendBy: (minutes: number) => `+${minutes} min`,
  endCall: 'End call',
  endCallConfirm: 'End this interview for both of you?',
  cancel: 'Cancel',
  rating: 'Rating',
  notes: 'Notes',
  notesPlaceholder: 'Notes about this candidate (saved as you type)',
  saving: 'Saving…',
  saved: 'Saved',
  ok: 'OK',
  // spec 1 §8.3 and spec 2 §2.1
  interviewHasEnded: 'Interview has ended',
  interviewEnded: 'Interview ended',
  interviewTimedOut: 'Interview ended -- This session has timed out.',
  endInterviewFailed: 'API /endInterview failed',
  sessionOver: 'This interview is over.',
  backToLobby: 'Back to Lobby',
  backToBooth: 'Back to Booth',
  // spec 1 §4.5 step 4, spec 2 §2.1 "Interview guard"
  alert: 'Alert',
  seekerStillInInterview: 'You are still in an interview, please click Continue session',
  recruiterStillInInterview: 'You are still in an interview, please click "Continue session" or "End session"?',
  continueSession: 'Continue session',
  endSession: 'End session',
  // My Chats (spec 1 §2.5)
  myChats: 'My Chats',
  noConversations: 'No Conversations',
  noTextChat: 'There was no text chat during this conversation.',
  // rate-company screen (spec 1 §2.5)
  rateCompanyTitle: (company: string) => `How was your interview with ${company}?`,
  rateCompanyHint: 'Your rating helps the job fair organisers.',
  submit: 'Submit',
  skip: 'Skip',
  thanks: 'Thank you for your rating',
} as const;

/** The recruiter adds time in these steps (spec 2 §7 PUT durationAdded, in milliseconds). */
export const EXTEND_STEPS_MINUTES = [1, 5] as const;
export const MINUTE_MS = 60_000;
/** spec 1 §9 */
export const NOTES_AUTOSAVE_MS = 1_000;
export const SEEKER_GUARD_DELAY_MS = 3_000;
export const LOBBY_MARKER_CLEAR_MS = 2_000;
