import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-error';
import { createHttpClient } from '../../web/src/lib/http-client';

// The HTTP client against a real local server: envelope, token, retries (spec 1 §7) and 401.
type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let seen: IncomingMessage[] = [];

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};
const envelope = (data: unknown) => ({ isSuccess: true, data, errors: [] });
const failure = (...errors: { field?: string; message: string; code?: string }[]) => ({ isSuccess: false, data: null, errors });
const dropConnection: Handler = (request) => request.socket.destroy();

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request);
    const handler = handlers.shift() ?? ((_request, res) => json(res, 500, failure({ message: 'no handler left' })));
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  handlers = [];
  seen = [];
});

const client = (token: string | null = 'secret-token') => {
  const delays: number[] = [];
  let unauthorized = 0;
  const http = createHttpClient({
    baseUrl,
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized += 1;
    },
    retryBaseDelayMs: 10,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { http, delays, unauthorized: () => unauthorized };
};

describe('http client', () => {
  it('sends the bearer token and JSON body and unwraps the envelope', async () => {
    handlers.push((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => json(response, 200, envelope({ echoed: JSON.parse(body) })));
    });
    const { http } = client();
    await expect(http.put('/organizations/o1', { city: 'Boston' })).resolves.toEqual({ echoed: { city: 'Boston' } });
    expect(seen[0]?.headers.authorization).toBe('Bearer secret-token');
    expect(seen[0]?.url).toBe('/api/organizations/o1');
    expect(seen[0]?.method).toBe('PUT');
  });

  it('leaves the token off public calls', async () => {
    handlers.push((_request, response) => json(response, 200, envelope({ now: '2026-06-10T12:00:00.000Z' })));
    await client().http.get('/time', { auth: false });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('retries 429 with exponential delay and returns the eventual answer', async () => {
    handlers.push(
      (_request, response) => json(response, 429, failure({ message: 'slow down' })),
      (_request, response) => json(response, 429, failure({ message: 'slow down' })),
      (_request, response) => json(response, 200, envelope(['fair'])),
    );
    const { http, delays } = client();
    await expect(http.get('/organizations/o1/jobfairs')).resolves.toEqual(['fair']);
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([10, 20]);
  });

  it('gives up after 3 retries of a network error with a network ApiError', async () => {
    handlers.push(dropConnection, dropConnection, dropConnection, dropConnection);
    const { http, delays } = client();
    const error = await http.get('/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(seen).toHaveLength(4);
    expect(delays).toEqual([10, 20, 40]);
  });

  it("resends a request's own headers on every retry of a 503 (an enter's Idempotency-Key)", async () => {
    handlers.push(
      (_request, response) => json(response, 503, failure({ message: 'briefly unavailable' }), { 'Retry-After': '2' }),
      (_request, response) => json(response, 201, envelope({ id: 'entry-1' })),
    );
    const { http } = client();
    await expect(http.post('/queue', { answers: [] }, { headers: { 'Idempotency-Key': 'key-1' } })).resolves.toEqual({ id: 'entry-1' });
    expect(seen.map((request) => request.headers['idempotency-key'])).toEqual(['key-1', 'key-1']);
  });

  it('recovers when the network comes back before the retries run out', async () => {
    handlers.push(dropConnection, (_request, response) => json(response, 200, envelope({ ok: true })));
    await expect(client().http.get('/auth/me')).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('honours a short Retry-After when it is longer than the backoff', async () => {
    handlers.push(
      (_request, response) => json(response, 429, failure({ message: 'slow down' }), { 'Retry-After': '2' }),
      (_request, response) => json(response, 200, envelope(null)),
    );
    const { http, delays } = client();
    await http.post('/auth/sign-in', { email: 'a@b.co', password: 'x' }, { auth: false });
    expect(delays).toEqual([2000]);
  });

  it('does not retry a 400 and exposes the field errors and code', async () => {
    handlers.push((_request, response) =>
      json(
        response,
        400,
        failure({ field: 'companyName', message: 'Company Name is required' }, { message: 'Check the form', code: 'VALIDATION' }),
      ),
    );
    const error = (await client()
      .http.put('/organizations/o1', {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(seen).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ companyName: 'Company Name is required' });
    expect(error.formErrors).toEqual(['Check the form']);
    expect(error.message).toBe('Company Name is required');
  });

  it('does not retry a 500', async () => {
    handlers.push((_request, response) => json(response, 500, failure({ message: 'Internal error' })));
    await expect(client().http.get('/organizations/o1')).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(1);
  });

  it('ends the session on a 401 to a signed-in call, but not on a failed sign-in', async () => {
    handlers.push(
      (_request, response) => json(response, 401, failure({ message: 'Session expired', code: 'Unauthenticated' })),
      (_request, response) =>
        json(response, 401, failure({ message: 'Invalid email or password. Please try again.', code: 'NotAuthorizedException' })),
    );
    const { http, unauthorized } = client();
    await expect(http.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized()).toBe(1);
    await expect(http.post('/auth/sign-in', {}, { auth: false })).rejects.toMatchObject({ status: 401, code: 'NotAuthorizedException' });
    expect(unauthorized()).toBe(1);
  });

  it('reads an envelope that says isSuccess false as a failure even with status 200', async () => {
    handlers.push((_request, response) => json(response, 200, failure({ message: 'Failed to get organization' })));
    await expect(client().http.get('/organizations/o1')).rejects.toMatchObject({ status: 200, message: 'Failed to get organization' });
  });
});
