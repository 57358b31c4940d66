import { z } from 'zod';
import { newPasswordSchema } from './new-password-schema';

// The set-password link of an account made without a password: the first platform admin, made by
// `npm run admin:create` (README "First platform admin"). The spec has no such screen; its page reuses the
// forced new password's form and rules (spec 1 §5.2), since it too sets a password rather than checks one.

/** How long a link works after it is issued, on the platform clock. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the link leads, with the token as `?token=`. */
export const SET_PASSWORD_PATH = '/auth/set-password';

/** Why a link is refused; the page shows these, the server answers them. */
export const PASSWORD_LINK_MESSAGES = {
  unknown: 'This link is not valid. Open the whole link you were given, or ask for a new one.',
  used: 'This link has already been used. Sign in with the password you chose.',
  expired: 'This link has expired: links are valid for 24 hours. Ask for a new one.',
} as const;

/** POST /api/auth/set-password: the link's token and the chosen password (spec 1 §5.2 rules). */
export const setPasswordSchema = z.object({
  token: z
    .string({ error: PASSWORD_LINK_MESSAGES.unknown })
    .min(1, PASSWORD_LINK_MESSAGES.unknown)
    .max(200, PASSWORD_LINK_MESSAGES.unknown),
  newPassword: newPasswordSchema,
});
export type SetPassword = z.output<typeof setPasswordSchema>;
