import { z } from 'zod';

// spec 1 §5.6: the recruiter form. Shared by the web form and the command-api routes.
export const TEMPORARY_PASSWORD_LENGTH = 12;
export const PASSWORD_SYMBOLS = '!@#$%^&*';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '0123456789';
export const CANNOT_DELETE_OWN_ACCOUNT = 'You cannot delete your own account';

/**
 * 12 characters with at least one digit and one of !@#$%^&*, the rest letters, digits and symbols,
 * shuffled. `randomInt(n)` returns an integer in [0, n): the caller brings the random source.
 */
export const generateTemporaryPassword = (randomInt: (n: number) => number): string => {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LETTERS + DIGITS + PASSWORD_SYMBOLS;
  const chars = [pick(DIGITS), pick(PASSWORD_SYMBOLS), ...Array.from({ length: TEMPORARY_PASSWORD_LENGTH - 2 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
};

export const isTemporaryPassword = (value: string) =>
  value.length === TEMPORARY_PASSWORD_LENGTH && /\d/.test(value) && [...PASSWORD_SYMBOLS].some((symbol) => value.includes(symbol));

const names = {
  firstName: z.string({ error: 'First Name is required' }).trim().min(1, 'First Name is required').max(50, 'Maximum 50 characters'),
  lastName: z.string({ error: 'Last Name is required' }).trim().min(1, 'Last Name is required').max(50, 'Maximum 50 characters'),
};

export const recruiterCreateSchema = z.object({
  ...names,
  emailId: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).pipe(z.email('Invalid email address')),
  tempPassword: z
    .string({ error: 'Temporary password is required' })
    .min(1, 'Temporary password is required')
    .max(128, 'Password must not exceed 128 characters')
    .refine(isTemporaryPassword, 'Must be 12 characters with a digit and one of !@#$%^&*'),
});
export type RecruiterCreateInput = z.input<typeof recruiterCreateSchema>;

/** Editing changes the names; the email is the sign-in and stays. */
export const recruiterUpdateSchema = z.object(names);
