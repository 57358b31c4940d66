import fp from 'fastify-plugin';
import { ValidationFailed } from '../../../domain/shared/errors';

// C0 controls but tab, line feed and carriage return (multi-line texts keep them), and DEL. Postgres text
// cannot hold NUL at all, and no field of the spec means any of the others.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

type Part = Readonly<{ value: unknown; path: string }>;

/**
 * The first string (or object key) in a parsed request part holding a control character, named by its
 * path. Walked with an explicit stack: a hostile, deeply nested body must not overflow the call stack.
 */
export const findControlCharacter = (value: unknown, root: string): string | null => {
  const stack: Part[] = [{ value, path: root }];
  for (let part = stack.pop(); part !== undefined; part = stack.pop()) {
    if (typeof part.value === 'string') {
      if (CONTROL_CHARACTER.test(part.value)) return part.path;
    } else if (Array.isArray(part.value)) {
      part.value.forEach((item, index) => stack.push({ value: item, path: `${part.path}.${index}` }));
    } else if (part.value !== null && typeof part.value === 'object' && !Buffer.isBuffer(part.value)) {
      for (const [key, item] of Object.entries(part.value)) {
        if (CONTROL_CHARACTER.test(key)) return part.path;
        stack.push({ value: item, path: `${part.path}.${key}` });
      }
    }
  }
  return null;
};

/**
 * Refuses a control character anywhere in the path parameters, query string or JSON body with a 400
 * naming the field, before any schema or route sees it: one rule for every route instead of one per schema.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [root, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const at = findControlCharacter(value, root);
        if (at === null) continue;
        const field = at.includes('.') ? at.slice(at.indexOf('.') + 1) : at;
        throw new ValidationFailed([{ field, message: `${field} must not contain control characters` }]);
      }
    });
  },
  { name: 'control-characters' },
);
