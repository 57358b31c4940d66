import { request, type RequestOptions } from 'node:http';

/** An HTTP answer: status 0 when none came, with the network error's code; `data` is the envelope's data, or null. */
export type JsonAnswer = Readonly<{ status: number; data: any; failure?: string }>;

const failed = (error: NodeJS.ErrnoException): JsonAnswer => ({ status: 0, data: null, failure: error.code ?? error.message });

/** How a request leaves: through a keep-alive agent (the load), or from a browser's own address (an arrival). */
export type Via = Pick<RequestOptions, 'agent' | 'localAddress'>;

/** Sends `body` (when given) as JSON and reads the answer's `data` (spec 2 envelope). */
export const sendJson = (via: Via, url: string, method: string, body: unknown, headers: Record<string, string>): Promise<JsonAnswer> =>
  new Promise((resolve) => {
    const payload = body === undefined ? null : JSON.stringify(body);
    const sent = request(
      url,
      {
        ...via,
        method,
        headers:
          payload === null ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          try {
            resolve({ status, data: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown }).data ?? null });
          } catch {
            resolve({ status, data: null });
          }
        });
        response.on('error', (error) => resolve(failed(error)));
      },
    );
    sent.on('error', (error) => resolve(failed(error)));
    sent.end(payload ?? undefined);
  });
