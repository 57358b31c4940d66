import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebClient } from '../../infra/web-client';

// spec 3 §2.3: every host, the platform's and each sponsor's subdomain, gets the same web client, told the
// platform's domain so it can tell them apart.
const app = Fastify();

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'web-client-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  await serveWebClient(app, root, 'jobfair.example.com');
  app.get('/api/ping', async () => 'pong');
});
afterAll(() => app.close());

const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

describe('web client', () => {
  it.each([
    ['/', 'jobfair.example.com'],
    ['/jobfairs', 'acme.jobfair.example.com'],
    ['/client-invite?x=1', 'acme.localhost:3000'],
    ['/home', 'www.jobfair.example.com'],
  ])('answers %s on %s with index.html announcing the platform domain', async (url, host) => {
    const answer = await get(url, host);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<meta name="platform-domain" content="jobfair.example.com" />');
    expect(answer.body.indexOf('platform-domain')).toBeLessThan(answer.body.indexOf('</head>'));
  });

  it('serves the assets as files and leaves /api and /files to their routes', async () => {
    expect((await get('/assets/app.js', 'acme.localhost')).body).toBe('console.log(1)');
    expect((await get('/api/ping', 'acme.localhost')).body).toBe('pong');
    expect((await get('/api/nothing', 'acme.localhost')).statusCode).toBe(404);
    expect((await get('/files/x', 'acme.localhost')).statusCode).toBe(404);
  });
});
