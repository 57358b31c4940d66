import { describe, expect, it } from 'vitest';
import {
  jobseekerRegistrationDecider,
  registrationDataSchema,
  type JobseekerRegistered,
  type RegisterJobseeker,
  type RegistrationData,
} from '../../domain/report/jobseeker-registration';
import { carryForward, WAIT_BIN_EDGES, waitBinLabel } from '../../domain/report/fair-series-view';
import { sumBoothRows } from '../../domain/report/fair-matrix-view';
import { deciderSpec } from '../support/decider-spec';

// spec 2 §3 Jobseeker registration: registering is an event once per set of details; the fair-wide report's helpers.
const ids = { organizationId: 'o1', jobFairId: 'f1', jobSeekerId: 's1' };
const data: RegistrationData = { email: 'dana@example.com', given_name: 'Dana', family_name: 'Scully', phone_number: null };
const register = (registrationData: RegistrationData, now: string): RegisterJobseeker => ({
  type: 'RegisterJobseeker',
  data: { ...ids, registrationData, now },
});
const registered = (registrationData: RegistrationData, at: string): JobseekerRegistered => ({
  type: 'JobseekerRegistered',
  data: { ...ids, registrationData, registeredAt: at },
});
const spec = deciderSpec(jobseekerRegistrationDecider);

describe('jobseeker registration', () => {
  it('records the first registration with its time', () =>
    spec
      .given([])
      .when(register(data, '2026-11-23T10:00:00.000Z'))
      .then([registered(data, '2026-11-23T10:00:00.000Z')]));
  it('records nothing when the same details come again (the landing may be passed twice)', () =>
    spec
      .given([registered(data, '2026-11-23T10:00:00.000Z')])
      .when(register(data, '2026-11-23T11:00:00.000Z'))
      .then([]));
  it('records new details', () => {
    const phone = { ...data, phone_number: '+12025550147' };
    spec
      .given([registered(data, '2026-11-23T10:00:00.000Z')])
      .when(register(phone, '2026-11-23T11:00:00.000Z'))
      .then([registered(phone, '2026-11-23T11:00:00.000Z')]);
  });
  it("checks registrationData with the profile's messages", () => {
    const issues = (input: Record<string, unknown>) =>
      registrationDataSchema.safeParse({ ...data, ...input }).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({})).toEqual([]);
    expect(issues({ phone_number: '2025550147' })).toEqual(['Phone number must be in format +19999999999']);
    expect(issues({ given_name: 'Al' })).toEqual(['Minimum 3 characters']);
    expect(issues({ email: 'not-an-email' })).toEqual(['Invalid email format']);
    expect(registrationDataSchema.parse({ ...data, phone_number: undefined }).phone_number).toBeNull();
  });
});

describe('fair-wide report helpers', () => {
  it('sums each figure over the booths', () => {
    const row = (boothId: string, n: number) => ({
      boothId,
      boothName: boothId,
      boothVisitors: n,
      jobSeekersEnteredBooth: n + 1,
      boothInterviews: n + 2,
      resumesLeftAtBooth: n + 3,
    });
    expect(sumBoothRows([row('a', 1), row('b', 10)])).toEqual({
      boothVisitors: 11,
      jobSeekersEnteredBooth: 13,
      boothInterviews: 15,
      resumesLeftAtBooth: 17,
    });
    expect(sumBoothRows([])).toEqual({ boothVisitors: 0, jobSeekersEnteredBooth: 0, boothInterviews: 0, resumesLeftAtBooth: 0 });
  });
  it('carries the last numbers across buckets where nothing changed', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();
    const filled = carryForward(
      [
        { at: at(0), waiting: 2, peakWaiting: 4, available: 1 },
        { at: at(15), waiting: 0, peakWaiting: 1, available: 2 },
      ],
      5 * 60_000,
    );
    expect(filled).toEqual([
      { at: at(0), waiting: 2, peakWaiting: 4, available: 1 },
      { at: at(5), waiting: 2, peakWaiting: 2, available: 1 },
      { at: at(10), waiting: 2, peakWaiting: 2, available: 1 },
      { at: at(15), waiting: 0, peakWaiting: 1, available: 2 },
    ]);
  });
  it('labels the wait bins, the last one open-ended', () => {
    expect(WAIT_BIN_EDGES.map((from, index) => waitBinLabel(from, WAIT_BIN_EDGES[index + 1] ?? null))).toEqual([
      '0–1 min',
      '1–2 min',
      '2–5 min',
      '5–10 min',
      '10–15 min',
      '15–30 min',
      '30+ min',
    ]);
  });
});
