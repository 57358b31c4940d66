import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../domain/auth/roles';
import { CANNOT_DELETE_OWN_ACCOUNT, recruiterCreateSchema, recruiterUpdateSchema } from '../../domain/user/recruiter-schema';
import { Forbidden, NotFound } from '../../domain/shared/errors';
import { getOrganizationUser, getUserByEmail, getUsersByIds, listOrganizationUsers, type UserView } from '../../projections/queries/users';
import { requirePrincipal } from '../access/route-access';
import { envelopeOf, failures, success, uuidListQuery, uuidParam } from '../http/envelope';
import { commandContextOf } from '../http/command-context';
import { removeRecruiter } from '../application/recruiters/remove-recruiter';
import { changeUserNames } from '../application/users/change-user-names';
import { registerUser } from '../application/users/register-user';

const orgParams = z.object({ organizationId: uuidParam('organizationId') });
const userParams = z.object({ organizationId: uuidParam('organizationId'), id: uuidParam('id') });
export const userViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  organizationId: z.string().nullable(),
}) satisfies z.ZodType<UserView>;
const one = envelopeOf(userViewSchema);

// spec 1 §6: the organization's own users and platform admins read; only the employer admin adds, edits and deletes recruiters.
const READERS = ['Admin', 'EmployerAdmin', 'Recruiter'] as const;

/** spec 2 §7 Users: /vjfpUsers/{organizationId}…, the recruiters of spec 1 §5.6. */
const recruiterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const recruiterOf = async (organizationId: string, id: string) => {
    const user = await getOrganizationUser(db, organizationId, id);
    if (!user) throw new NotFound('User');
    return user;
  };

  app.get(
    '/vjfpUsers/:organizationId',
    {
      config: { roles: READERS, organizationParam: 'organizationId' },
      schema: {
        tags: ['users'],
        summary: 'Users of an organization (optionally ?ids=a,b or ?role=Recruiter)',
        params: orgParams,
        querystring: z.object({ ids: uuidListQuery('ids').optional(), role: z.enum(ROLES).optional() }),
        response: { 200: envelopeOf(z.array(userViewSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => {
      const { organizationId } = request.params;
      const { ids, role } = request.query;
      const users = ids
        ? (
            await getUsersByIds(
              db,
              ids.split(',').map((id) => id.trim()),
            )
          ).filter((user) => user.organizationId === organizationId)
        : await listOrganizationUsers(db, organizationId, role);
      return success(users);
    },
  );

  app.get(
    '/vjfpUsers/byEmailId/:emailId',
    {
      config: { roles: READERS },
      schema: {
        tags: ['users'],
        summary: 'A user found by email; staff find only users of their own organization (platform admins anyone)',
        params: z.object({ emailId: z.string().trim().toLowerCase().min(3).max(254) }),
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await getUserByEmail(db, request.params.emailId);
      // Another organization's user is not found, not forbidden: the answer must not tell that the email exists.
      if (!user || (request.actingRole !== 'Admin' && user.organizationId !== requirePrincipal(request).organizationId))
        throw new NotFound('User');
      return success(user);
    },
  );

  app.get(
    '/vjfpUsers/:organizationId/:id',
    {
      config: { roles: READERS, organizationParam: 'organizationId' },
      schema: {
        tags: ['users'],
        summary: 'One user of an organization',
        params: userParams,
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => success(await recruiterOf(request.params.organizationId, request.params.id)),
  );

  app.post(
    '/vjfpUsers/:organizationId',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'organizationId' },
      schema: {
        tags: ['users'],
        summary: 'Create a recruiter with a temporary password (NEW_PASSWORD_REQUIRED at first sign-in)',
        params: orgParams,
        body: recruiterCreateSchema,
        response: { 201: one, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const { firstName, lastName, emailId, tempPassword } = request.body;
      const userId = app.deps.newId();
      // Identity first: a taken email is refused (409) before anything is recorded.
      const principal = await app.deps.identity.createUser({
        userId,
        email: emailId,
        firstName,
        lastName,
        roles: ['Recruiter'],
        organizationId,
        password: tempPassword,
        temporary: true,
      });
      const checkpoint = await registerUser(app.services, commandContextOf(request), {
        userId,
        email: principal.email,
        firstName,
        lastName,
        roles: ['Recruiter'],
        organizationId,
        sponsorId: null,
      });
      await app.wrote(request, checkpoint);
      return reply.code(201).send(success(await recruiterOf(organizationId, userId)));
    },
  );

  app.put(
    '/vjfpUsers/:organizationId/:id',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'organizationId' },
      schema: {
        tags: ['users'],
        summary: "Edit a recruiter's names",
        params: userParams,
        body: recruiterUpdateSchema,
        response: { 200: one, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, id } = request.params;
      await recruiterOf(organizationId, id);
      const checkpoint = await changeUserNames(app.services, commandContextOf(request), {
        userId: id,
        ...request.body,
        actorId: requirePrincipal(request).userId,
      });
      await app.wrote(request, checkpoint);
      return success(await recruiterOf(organizationId, id));
    },
  );

  app.delete(
    '/vjfpUsers/:organizationId/:id',
    {
      config: { roles: ['EmployerAdmin'], organizationParam: 'organizationId' },
      schema: {
        tags: ['users'],
        summary: 'Delete a recruiter; never oneself',
        params: userParams,
        response: { 200: envelopeOf(z.object({ id: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, id } = request.params;
      if (id === requirePrincipal(request).userId) throw new Forbidden(CANNOT_DELETE_OWN_ACCOUNT);
      const user = await recruiterOf(organizationId, id);
      if (!user.roles.includes('Recruiter')) throw new Forbidden('Only recruiters can be deleted here');
      // The account goes first: a retry after a failed append finds it gone and still records the removal.
      await app.deps.identity.deleteUser(id);
      const checkpoint = await removeRecruiter(app.services, commandContextOf(request), {
        organizationId,
        recruiterId: id,
        actorId: requirePrincipal(request).userId,
      });
      await app.wrote(request, checkpoint);
      return success({ id });
    },
  );
};

export default recruiterRoutes;
