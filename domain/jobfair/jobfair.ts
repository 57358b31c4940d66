import type { Command, Event } from '../shared/event';
import { assertNever, type Decider } from '../shared/decider';
import { Conflict, NotFound, ValidationFailed } from '../shared/errors';
import { DATE_MUST_BE_IN_FUTURE, type JobFairForm } from './jobfair-schema';
import { todayAt } from './time-status';

export const jobFairStream = (jobFairId: string) => `jobfair-${jobFairId}`;

/** Price of one job fair, in the currency's minor unit. */
export const JOB_FAIR_PRICE = { amount: 49_900, currency: 'usd' } as const;

type JobFairIds = { jobFairId: string; companyId: string };
export type JobFairCreated = Event<
  'JobFairCreated',
  JobFairIds & JobFairForm & { createdBy: string; createdAt: string; amount: number; currency: string }
>;
export type JobFairUpdated = Event<'JobFairUpdated', JobFairIds & JobFairForm & { updatedBy: string; updatedAt: string }>;
export type JobFairDeleted = Event<'JobFairDeleted', JobFairIds & { deletedBy: string; deletedAt: string }>;
export type JobFairPaid = Event<'JobFairPaid', JobFairIds & { amount: number; currency: string; paymentReference: string; paidAt: string }>;
/** A checkout that failed, expired or was cancelled (spec 3 §3.1 JobFairPaymentFailed); the fair stays UnPaid. */
export type JobFairPaymentFailed = Event<
  'JobFairPaymentFailed',
  JobFairIds & { amount: number; currency: string; paymentReference: string; reason: string; failedAt: string }
>;
export type JobFairActivated = Event<'JobFairActivated', JobFairIds & { activatedBy: string; activatedAt: string }>;
export type JobFairDeactivated = Event<'JobFairDeactivated', JobFairIds & { deactivatedBy: string; deactivatedAt: string }>;
/** spec 3 §2.2 Event Lobby 'Upload Logo': the fair's own logo, a storage key of its organization's logos. */
export type JobFairLogoSet = Event<'JobFairLogoSet', JobFairIds & { logoKey: string; setBy: string; setAt: string }>;
export type JobFairEvent =
  | JobFairCreated
  | JobFairUpdated
  | JobFairDeleted
  | JobFairPaid
  | JobFairPaymentFailed
  | JobFairActivated
  | JobFairDeactivated
  | JobFairLogoSet;

type Actor = { actorId: string; now: string };
export type CreateJobFair = Command<'CreateJobFair', JobFairIds & Actor & { form: JobFairForm; mayStartInPast: boolean }>;
export type UpdateJobFair = Command<'UpdateJobFair', JobFairIds & Actor & { form: JobFairForm; mayStartInPast: boolean }>;
export type DeleteJobFair = Command<'DeleteJobFair', JobFairIds & Actor>;
export type RecordJobFairPayment = Command<
  'RecordJobFairPayment',
  JobFairIds & Actor & { amount: number; currency: string; paymentReference: string }
>;
export type RecordJobFairPaymentFailure = Command<
  'RecordJobFairPaymentFailure',
  JobFairIds & Actor & { amount: number; currency: string; paymentReference: string; reason: string }
>;
export type SetJobFairActivation = Command<'SetJobFairActivation', JobFairIds & Actor & { isActivated: boolean }>;
export type SetJobFairLogo = Command<'SetJobFairLogo', JobFairIds & Actor & { logoKey: string }>;
export type JobFairCommand =
  | CreateJobFair
  | UpdateJobFair
  | DeleteJobFair
  | RecordJobFairPayment
  | RecordJobFairPaymentFailure
  | SetJobFairActivation
  | SetJobFairLogo;

export type JobFair =
  | { status: 'None' }
  | { status: 'Deleted' }
  | {
      status: 'Scheduled';
      companyId: string;
      form: JobFairForm;
      paymentStatus: 'Paid' | 'UnPaid';
      isActivated: boolean;
      logoKey: string | null;
      /** Checkout sessions already recorded as failed: providers resend their webhooks. */
      failedPayments?: readonly string[];
    };

const ensureStartAllowed = (form: JobFairForm, mayStartInPast: boolean, now: string) => {
  if (!mayStartInPast && form.startDate < todayAt(form.timezone, new Date(now)))
    throw new ValidationFailed([{ field: 'startDate', message: DATE_MUST_BE_IN_FUTURE }]);
};

const existing = (state: JobFair, companyId: string) => {
  if (state.status !== 'Scheduled' || state.companyId !== companyId) throw new NotFound('Job fair');
  return state;
};

const ids = ({ jobFairId, companyId }: JobFairIds): JobFairIds => ({ jobFairId, companyId });

export const jobFairDecider: Decider<JobFair, JobFairCommand, JobFairEvent> = {
  initialState: () => ({ status: 'None' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'JobFairCreated': {
        const { jobFairId: _j, companyId, createdBy: _b, createdAt: _a, amount: _m, currency: _c, ...form } = event.data;
        return { status: 'Scheduled', companyId, form, paymentStatus: 'UnPaid', isActivated: false, logoKey: null };
      }
      case 'JobFairUpdated': {
        if (state.status !== 'Scheduled') return state;
        const { jobFairId: _j, companyId: _c, updatedBy: _b, updatedAt: _a, ...form } = event.data;
        return { ...state, form };
      }
      case 'JobFairDeleted':
        return { status: 'Deleted' };
      case 'JobFairPaid':
        return state.status === 'Scheduled' ? { ...state, paymentStatus: 'Paid' } : state;
      case 'JobFairPaymentFailed':
        return state.status === 'Scheduled'
          ? { ...state, failedPayments: [...(state.failedPayments ?? []), event.data.paymentReference] }
          : state;
      case 'JobFairActivated':
        return state.status === 'Scheduled' ? { ...state, isActivated: true } : state;
      case 'JobFairDeactivated':
        return state.status === 'Scheduled' ? { ...state, isActivated: false } : state;
      case 'JobFairLogoSet':
        return state.status === 'Scheduled' ? { ...state, logoKey: event.data.logoKey } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    const { data } = command;
    switch (command.type) {
      case 'CreateJobFair':
        if (state.status !== 'None') throw new Conflict('Job fair already exists');
        ensureStartAllowed(command.data.form, command.data.mayStartInPast, data.now);
        return {
          type: 'JobFairCreated',
          data: { ...ids(data), ...command.data.form, createdBy: data.actorId, createdAt: data.now, ...JOB_FAIR_PRICE },
        };
      case 'UpdateJobFair': {
        existing(state, data.companyId);
        ensureStartAllowed(command.data.form, command.data.mayStartInPast, data.now);
        return { type: 'JobFairUpdated', data: { ...ids(data), ...command.data.form, updatedBy: data.actorId, updatedAt: data.now } };
      }
      case 'DeleteJobFair': {
        // spec 1 §5.8: only an UnPaid job fair can be deleted.
        if (existing(state, data.companyId).paymentStatus === 'Paid') throw new Conflict('Only an unpaid job fair can be deleted');
        return { type: 'JobFairDeleted', data: { ...ids(data), deletedBy: data.actorId, deletedAt: data.now } };
      }
      case 'RecordJobFairPayment': {
        // A replayed payment notice changes nothing the second time.
        if (existing(state, data.companyId).paymentStatus === 'Paid') return [];
        const { amount, currency, paymentReference } = command.data;
        return { type: 'JobFairPaid', data: { ...ids(data), amount, currency, paymentReference, paidAt: data.now } };
      }
      case 'RecordJobFairPaymentFailure': {
        // A paid fair has nothing left to fail, and a resent notice of the same session changes nothing.
        const fair = existing(state, data.companyId);
        const { amount, currency, paymentReference, reason } = command.data;
        if (fair.paymentStatus === 'Paid' || fair.failedPayments?.includes(paymentReference)) return [];
        return { type: 'JobFairPaymentFailed', data: { ...ids(data), amount, currency, paymentReference, reason, failedAt: data.now } };
      }
      case 'SetJobFairActivation': {
        const fair = existing(state, data.companyId);
        if (fair.isActivated === command.data.isActivated) return [];
        if (command.data.isActivated && fair.paymentStatus !== 'Paid') throw new Conflict('Only a paid job fair can be activated');
        return command.data.isActivated
          ? { type: 'JobFairActivated', data: { ...ids(data), activatedBy: data.actorId, activatedAt: data.now } }
          : { type: 'JobFairDeactivated', data: { ...ids(data), deactivatedBy: data.actorId, deactivatedAt: data.now } };
      }
      case 'SetJobFairLogo': {
        if (existing(state, data.companyId).logoKey === command.data.logoKey) return [];
        return { type: 'JobFairLogoSet', data: { ...ids(data), logoKey: command.data.logoKey, setBy: data.actorId, setAt: data.now } };
      }
      default:
        return assertNever(command);
    }
  },
};
