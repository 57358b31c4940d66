import fp from 'fastify-plugin';

const secureCookie = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

/**
 * Every cookie answered over TLS (directly, or behind a trusted TLS-terminating ingress) is `Secure`, so the
 * browser never sends it back over plain HTTP. The platform keeps its session in browser storage
 * (web/src/lib/stored-session.ts) and sets no cookie of its own today; this holds for any a route or plugin adds.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol !== 'https') return;
      const cookies = reply.getHeader('set-cookie');
      if (cookies === undefined) return;
      // Removed first: fastify appends to set-cookie rather than replacing it.
      reply.removeHeader('set-cookie');
      reply.header('set-cookie', [cookies].flat().map(String).map(secureCookie));
    });
  },
  { name: 'secure-cookies' },
);
