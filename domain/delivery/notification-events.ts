// spec 3 §3.1: the notification event types a template is written for, its channels and audiences.
export const NOTIFICATION_EVENT_TYPES = [
  'JobseekerSignedUp',
  'EmployerAdminSignedUp',
  'JobFairCreated',
  'RecruiterOnboarded',
  'NewEmployerAdminSignup',
  'JobFairPaymentSuccess',
  'JobFairPaymentFailed',
  'ReminderBeforeJobFairStart',
  'ReminderToCompleteProfile',
] as const;
export type NotificationEventType = (typeof NOTIFICATION_EVENT_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_AUDIENCES = ['jobseeker', 'recruiter', 'employerAdmin', 'platformAdmin'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** spec 3 §4 Templates: a scheduled template's default offset, minutes before the moment it is relative to. */
export const DEFAULT_OFFSET_MINUTES = -30;
