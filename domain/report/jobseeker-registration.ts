import { z } from 'zod';
import type { Command, Event } from '../shared/event';
import type { Decider } from '../shared/decider';
import { PROFILE_MESSAGES, profileSchema } from '../user/profile-schema';

/**
 * spec 2 §3 Jobseeker registration, made at the fair's landing sign-up (spec 2 §2.3, §7 POST
 * /organizations/jobseeker-registrations): who registered to one fair and with what details. One stream
 * per seeker per fair; registering again with the same details changes nothing, other details replace them.
 */
export const jobseekerRegistrationStream = (jobFairId: string, jobSeekerId: string) => `jobseekerregistration-${jobFairId}-${jobSeekerId}`;

/** registrationData of spec 2 §3, checked with the profile's own rules and messages (spec 2 §5). */
export const registrationDataSchema = z.object({
  email: z.string().trim().max(254, 'Maximum 254 characters').email('Invalid email format'),
  given_name: profileSchema.shape.firstName,
  family_name: profileSchema.shape.lastName,
  phone_number: z
    .string()
    .trim()
    .max(12, PROFILE_MESSAGES.phoneFormat)
    .regex(/^\+1\d{10}$/, PROFILE_MESSAGES.phoneFormat)
    .nullish()
    .transform((value) => value ?? null),
});
export type RegistrationData = z.output<typeof registrationDataSchema>;

type RegistrationIds = { organizationId: string; jobFairId: string; jobSeekerId: string };
export type JobseekerRegistered = Event<
  'JobseekerRegistered',
  RegistrationIds & { registrationData: RegistrationData; registeredAt: string }
>;
export type JobseekerRegistrationEvent = JobseekerRegistered;

export type RegisterJobseeker = Command<'RegisterJobseeker', RegistrationIds & { registrationData: RegistrationData; now: string }>;

export type JobseekerRegistration = Readonly<{ registrationData: RegistrationData | null }>;

const sameData = (a: RegistrationData, b: RegistrationData) =>
  a.email === b.email && a.given_name === b.given_name && a.family_name === b.family_name && a.phone_number === b.phone_number;

export const jobseekerRegistrationDecider: Decider<JobseekerRegistration, RegisterJobseeker, JobseekerRegistrationEvent> = {
  initialState: () => ({ registrationData: null }),
  // One event type: no switch to exhaust.
  evolve: (_state, event) => ({ registrationData: event.data.registrationData }),
  decide: (command, state) => {
    const { now, ...registration } = command.data;
    if (state.registrationData && sameData(state.registrationData, registration.registrationData)) return [];
    return { type: 'JobseekerRegistered', data: { ...registration, registeredAt: now } };
  },
};
