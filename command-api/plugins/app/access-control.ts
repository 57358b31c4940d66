import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Forbidden, NamedRefusal, Unauthenticated } from '../../../domain/shared/errors';
import { assertAccessDeclared } from '../../access/route-access';
import { ensureOrganizationScope } from '../../access/organization-scope';
import { ensureFairOpenToSeeker } from '../../access/fair-scope';
import { withAuditorGrant } from '../../access/auditor-principal';

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  return match ? match[1]! : null;
};

/**
 * Authentication (401) and authorisation (403) for every route of the scope it is registered in.
 * Roles are checked on request, before the body is read; the organization scope after validation,
 * so a malformed id is a 400 rather than a 403; likewise whether a job seeker's fair is open to them.
 */
export default fp(
  async (app) => {
    app.decorateRequest('principal', null);
    app.decorateRequest('actingRole', null);

    app.addHook('onRoute', assertAccessDeclared);

    app.addHook('onRequest', async (request) => {
      const config = request.routeOptions.config;
      if (config.public) return;
      const token = bearerToken(request);
      if (!token) throw new Unauthenticated('Authentication required');
      const principal = await withAuditorGrant(app.deps.db, await app.deps.identity.verifyAccessToken(token));
      request.principal = principal;
      if (config.signedIn) {
        // Auditors change nothing (docs/audit.md): of what any signed-in user may do, they only read and keep their session.
        if (principal.roles.includes('Auditor') && !['GET', 'HEAD'].includes(request.method) && !config.ownSession)
          throw new Forbidden('Auditors may only read');
        request.actingRole = principal.roles[0] ?? null;
        return;
      }
      const admitted = config.roles ?? [];
      const acting = principal.roles.find((role) => admitted.includes(role));
      if (!acting && config.deniedAs) throw new NamedRefusal(config.deniedAs.code, 'FORBIDDEN', config.deniedAs.message);
      if (!acting) throw new Forbidden(`This is not allowed for the role ${principal.roles.join(', ') || '(none)'}`);
      request.actingRole = acting;
    });

    app.addHook('preHandler', async (request) => {
      const param = request.routeOptions.config.organizationParam;
      if (param) ensureOrganizationScope(request, (request.params as Record<string, string>)[param]!);
      await ensureFairOpenToSeeker(request);
    });
  },
  { name: 'access-control', dependencies: ['ports'] },
);
