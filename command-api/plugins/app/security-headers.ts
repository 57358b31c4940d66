import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../../http/content-security-policy';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The security headers of every answer, API and web client alike, set in one onSend hook
 * (@fastify/helmet is not a dependency). A route that sets its own (signed file links) keeps it.
 */
export default fp(
  async (app) => {
    const policy = contentSecurityPolicy(app.deps.identityClientConfig, app.deps.fileStorage.linkOrigin);
    app.addHook('onSend', async (request, reply) => {
      const setDefault = (name: string, value: string) => {
        if (!reply.hasHeader(name)) reply.header(name, value);
      };
      setDefault('content-security-policy', policy);
      setDefault('x-frame-options', 'SAMEORIGIN');
      setDefault('x-content-type-options', 'nosniff');
      setDefault('referrer-policy', 'strict-origin-when-cross-origin');
      setDefault('cross-origin-opener-policy', 'same-origin');
      // Only over TLS (RFC 6797 §7.2): a plain-HTTP answer carrying it is ignored, and must not be cached as one.
      // request.protocol believes X-Forwarded-Proto only from the proxies TRUST_PROXY names (command-api/app.ts).
      if (request.protocol === 'https') setDefault('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    });
  },
  { name: 'security-headers', dependencies: ['ports'] },
);
