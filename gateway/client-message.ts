import { z } from 'zod';
import type { ClientMessage } from '../domain/realtime/protocol';

// Runtime shape of domain/realtime/protocol.ts ClientMessage. Extra fields are tolerated because
// spec 1 §7 relays subscription commands with userId, jobFairId and organizationId beside them.
const checkpoint = z.string().regex(/^\d+:\d+$/, 'lastCheckpoint must look like "<number>:<number>"');
const props = z.record(z.string(), z.string());
const nullableId = z.string().nullable();

const clientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), subscriptionName: z.string(), props: props.default({}) }),
  z.object({ action: z.literal('unsubscribe'), subscriptionName: z.string(), props: props.default({}) }),
  z.object({ action: z.literal('resync'), lastCheckpoint: checkpoint }),
  z.object({ action: z.literal('setUserId'), userId: z.string(), jobFairId: nullableId, organizationId: nullableId }),
  z.object({ action: z.literal('ping'), userId: z.string(), jobFairId: nullableId, role: z.string(), boothId: z.string().optional() }),
  z.object({ action: z.literal('loginCount'), userId: z.string(), jobFairId: z.string(), role: z.string(), boothId: z.string().nullish() }),
  z.object({ action: z.literal('signal'), jobFairId: z.guid(), sessionId: z.guid(), payload: z.unknown() }),
  z.object({ action: z.literal('authenticate'), token: z.string().min(1).max(8192) }),
]);

/** Subscription names are checked against the catalog, not here, so unknown names get their own error. */
export type ParsedClientMessage = z.output<typeof clientMessageSchema>;
// Compile-time guard: every protocol message is accepted by the schema.
true satisfies ClientMessage extends z.input<typeof clientMessageSchema> ? true : false;

export const ACTIONS = clientMessageSchema.options.map((option) => option.shape.action.value);

export type ParseResult = { ok: true; message: ParsedClientMessage } | { ok: false; error: string };

export const parseClientMessage = (frame: string): ParseResult => {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { ok: false, error: 'Malformed message: not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, error: 'Malformed message: expected a JSON object' };
  const action = (json as { action?: unknown }).action;
  if (typeof action !== 'string' || !ACTIONS.includes(action as (typeof ACTIONS)[number]))
    return { ok: false, error: `Unknown action '${String(action)}'; expected one of ${ACTIONS.join(', ')}` };
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: `Invalid '${action}' message: ${describeIssues(parsed.error)}` };
  return { ok: true, message: parsed.data };
};

export const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
