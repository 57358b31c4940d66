import { QUEUE_TEXTS } from '../../../../domain/queue/queue-texts';

// Lobby and booth page texts (spec 1 §2.5, spec 2 §2.2, §5); the queue's own words live in domain/ so the server uses the same.
export const LOBBY_TEXTS = {
  ...QUEUE_TEXTS,
  lobbyTitle: 'Lobby',
  featured: 'Featured',
  inQueueMarker: 'In Queue',
  // Not in the spec (booth invitations, spec 2 §2.1 invite icon): the seeker's side of an invitation.
  invitedMarker: 'Invited',
  invitedTo: (booth: string) => `You are invited to ${booth}`,
  goToBooth: 'Go to booth',
  enterBooth: 'Enter Booth',
  recruiters: (n: number) => `${n} ${n === 1 ? 'Recruiter' : 'Recruiters'}`,
  jobs: (n: number) => `${n} ${n === 1 ? 'Job' : 'Jobs'}`,
  jobsTitle: 'Jobs',
  noJobs: 'No jobs listed',
  waitingAdmin: (n: number) => `${n} in queue`,
  loggedInRecruiters: (n: number) => `${n} logged in`,
  adminOnly: 'Shown to admins only: recruiters of this booth online now, and job seekers in its queue',
  noBooths: 'No booths in this job fair yet',
  aboutCompany: 'About Company',
  companyDocuments: 'Company Documents',
  companyDescription: 'Company description',
  linkToJobBoard: 'Link to Job Board',
  noDocuments: 'No documents',
  enterQueue: 'Enter Queue',
  leaveQueue: 'Leave queue',
  cancel: 'Cancel',
  yes: 'Yes',
  no: 'No',
  ok: 'OK',
  backToLobby: 'Back to Lobby',
  dropOff:
    "During the event, if you are unable to interview with a recruiter, you have the option here to drop off your resume and a note that this company's recruiters can access after the event.",
  clickHere: 'Click Here',
  position: (n: number) => `Your position in queue: ${n}`,
  estimatedWait: (ms: number | null) => {
    if (ms === null) return 'Estimated wait: as soon as a recruiter is available';
    const minutes = Math.round(ms / 60_000);
    return minutes < 1 ? 'Estimated wait: less than a minute' : `Estimated wait: about ${minutes} min`;
  },
  nextInQueue: 'You are Next In Queue',
  queueClosed: 'The booth queues open while the job fair is running.',
  thresholdTitle: 'Minimum score not met',
  boothNotFound: 'This booth does not exist',
  videoCall: 'Video Call',
  secondsRemaining: 'Seconds remaining before this session times out',
  join: 'Join',
  callTimedOut: 'Interview ended -- This session has timed out.',
  interviewHasEnded: 'Interview has ended',
  cameraPreview: 'Your camera',
  cameraStatus: {
    starting: 'Starting your camera...',
    unsupported: 'This browser cannot show a camera.',
    permissionDenied: 'Your camera is blocked for this site.',
    noCamera: 'No camera was found.',
    cameraBusy: 'Your camera is in use by another app.',
  },
  // spec 2 §2.2 groups (sub-booths).
  selectGroupButton: 'Select group',
  selectGroupTitle: 'Select a Group',
  leaveGroup: 'Leave Group',
  select: 'Select',
  groupDescription: 'Group description',
  noGroupDescription: 'No description available',
  noGroupSummary: 'No summary available',
  groupTitle: (booth: string, group: string) => `${booth} > ${group}`,
  leaveQueueFirst: 'Leave the queue before leaving the group',
  // spec 2 §2.1 booth preview.
  previewBanner: 'This a preview of how your booth looks to job seekers',
  removedTitle: 'You are no longer in this queue',
  emptiedByAdmin: "An administrator emptied this booth's queue, so you are no longer waiting here. You may enter the queue again.",
  removedByAdmin: (note: string | null) =>
    `An administrator removed you from this booth's queue${note ? `: ${note}` : '.'} You may enter the queue again.`,
  backToBooth: 'Back to Booth',
  // Beyond the spec: the reconnecting banner of a waiting candidate.
  reconnectingTitle: 'Connection lost -- reconnecting...',
  placeKept: (seconds: number) => `Your place in the queue is kept for ${seconds} seconds while you reconnect.`,
  placeKeptLeft: (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left.`,
  placeMayBeLost: 'Your place in the queue may have been released. Once you are back online, you can enter the queue again.',
} as const;

/** spec 1 §2.5: descriptions are cut at 150 characters, then an ellipsis. */
export const DESCRIPTION_LIMIT = 150;
export const cutDescription = (text: string): string => (text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT)}...` : text);

/** The resume upload dialog: its wording is not shown in the spec (spec 2 §2.2), so these are ours; its messages are the spec's (domain). */
export const DROP_OFF_FORM_TEXTS = {
  title: (booth: string) => `Drop off your resume at ${booth}`,
  resume: 'Resume',
  resumeHint: 'One PDF file, at most 10 MB.',
  chooseFile: 'Choose a PDF file...',
  jobTitle: 'Job Title',
  note: 'Note',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Your resume and note were left at the booth.',
  replaces: (file: string) => `You left ${file} here before: saving updates it.`,
} as const;
