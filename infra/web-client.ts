import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html announcing the platform's domain (<meta name="platform-domain">): the web client decides
 * main host or sponsor subdomain (spec 3 §2.3) before its first route, with no request to wait for.
 */
export const withPlatformDomain = (html: string, platformDomain: string): string =>
  html.replace('</head>', `  <meta name="platform-domain" content="${escapeAttribute(platformDomain)}" />\n  </head>`);

/**
 * Static files of the web client, and index.html for `/` and every client-side route outside /api and
 * /files, whatever the host: sponsor subdomains are served by the same process on the same origin rules.
 */
export const serveWebClient = async (app: FastifyInstance, root: string, platformDomain: string): Promise<void> => {
  const indexHtml = withPlatformDomain(await readFile(join(root, 'index.html'), 'utf8'), platformDomain);
  // index.html is only ever sent with the announcement; the hashed assets are served as files.
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false, allowedPath: (path) => path !== '/index.html' });
  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  app.get('/', { config: { public: true } }, (_request, reply) => sendIndex(reply));
  app.get('/*', { config: { public: true } }, (request, reply) => {
    // /metrics is not a page either: on its own port (METRICS_PORT) the public one answers 404, not the client.
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || path.startsWith('/files/') || path === '/metrics') return reply.callNotFound();
    return sendIndex(reply);
  });
};
