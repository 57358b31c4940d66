import { DATE_MUST_BE_IN_FUTURE } from '../../../../domain/jobfair/jobfair-schema';

// spec 2 §2.4 and §5, spec 1 §2.4 and §4.2: the job fair form, cards and selector. Field rules and their
// messages live in jobFairFormSchema.
export const JOB_FAIR_TEXTS = {
  title: 'Job Fairs',
  subtitle: 'Job fair registration',
  name: 'Name',
  startDate: 'Start Date',
  startTime: 'Start Time',
  timezone: 'Timezone',
  durationHours: 'Duration hours',
  durationMinutes: 'Duration minutes',
  create: 'Create & Pay',
  pay: 'Pay',
  // spec 1 §8.3: payment link failure or missing link.
  paymentErrorTitle: 'Payment Error',
  paymentErrorMessage: 'An error occurred with the payment gateway. Please try again later.',
  ok: 'OK',
  update: 'Update',
  processing: 'Processing...',
  dateMustBeInFuture: DATE_MUST_BE_IN_FUTURE,
  createTitle: 'New job fair',
  editTitle: 'Edit job fair',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteQuestion: (name: string) => `Delete "${name}"? This cannot be undone.`,
  paid: 'Paid',
  unpaid: 'UnPaid',
  emptyTitle: 'No job fairs yet',
  emptyDescription: 'Create your first job fair with the form.',
  selectorLabel: 'Job fair',
  selectorEmpty: 'No job fairs',
  durationLabel: 'Duration',
  duration: (hours: number, minutes: number) => `${hours}h ${minutes}m`,
} as const;
