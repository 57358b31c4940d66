// spec 3 §3.1 Notification events: the event types a template answers, its channels and audiences,
// and the merge fields each event type offers (the spec leaves the per-event lists open; they are decided
// here and documented in docs/notifications.md). Shared by the template editor, the server's checks and delivery.

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

export const RECIPIENT_TYPES = ['jobseeker', 'recruiter', 'employerAdmin', 'platformAdmin'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const isNotificationEventType = (value: string): value is NotificationEventType =>
  (NOTIFICATION_EVENT_TYPES as readonly string[]).includes(value);
export const isRecipientType = (value: string): value is RecipientType => (RECIPIENT_TYPES as readonly string[]).includes(value);
export const isNotificationChannel = (value: string): value is NotificationChannel =>
  (NOTIFICATION_CHANNELS as readonly string[]).includes(value);

/** A merge field as the editor offers it: the mustache name ({{name}}) and what it holds. */
export type MergeField = Readonly<{ name: string; label: string }>;

// spec 3 §3.1: "signup and onboarding events carry email, firstName, lastName, phone_number".
// These are the recipient's own fields, so every event offers them (a reminder greets its reader by name).
const PERSON: readonly MergeField[] = [
  { name: 'email', label: 'Email address' },
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'phone_number', label: 'Phone number' },
];
const COMPANY: readonly MergeField[] = [{ name: 'companyName', label: 'Company name' }];
// spec 3 §3.1 "Job fair events carry the job fair fields" (spec 3 §3 Job fair), plus the seekers' link to the fair.
const JOB_FAIR: readonly MergeField[] = [
  { name: 'jobFairName', label: 'Job fair name' },
  { name: 'companyName', label: 'Hosting company' },
  { name: 'startDate', label: 'Start date (YYYY-MM-DD)' },
  { name: 'startTime', label: 'Start time (HH:mm)' },
  { name: 'timezone', label: 'Time zone' },
  { name: 'durationHours', label: 'Duration, hours' },
  { name: 'durationMinutes', label: 'Duration, minutes' },
  { name: 'jobFairLink', label: 'Job seekers’ link to the fair' },
];
// spec 3 §3.1 "Payment events add payment amount and currency".
const PAYMENT: readonly MergeField[] = [
  { name: 'amount', label: 'Payment amount' },
  { name: 'currency', label: 'Currency' },
];

const withoutRepeats = (fields: readonly MergeField[]): readonly MergeField[] =>
  fields.filter((field, index) => fields.findIndex((other) => other.name === field.name) === index);

/** The merge fields each event type's occurrences carry; a template may use these and no others. */
export const MERGE_FIELDS: Readonly<Record<NotificationEventType, readonly MergeField[]>> = {
  JobseekerSignedUp: PERSON,
  EmployerAdminSignedUp: withoutRepeats([...PERSON, ...COMPANY]),
  RecruiterOnboarded: withoutRepeats([...PERSON, ...COMPANY]),
  NewEmployerAdminSignup: withoutRepeats([...PERSON, ...COMPANY]),
  ReminderToCompleteProfile: PERSON,
  JobFairCreated: withoutRepeats([...PERSON, ...JOB_FAIR]),
  ReminderBeforeJobFairStart: withoutRepeats([...PERSON, ...JOB_FAIR]),
  JobFairPaymentSuccess: withoutRepeats([...PERSON, ...JOB_FAIR, ...PAYMENT]),
  JobFairPaymentFailed: withoutRepeats([...PERSON, ...JOB_FAIR, ...PAYMENT]),
};

export const mergeFieldNamesOf = (eventType: NotificationEventType): readonly string[] =>
  MERGE_FIELDS[eventType].map((field) => field.name);
