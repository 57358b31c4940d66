import fp from 'fastify-plugin';
import { ValidationFailed } from '../../../domain/shared/errors';

// C0 controls but tab, line feed and carriage return (multi-line texts keep them), and DEL. Postgres text
// cannot hold NUL at all, and no field of the spec means any of the others.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// A UTF-16 surrogate without its other half (JSON's `"\ud800"`) is no character at all: it has no UTF-8
// form, so Postgres refused the event's jsonb and the append answered 500. (String.isWellFormed is ES2024.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, in the words of its 400. */
export type TextFault = 'control characters' | 'lone surrogates';

const faultOf = (text: string): TextFault | null =>
  CONTROL_CHARACTER.test(text) ? 'control characters' : LONE_SURROGATE.test(text) ? 'lone surrogates' : null;

type Part = Readonly<{ value: unknown; path: string }>;

/**
 * The first string (or object key) in a parsed request part that is no storable text, named by its
 * path. Walked with an explicit stack: a hostile, deeply nested body must not overflow the call stack.
 */
export const findUnstorableText = (value: unknown, root: string): { path: string; fault: TextFault } | null => {
  const stack: Part[] = [{ value, path: root }];
  for (let part = stack.pop(); part !== undefined; part = stack.pop()) {
    if (typeof part.value === 'string') {
      const fault = faultOf(part.value);
      if (fault) return { path: part.path, fault };
    } else if (Array.isArray(part.value)) {
      part.value.forEach((item, index) => stack.push({ value: item, path: `${part.path}.${index}` }));
    } else if (part.value !== null && typeof part.value === 'object' && !Buffer.isBuffer(part.value)) {
      for (const [key, item] of Object.entries(part.value)) {
        const fault = faultOf(key);
        if (fault) return { path: part.path, fault };
        stack.push({ value: item, path: `${part.path}.${key}` });
      }
    }
  }
  return null;
};

const MESSAGES: Readonly<Record<TextFault, (field: string) => string>> = {
  'control characters': (field) => `${field} must not contain control characters`,
  'lone surrogates': (field) => `${field} must be valid Unicode text`,
};

/**
 * Refuses a control character or a lone surrogate anywhere in the path parameters, query string or JSON
 * body with a 400 naming the field, before any schema or route sees it: one rule for every route instead
 * of one per schema.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [root, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const found = findUnstorableText(value, root);
        if (found === null) continue;
        const field = found.path.includes('.') ? found.path.slice(found.path.indexOf('.') + 1) : found.path;
        throw new ValidationFailed([{ field, message: MESSAGES[found.fault](field) }]);
      }
    });
  },
  { name: 'control-characters' },
);
