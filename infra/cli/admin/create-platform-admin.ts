import { z } from 'zod';
import { hasRole, type Principal } from '../../../domain/auth/roles';
import { signInSchema } from '../../../domain/auth/sign-in-schema';
import type { Clock } from '../../../domain/ports/clock';
import type { IdentityProvider, PasswordLink } from '../../../domain/ports/identity';
import { userStream } from '../../../domain/user/user';
import { systemContext } from '../../../command-api/application/command-context';
import type { ServiceDeps } from '../../../command-api/application/service-deps';
import { registerUser } from '../../../command-api/application/users/register-user';

// `npm run admin:create`: the first platform admin of an install, without the demo's published password
// (README "First platform admin"). The same account the demo seed gives its admin (infra/seed/demo-data.ts):
// an identity account with the role Admin and no organization, and UserRegistered on user-<id>; the person
// chooses the password through a single-use link.

export type PlatformAdminDeps = Readonly<{ identity: IdentityProvider; services: ServiceDeps; clock: Clock }>;

export type PlatformAdminOutcome =
  | Readonly<{ kind: 'created'; principal: Principal; link: PasswordLink }>
  /** A platform admin who has not chosen a password yet: a new link, the earlier one stops working. */
  | Readonly<{ kind: 'new-link'; principal: Principal; link: PasswordLink }>
  /** Any other account with this email: nothing changes. */
  | Readonly<{ kind: 'exists'; principal: Principal }>;

const name = (field: string) => z.string().trim().min(1, `${field} must not be empty`).max(50, `${field} must not exceed 50 characters`);

/** The email as the sign-in form takes it (spec 1 §5.1), since that is where the admin will type it. */
const inputSchema = z.object({ email: signInSchema.shape.email, firstName: name('First name'), lastName: name('Last name') });
export type PlatformAdminInput = z.output<typeof inputSchema>;

/** Checked before anything is opened: bad input changes nothing. */
export const parsePlatformAdminInput = (
  raw: Readonly<{ email: string; firstName: string; lastName: string }>,
): { ok: true; input: PlatformAdminInput } | { ok: false; messages: string[] } => {
  const parsed = inputSchema.safeParse(raw);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, messages: parsed.error.issues.map((issue) => issue.message) };
};

export const createPlatformAdmin = async (deps: PlatformAdminDeps, input: PlatformAdminInput): Promise<PlatformAdminOutcome> => {
  const { email, firstName, lastName } = input;
  const { identity, services, clock } = deps;

  // The account's record on the log, unless an earlier run already appended it (a run stopped half-way completes).
  const recorded = async (principal: Principal) => {
    if ((await services.store.readStream(userStream(principal.userId))).currentRevision !== null) return;
    await registerUser(services, systemContext(clock, services.newId), {
      userId: principal.userId,
      email: principal.email,
      firstName: principal.firstName,
      lastName: principal.lastName,
      roles: [...principal.roles],
      organizationId: null,
      sponsorId: null,
    });
  };

  const existing = await identity.findUserByEmail(email);
  if (existing) {
    if (!hasRole(existing, 'Admin') || !(await identity.awaitsPassword(existing.userId))) return { kind: 'exists', principal: existing };
    await recorded(existing);
    return { kind: 'new-link', principal: existing, link: await identity.issuePasswordLink(existing.userId) };
  }
  // Identity first, as every account is made: a taken email is refused before anything is recorded.
  const principal = await identity.createUserAwaitingPassword({
    userId: services.newId(),
    email,
    firstName,
    lastName,
    roles: ['Admin'],
    organizationId: null,
  });
  // The link before the log: should the append fail, a second run finds the admin awaiting a password and completes it.
  const link = await identity.issuePasswordLink(principal.userId);
  await recorded(principal);
  return { kind: 'created', principal, link };
};
