import { API_BASE, type Envelope } from '../../../domain/http/envelope';
import { CHECKPOINT_HEADER, READ_AFTER_HEADER } from '../../../domain/http/read-your-writes';
import { compareCheckpoints, type Checkpoint } from '../../../domain/shared/event';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { type AttemptOutcome, RETRY_BASE_DELAY_MS, retryDelayMs, shouldRetry } from './retry-policy';

// The one way the client talks HTTP to the server (spec 1 §7): bearer token, envelope unwrapped into
// data or an ApiError, retries with exponential delay, and "signed out" on a 401. Read-your-writes
// (docs/read-side.md "Read your writes"): the newest X-Checkpoint a command was answered goes back as
// X-Read-After on every GET, so the read waits for this client's own writes on whichever API process it reaches.

export type HttpClientOptions = Readonly<{
  /** Prefix of every path; absolute in tests, '/api' (same origin) in the browser. */
  baseUrl?: string;
  getToken: () => string | null | undefined;
  /** Called when a request that carried a token is answered 401: the session is over. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
  retryBaseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}>;

export type RequestOptions = Readonly<{
  /** JSON body. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** false for public calls (sign-in, server time): no token is sent and a 401 is just an error. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra headers, sent unchanged on every retry (an Idempotency-Key makes a retried command safe). */
  headers?: Readonly<Record<string, string>>;
}>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A command's answer with where it stands in the event log (X-Checkpoint; null when it wrote nothing). */
export type WrittenAnswer<T> = Readonly<{ data: T; checkpoint: Checkpoint | null }>;

export type HttpClient = Readonly<{
  request: <T>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  /** A command whose caller needs its checkpoint (to keep rows written ahead of the live lists). */
  write: <T>(method: Exclude<HttpMethod, 'GET'>, path: string, options?: RequestOptions) => Promise<WrittenAnswer<T>>;
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
}>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const withQuery = (url: string, query: RequestOptions['query']): string => {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${url}?${text}` : url;
};

/** Turns an answer into data or an ApiError; shared with the XMLHttpRequest upload. */
export const unwrapEnvelope = <T>(status: number, payload: unknown): T => {
  const envelope = isEnvelope(payload) ? (payload as Envelope<T>) : null;
  if (status >= 200 && status < 300 && envelope?.isSuccess !== false) return (envelope ? envelope.data : payload) as T;
  throw new ApiError(status, envelope?.errors ?? []);
};

const isEnvelope = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'isSuccess' in value &&
  'errors' in value &&
  Array.isArray((value as { errors: unknown }).errors);

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The checkpoint an answer names in X-Checkpoint; anything else is none. */
const checkpointOf = (response: Response): Checkpoint | null => {
  const named = response.headers.get(CHECKPOINT_HEADER);
  if (!named) return null;
  try {
    compareCheckpoints(named, named);
    return named;
  } catch {
    return null;
  }
};

export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const baseUrl = options.baseUrl ?? API_BASE;
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const baseDelay = options.retryBaseDelayMs ?? RETRY_BASE_DELAY_MS;
  /** The newest checkpoint this client's commands were answered: its reads wait for it. */
  let lastWritten: Checkpoint | null = null;
  const answered = (response: Response): Checkpoint | null => {
    const checkpoint = checkpointOf(response);
    if (checkpoint !== null && (lastWritten === null || compareCheckpoints(checkpoint, lastWritten) > 0)) lastWritten = checkpoint;
    return checkpoint;
  };

  const send = async <T>(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<WrittenAnswer<T>> => {
    const { body, query, auth = true, signal } = requestOptions;
    const token = auth ? options.getToken() : null;
    const headers: Record<string, string> = { ...requestOptions.headers, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (method === 'GET' && lastWritten !== null) headers[READ_AFTER_HEADER] = lastWritten;
    const url = withQuery(`${baseUrl}${path}`, query);
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal };

    for (let retriesDone = 0; ; retriesDone += 1) {
      let outcome: AttemptOutcome;
      let response: Response | null = null;
      try {
        response = await fetchImpl(url, init);
        outcome = { kind: 'status', status: response.status, retryAfter: response.headers.get('Retry-After') };
      } catch (error) {
        if (signal?.aborted) throw error;
        outcome = { kind: 'network' };
      }

      if (response && response.ok) {
        const checkpoint = answered(response);
        return { data: unwrapEnvelope<T>(response.status, await readJson(response)), checkpoint };
      }
      if (shouldRetry(outcome, retriesDone)) {
        if (response) await response.body?.cancel();
        await sleep(retryDelayMs(retriesDone, outcome, baseDelay));
        continue;
      }
      if (!response) throw new ApiError(NETWORK_ERROR_STATUS, [], 'Network error');
      if (response.status === 401 && token) options.onUnauthorized();
      return { data: unwrapEnvelope<T>(response.status, await readJson(response)), checkpoint: answered(response) };
    }
  };
  const request = async <T>(method: HttpMethod, path: string, requestOptions?: RequestOptions): Promise<T> =>
    (await send<T>(method, path, requestOptions)).data;

  return {
    request,
    write: (method, path, requestOptions) => send(method, path, requestOptions),
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),
  };
};
