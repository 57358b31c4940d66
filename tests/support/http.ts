import type { TestUser } from './api';
import { createReadAfter } from './read-after';

/** One observer per API address: its reads wait for every answer it saw (read-after.ts). */
const observers = new Map<string, ReturnType<typeof createReadAfter>>();
const observerOf = (address: string) => observers.get(address) ?? observers.set(address, createReadAfter()).get(address)!;

export type HttpAnswer = {
  status: number;
  body: { isSuccess: boolean; data: any; errors: { field?: string; message: string; code?: string }[] } | null;
  headers: Headers;
  text: string;
};

/**
 * Real HTTP to a listening API as a signed-in user (JSON in, the envelope out when the answer is JSON).
 * `under` prefixes every path, e.g. `/jobfairs/${jobFairId}` for a test that only calls one fair's routes.
 */
export const httpAs =
  (address: string, under = '') =>
  async (user: TestUser, method: string, path: string, body?: unknown): Promise<HttpAnswer> => {
    const observer = observerOf(address);
    const response = await fetch(`${address}/api${under}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.token}`,
        ...observer.headersFor(method),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    observer.answered(response.headers.get(observer.header));
    const text = await response.text();
    return {
      status: response.status,
      body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null,
      headers: response.headers,
      text,
    };
  };

/** Real HTTP upload of a raw body (files, resumes) with its content type and X-File-Name. */
export const uploadAs =
  (address: string) => async (user: TestUser, path: string, content: Buffer, contentType: string, fileName: string) => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType, 'x-file-name': encodeURIComponent(fileName) },
      body: new Uint8Array(content),
    });
    return { status: response.status, body: (await response.json()) as { data: any } };
  };

/** Real HTTP to a listening API with a bearer token (none when empty): the envelope's data, or a thrown error saying what failed. */
export const envelopeDataOf = async (address: string, method: string, path: string, token: string, body?: unknown): Promise<any> => {
  const observer = observerOf(address);
  const response = await fetch(`${address}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...observer.headersFor(method),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  observer.answered(response.headers.get(observer.header));
  const envelope = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
};
