import { z } from 'zod';
import type { ApiError } from '../../domain/http/envelope';

// Builders and schemas of the answer envelope (domain/http/envelope.ts), so no route spells it by hand.
// Both shapes are Envelope<T>; the literal isSuccess lets route handlers type-check against their schemas.
export type Success<T> = { isSuccess: true; data: T; errors: ApiError[] };
export type Failure = { isSuccess: false; data: null; errors: ApiError[] };

export const success = <T>(data: T): Success<T> => ({ isSuccess: true, data, errors: [] });
export const failure = (errors: ApiError[]): Failure => ({ isSuccess: false, data: null, errors });

export const apiErrorSchema = z.object({ field: z.string().optional(), message: z.string(), code: z.string().optional() });

/** The 2xx answer schema of a route, for serialisation and OpenAPI. */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ isSuccess: z.literal(true), data, errors: z.array(apiErrorSchema) });

export const failureSchema = z.object({ isSuccess: z.literal(false), data: z.null(), errors: z.array(apiErrorSchema) });

const FAILURE_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed or breaks a validation rule; errors name the fields',
  401: 'No access token, or an invalid, expired or signed-out one',
  403: "The caller's role or organization may not do this",
  404: 'No such resource',
  409: 'A business rule refused the command',
  413: 'The body is too large',
  415: 'Unsupported Content-Type',
  429: 'Too many requests',
  503: 'A capability this server was started without',
};

/** Failure answers a route documents in OpenAPI; every status uses the same envelope. */
export const failures = (...statuses: (keyof typeof FAILURE_DESCRIPTIONS)[]) =>
  Object.fromEntries(statuses.map((status) => [status, failureSchema.describe(FAILURE_DESCRIPTIONS[status]!)]));

export const uuidParam = (name: string) => z.guid(`${name} must be a valid UUID`);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_ID_LIST = 500;

/**
 * A comma-separated list of UUIDs in a query string (`?ids=a,b`), checked before it reaches a query:
 * a non-UUID there reached Postgres as a uuid and answered 500. Blanks around commas are allowed.
 */
export const uuidListQuery = (name: string) =>
  z
    .string()
    .max(MAX_ID_LIST * 38, `${name} may list at most ${MAX_ID_LIST} ids`)
    .refine((value) => value.split(',').length <= MAX_ID_LIST, `${name} may list at most ${MAX_ID_LIST} ids`)
    .refine((value) => value.split(',').every((id) => GUID.test(id.trim())), `${name} must be a comma-separated list of valid UUIDs`)
    .describe('Comma-separated UUIDs');
