import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import secureCookies from '../../command-api/plugins/app/secure-cookies';
import type { Platform } from '../../infra/platform';
import { trustProxyFrom } from '../../infra/operations/trust-proxy';
import { startTestPlatform } from '../support/platform';

// Behind a TLS-terminating ingress (it talks to the platform over loopback here, as this test does) the
// forwarded scheme counts only from the proxies TRUST_PROXY names.
const TLS_AT_THE_INGRESS = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
const PATHS = ['/healthz', '/api/public/identity-config', '/api/auth/me', '/api/nothing-here'];
let behindIngress: Platform;
let direct: Platform;
beforeAll(async () => {
  [behindIngress, direct] = await Promise.all([
    startTestPlatform('ops_behind_ingress', { seed: false, trustProxy: trustProxyFrom('127.0.0.1,::1') }),
    startTestPlatform('ops_direct', { seed: false, trustProxy: trustProxyFrom(undefined) }),
  ]);
});
afterAll(async () => {
  await Promise.all([behindIngress?.close(), direct?.close()]);
});

describe('behind a TLS-terminating ingress', () => {
  it('sends HSTS on every answer forwarded over TLS by a trusted proxy, and not on its plain-HTTP answers', async () => {
    for (const path of PATHS) {
      const forwarded = await fetch(`${behindIngress.url}${path}`, { headers: TLS_AT_THE_INGRESS });
      expect(forwarded.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      for (const cookie of forwarded.headers.getSetCookie()) expect(cookie, path).toMatch(/;\s*Secure/i);
      const plain = await fetch(`${behindIngress.url}${path}`);
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('ignores a forged X-Forwarded-Proto when no proxy is trusted: the scheme stays http', async () => {
    for (const path of PATHS) {
      const forged = await fetch(`${direct.url}${path}`, { headers: TLS_AT_THE_INGRESS });
      expect(forged.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('marks every cookie Secure over a trusted TLS hop and leaves plain-HTTP and untrusted answers as they were', async () => {
    // The platform sets no cookie of its own (its session is in browser storage), so a route that does stands in.
    const serve = async (trustProxy: ReturnType<typeof trustProxyFrom>) => {
      const app = Fastify({ trustProxy: typeof trustProxy === 'object' ? [...trustProxy] : false });
      await app.register(secureCookies);
      app.get('/cookies', async (_request, reply) =>
        reply.header('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Secure; SameSite=Lax']).send({ ok: true }),
      );
      return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    };
    const trusted = await serve(trustProxyFrom('127.0.0.1'));
    const untrusted = await serve(trustProxyFrom(undefined));
    try {
      const overTls = (await fetch(`${trusted.url}/cookies`, { headers: TLS_AT_THE_INGRESS })).headers.getSetCookie();
      expect(overTls).toEqual(['a=1; Path=/; HttpOnly; Secure', 'b=2; Secure; SameSite=Lax']);
      const plain = (await fetch(`${trusted.url}/cookies`)).headers.getSetCookie();
      expect(plain).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Secure; SameSite=Lax']);
      const forged = (await fetch(`${untrusted.url}/cookies`, { headers: TLS_AT_THE_INGRESS })).headers.getSetCookie();
      expect(forged).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Secure; SameSite=Lax']);
    } finally {
      await Promise.all([trusted.app.close(), untrusted.app.close()]);
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, and refuses anything else in one line', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom('10.0.0.0/8, fd00::/8,192.168.1.4')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.168.1.4']);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY=true is not a hop count/);
    expect(() => trustProxyFrom('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" is neither/);
  });
});
