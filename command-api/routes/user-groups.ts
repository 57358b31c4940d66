import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserGroupView } from '../../domain/user/user-group-view';
import { NotFound } from '../../domain/shared/errors';
import { getUserGroup, listUserGroups, userGroupMemberIds } from '../../projections/queries/user-groups';
import { getOrganizationUser, getUsersByIds } from '../../projections/queries/users';
import { commandContextOf } from '../http/command-context';
import { envelopeOf, failures, success, uuidParam } from '../http/envelope';
import { addUserToGroup, createUserGroup, deleteUserGroup } from '../application/users/user-groups';
import { userViewSchema } from './recruiters';

// spec 2 §7 Users: GET and POST /vjfpUsers/{organizationId}/groups (POST answers data.groupId), DELETE
// …/groups/{groupId}, GET …/groups/{groupId}/users, POST /vjfpUsers/{organizationId}/{id}/groups/{groupId}
// with an empty body. Groups are the organization's: its staff read them, its employer admin changes them (as recruiters, spec 1 §6).
const READERS = ['Admin', 'EmployerAdmin', 'Recruiter'] as const;
const WRITERS = ['EmployerAdmin'] as const;
const orgParams = z.object({ organizationId: uuidParam('organizationId') });
const groupParams = orgParams.extend({ groupId: uuidParam('groupId') });
const groupSchema = z.object({
  groupId: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: z.string(),
}) satisfies z.ZodType<UserGroupView>;
const groupBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Must be 100 characters or less'),
  description: z.string().trim().max(1000, 'Must be 1000 characters or less').default(''),
});
const tags = ['users'];

const userGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const groupOf = async (organizationId: string, groupId: string) => {
    const group = await getUserGroup(db, organizationId, groupId);
    if (!group) throw new NotFound('Group');
    return group;
  };

  app.get(
    '/vjfpUsers/:organizationId/groups',
    {
      config: { roles: READERS, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: 'Groups of the organization’s users, by name',
        params: orgParams,
        response: { 200: envelopeOf(z.array(groupSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) => success(await listUserGroups(db, request.params.organizationId)),
  );

  app.post(
    '/vjfpUsers/:organizationId/groups',
    {
      config: { roles: WRITERS, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: 'Create a group of the organization’s users; answers data.groupId',
        params: orgParams,
        body: groupBody,
        response: { 201: envelopeOf(groupSchema), ...failures(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.params;
      const { groupId, checkpoint } = await createUserGroup(app.services, commandContextOf(request), { organizationId, ...request.body });
      await app.wrote(request, checkpoint);
      return reply.code(201).send(success(await groupOf(organizationId, groupId)));
    },
  );

  app.delete(
    '/vjfpUsers/:organizationId/groups/:groupId',
    {
      config: { roles: WRITERS, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: 'Delete a group (its users stay)',
        params: groupParams,
        response: { 200: envelopeOf(z.object({ groupId: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, groupId } = request.params;
      await groupOf(organizationId, groupId);
      await app.wrote(request, await deleteUserGroup(app.services, commandContextOf(request), { organizationId, groupId }));
      return success({ groupId });
    },
  );

  app.get(
    '/vjfpUsers/:organizationId/groups/:groupId/users',
    {
      config: { roles: READERS, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: 'The users of a group',
        params: groupParams,
        response: { 200: envelopeOf(z.array(userViewSchema)), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, groupId } = request.params;
      await groupOf(organizationId, groupId);
      const members = await getUsersByIds(db, await userGroupMemberIds(db, groupId));
      return success(members.filter((user) => user.organizationId === organizationId));
    },
  );

  app.post(
    '/vjfpUsers/:organizationId/:id/groups/:groupId',
    {
      config: { roles: WRITERS, organizationParam: 'organizationId' },
      schema: {
        tags,
        summary: 'Add a user of the organization to one of its groups (empty body; adding again changes nothing)',
        params: groupParams.extend({ id: uuidParam('id') }),
        response: { 200: envelopeOf(z.object({ groupId: z.string(), userId: z.string() })), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organizationId, id, groupId } = request.params;
      if (!(await getOrganizationUser(db, organizationId, id))) throw new NotFound('User');
      await groupOf(organizationId, groupId);
      const checkpoint = await addUserToGroup(app.services, commandContextOf(request), { organizationId, groupId, userId: id });
      await app.wrote(request, checkpoint);
      return success({ groupId, userId: id });
    },
  );
};

export default userGroupRoutes;
