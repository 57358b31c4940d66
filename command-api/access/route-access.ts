import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Principal, Role } from '../../domain/auth/roles';
import { Unauthenticated } from '../../domain/shared/errors';

export type AuthenticatedPrincipal = Principal & Readonly<{ sessionId: string }>;

// Every route says who may call it (spec 1 §6); see plugins/app/access-control.ts for the checks.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed: sign-in, server time, health, signed file links. */
    public?: true;
    /** The caller needs at least one of these roles. */
    roles?: readonly Role[];
    /** Any signed-in user, whatever their roles (who am I, sign out). */
    signedIn?: true;
    /** Refuses a caller without the roles with this code and message instead of the generic 403 (spec 3 §8 PERMISSION_DENIED). */
    deniedAs?: Readonly<{ code: string; message: string }>;
    /** With signedIn: the call only ends or renews the caller's own session, so auditors may make it too. */
    ownSession?: true;
    /** Route param holding an organization id: non-admins may only touch their own organization. */
    organizationParam?: string;
  }
  interface FastifyRequest {
    principal: AuthenticatedPrincipal | null;
    /** The role the caller acts in for this request; goes to event metadata as actorRole. */
    actingRole: Role | null;
  }
}

/** Throws at start-up when a route declares no access rule, or contradicting ones. */
export const assertAccessDeclared = (route: RouteOptions) => {
  const config = route.config ?? {};
  const declared = [config.public === true, Array.isArray(config.roles) && config.roles.length > 0, config.signedIn === true].filter(
    Boolean,
  );
  const name = `${String(route.method)} ${route.url}`;
  if (declared.length !== 1)
    throw new Error(`Route ${name} must declare exactly one of config.public, config.roles (non-empty) or config.signedIn`);
  if (config.organizationParam && !route.url.includes(`:${config.organizationParam}`))
    throw new Error(`Route ${name} names organizationParam '${config.organizationParam}' that is not in its path`);
  if (config.organizationParam && !config.roles)
    throw new Error(`Route ${name} checks an organization scope, so it must declare config.roles`);
};

export const requirePrincipal = (request: FastifyRequest): AuthenticatedPrincipal => {
  if (!request.principal) throw new Unauthenticated();
  return request.principal;
};

/**
 * A platform auditor (an Auditor of no organization, docs/audit.md) reads every organization on the
 * routes that admit Auditors; acting as Auditor. An organization's auditor passes the own-organization rule.
 */
export const readsAsPlatformAuditor = (request: FastifyRequest): boolean => {
  const principal = requirePrincipal(request);
  if (!request.routeOptions.config.roles?.includes('Auditor') || !principal.roles.includes('Auditor') || principal.organizationId !== null)
    return false;
  request.actingRole = 'Auditor';
  return true;
};

/** True when the caller acts as a platform Admin on this request. */
export const actsAsAdmin = (request: FastifyRequest) => request.actingRole === 'Admin';
