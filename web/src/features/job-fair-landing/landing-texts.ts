import { formatClockTime } from '../../lib/fair-schedule';

// spec 2 §2.3 and §5 Landing, letter for letter where the spec gives words.
export const LANDING_TEXTS = {
  title: (org: string) => `Join ${org}'s Job Fair!`,
  sponsoredBy: (name: string) => `Sponsored by: ${name}`,
  date: 'Date',
  time: 'Time',
  duration: 'Duration',
  email: 'Email',
  password: 'Password',
  continue: 'Continue',
  login: 'Login',
  forgotPassword: 'Forgot Password ?',
  forgotTitle: 'Forgot password?',
  forgotBody: (email: string) => `We will send a verification code to ${email}.`,
  sendCode: 'Send verification code',
  cancel: 'Cancel',
  useAnotherEmail: 'Use another email',
  pleaseWait: 'Please wait...',
  notFound: 'This job fair could not be found.',
  // spec 1 §1, §4.2: a fair that is unpaid, not activated or ended takes no one in; the dates stay above.
  notOpenTitle: 'This job fair is not open yet',
  notOpenBody: 'Registration opens once the organizer has confirmed the event. Please come back later.',
  endedTitle: 'This job fair has ended',
  endedBody: 'Thank you for your interest. Registration and sign-in for this event are closed.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  // Not in the spec: the landing's guide for a first-time candidate.
  logoAlt: (org: string) => `${org} logo`,
  formTitle: 'Sign in or register',
  formHint: 'Job seekers join free of charge.',
  expectTitle: 'What to expect',
  expectBoothsTitle: 'Company booths',
  expectBooths: 'Each team hiring today has its own booth with its open jobs and recruiters.',
  expectQueuesTitle: 'A live line at every booth',
  expectQueues: 'Join the line of a booth and watch your place in it; you can wait in more than one.',
  expectInterviewsTitle: 'Video interviews',
  expectInterviews: 'When it is your turn a recruiter calls you into a timed video interview in your browser.',
  stepsTitle: 'How to join',
  steps: [
    'Enter your email address.',
    'Sign in, or create your free job seeker account.',
    'Complete your profile, then pick booths in the lobby.',
  ],
} as const;

/** '2026-12-01' → 'Tuesday, December 1, 2026' (the date as entered, no timezone shift). */
export const formatEventDate = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** '14:30', 'EST' → '2:30 PM EST'. */
export const formatEventTime = (time: string, timezone: string): string => `${formatClockTime(time)} ${timezone}`;

/** 3 h 0 min → '3 hours'; 1 h 30 min → '1 hour 30 minutes'. */
export const formatDuration = (hours: number, minutes: number): string => {
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ') || '0 minutes';
};
