import type { AuditOrder } from './audit-filter';

// The console pages by keyset: the cursor is the last position shown and the order it was read in, so
// a page costs an index range scan from that position whatever the log's size, and events appended
// between two pages never repeat a line nor shift one (an offset would).

export type AuditCursor = Readonly<{ position: bigint; order: AuditOrder }>;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export const encodeAuditCursor = ({ position, order }: AuditCursor): string => toBase64Url(`${order}:${position}`);

/** null for anything not made by encodeAuditCursor, or made for the other order (the route answers 400). */
export const decodeAuditCursor = (cursor: string, order: AuditOrder): AuditCursor | null => {
  if (!/^[A-Za-z0-9_-]{1,60}$/.test(cursor)) return null;
  let text: string;
  try {
    text = fromBase64Url(cursor);
  } catch {
    return null;
  }
  const match = /^(asc|desc):(\d{1,19})$/.exec(text);
  if (!match || match[1] !== order) return null;
  const position = BigInt(match[2]!);
  return position <= 9223372036854775807n ? { position, order } : null;
};
