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
export const formatEventTime = (time: string, timezone: string): string => {
  const [h, min] = time.split(':').map(Number);
  if (h === undefined || min === undefined || Number.isNaN(h) || Number.isNaN(min)) return `${time} ${timezone}`;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(min).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} ${timezone}`;
};

/** 3 h 0 min → '3 hours'; 1 h 30 min → '1 hour 30 minutes'. */
export const formatDuration = (hours: number, minutes: number): string => {
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  return parts.join(' ') || '0 minutes';
};
