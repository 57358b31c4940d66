import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../infra/platform';
import { startTestPlatform } from '../support/platform';

// /metrics over real HTTP: the demo's loopback rule, the bearer token, and the internal port of its own.
const TOKEN = 'scrape-secret-for-this-test';
let demo: Platform;
let withToken: Platform;
let ownPort: Platform;
beforeAll(async () => {
  [demo, withToken, ownPort] = await Promise.all([
    startTestPlatform('ops_metrics_demo', { seed: false, metrics: {} }),
    startTestPlatform('ops_metrics_token', { seed: false, metrics: { token: TOKEN } }),
    startTestPlatform('ops_metrics_port', { seed: false, metrics: { token: TOKEN, port: 0 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([demo?.close(), withToken?.close(), ownPort?.close()]);
});

const scrape = (url: string, authorization?: string) => fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('answers a scraper on the same machine in the demo, as before', async () => {
    expect(demo.metricsUrl).toBeNull();
    const answer = await scrape(demo.url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('# TYPE projection_lag gauge');
  });

  it('asks for the bearer token with METRICS_TOKEN: 401 without it or with another, 200 with it', async () => {
    expect((await scrape(withToken.url)).status).toBe(401);
    expect((await scrape(withToken.url, 'Bearer wrong-secret')).status).toBe(401);
    expect((await scrape(withToken.url, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(withToken.url, TOKEN)).status).toBe(401);
    const answer = await scrape(withToken.url, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers only on its own port with METRICS_PORT, not on the public one, and still asks for the token', async () => {
    expect(ownPort.metricsUrl).not.toBeNull();
    expect(ownPort.metricsUrl).not.toBe(ownPort.url);
    expect((await scrape(ownPort.url, `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await scrape(ownPort.metricsUrl!)).status).toBe(401);
    const answer = await scrape(ownPort.metricsUrl!, `Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('# TYPE events_appended_total counter');
    // The internal port serves nothing else: no API, no web client, no health the ingress could route.
    expect((await fetch(`${ownPort.metricsUrl}/api/public/identity-config`)).status).toBe(404);
    expect((await fetch(`${ownPort.url}/healthz`)).status).toBe(200);
  });
});
