import { describe, it } from 'vitest';
import { jobFairDecider, JOB_FAIR_PRICE, type JobFairEvent } from '../../domain/jobfair/jobfair';
import { Conflict, NotFound, ValidationFailed } from '../../domain/shared/errors';
import { deciderSpec } from '../support/decider-spec';

const spec = deciderSpec(jobFairDecider);
const ids = { jobFairId: 'f1', companyId: 'c1' };
const form = {
  name: 'Acme - job fair',
  startDate: '2026-12-01',
  startTime: '10:00',
  timezone: 'EST' as const,
  durationHours: 3,
  durationMinutes: 0,
};
const now = '2026-11-22T12:00:00.000Z';
const created: JobFairEvent = {
  type: 'JobFairCreated',
  data: { ...ids, ...form, createdBy: 'u1', createdAt: now, ...JOB_FAIR_PRICE },
};
const paid: JobFairEvent = { type: 'JobFairPaid', data: { ...ids, amount: 49_900, currency: 'usd', paymentReference: 'p1', paidAt: now } };

describe('job fair decider', () => {
  it('creates an unpaid job fair at the platform price', () => {
    spec
      .given([])
      .when({ type: 'CreateJobFair', data: { ...ids, actorId: 'u1', now, form, mayStartInPast: false } })
      .then([created]);
  });

  it("refuses a past start date with 'Date must be in the future' unless the actor may (spec 2 §5)", () => {
    const past = { ...form, startDate: '2026-11-21' };
    spec
      .given([])
      .when({ type: 'CreateJobFair', data: { ...ids, actorId: 'u1', now, form: past, mayStartInPast: false } })
      .thenThrows((e) => e instanceof ValidationFailed && e.fields[0]?.message === 'Date must be in the future');
    spec
      .given([created])
      .when({ type: 'UpdateJobFair', data: { ...ids, actorId: 'admin', now, form: past, mayStartInPast: true } })
      .then([{ type: 'JobFairUpdated', data: { ...ids, ...past, updatedBy: 'admin', updatedAt: now } }]);
  });

  it('deletes only while UnPaid (spec 1 §5.8)', () => {
    spec
      .given([created])
      .when({ type: 'DeleteJobFair', data: { ...ids, actorId: 'u1', now } })
      .then([{ type: 'JobFairDeleted', data: { ...ids, deletedBy: 'u1', deletedAt: now } }]);
    spec
      .given([created, paid])
      .when({ type: 'DeleteJobFair', data: { ...ids, actorId: 'u1', now } })
      .thenThrows((e) => e instanceof Conflict);
  });

  it('treats a replayed payment as already done', () => {
    const pay = {
      type: 'RecordJobFairPayment' as const,
      data: { ...ids, actorId: 'stripe', now, amount: 49_900, currency: 'usd', paymentReference: 'p1' },
    };
    spec.given([created]).when(pay).then([paid]);
    spec.given([created, paid]).when(pay).then([]);
  });

  it('activates only paid fairs, and only once', () => {
    const activate = { type: 'SetJobFairActivation' as const, data: { ...ids, actorId: 'admin', now, isActivated: true } };
    spec
      .given([created])
      .when(activate)
      .thenThrows((e) => e instanceof Conflict);
    spec
      .given([created, paid])
      .when(activate)
      .then([{ type: 'JobFairActivated', data: { ...ids, activatedBy: 'admin', activatedAt: now } }]);
    spec
      .given([created, paid, { type: 'JobFairActivated', data: { ...ids, activatedBy: 'admin', activatedAt: now } }])
      .when(activate)
      .then([]);
  });

  it('does not let another company touch the fair', () => {
    spec
      .given([created])
      .when({ type: 'DeleteJobFair', data: { jobFairId: 'f1', companyId: 'other', actorId: 'u1', now } })
      .thenThrows((e) => e instanceof NotFound);
  });
});
