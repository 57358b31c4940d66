import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../support/api';

// The headers of every answer, uploads served as what their bytes are, /metrics closed.
let api: TestApi;
let withToken: TestApi;
beforeAll(async () => {
  api = await buildTestApi('api_security_headers');
  withToken = await buildTestApi('api_metrics_token', { metricsToken: 'scrape-secret' });
});
afterAll(async () => {
  await api.close();
  await withToken.close();
});

describe('security headers', () => {
  it('sends the policy, framing, sniffing and referrer headers on answers and refusals alike; HSTS only over TLS', async () => {
    for (const url of ['/healthz', '/api/auth/me', '/api/nothing-here']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['strict-transport-security']).toBeUndefined(); // plain HTTP here
    }
  });
});

describe('uploaded files', () => {
  const serve = async (key: string, bytes: Uint8Array, claimed: string) => {
    await api.files.put(key, bytes, { contentType: claimed });
    const url = (await api.files.getSignedUrl(key))!;
    return api.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search });
  };

  it('serves a file as what its bytes are: an HTML page claimed to be a PNG downloads as octet-stream', async () => {
    const response = await serve(
      'employer_logos/o/evil.png',
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      'image/png',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''evil.png");
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'");
  });

  it('shows real images and PDFs inline, and sends Word files as attachments', async () => {
    const png = await serve('employer_logos/o/logo.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'text/html');
    expect([png.headers['content-type'], png.headers['content-disposition']]).toEqual(['image/png', "inline; filename*=UTF-8''logo.png"]);
    const pdf = await serve('resumes/u/cv.pdf', new TextEncoder().encode('%PDF-1.7\n'), 'application/pdf');
    expect(pdf.headers['content-disposition']).toBe("inline; filename*=UTF-8''cv.pdf");
    const docx = await serve('resumes/u/cv.docx', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]), 'application/pdf');
    expect(docx.headers['content-disposition']).toBe("attachment; filename*=UTF-8''cv.docx");
  });
});

describe('/metrics', () => {
  it('answers only on the loopback address without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
  });

  it('asks for the bearer token when one is set, from anywhere', async () => {
    const get = (authorization?: string) =>
      withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: authorization ? { authorization } : {},
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get('Bearer wrong-secret')).statusCode).toBe(401);
    expect((await get('Bearer scrape-secret')).statusCode).toBe(200);
  });
});
