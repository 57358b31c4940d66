import { describe, expect, it } from 'vitest';
import { decodeAuditCursor, encodeAuditCursor } from '../../domain/audit/audit-cursor';

// The console's keyset cursor (docs/audit.md): what the API hands out it takes back, in the order it was
// made for; anything else is refused (the route answers 400). Stability under inserts is a property of
// the keyset query and is tested over HTTP (tests/command-api/audit.int.test.ts).

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('the audit cursor', () => {
  it('decodes what it encoded, in either order, up to the largest position', () => {
    for (const order of ['asc', 'desc'] as const)
      for (const position of [0n, 1n, 123_456_789n, 9_223_372_036_854_775_807n])
        expect(decodeAuditCursor(encodeAuditCursor({ position, order }), order)).toEqual({ position, order });
  });

  it('is opaque and URL-safe', () => {
    const cursor = encodeAuditCursor({ position: 9_223_372_036_854_775_807n, order: 'desc' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('9223372036854775807');
  });

  it('refuses a cursor made for the other order', () => {
    expect(decodeAuditCursor(encodeAuditCursor({ position: 42n, order: 'desc' }), 'asc')).toBeNull();
    expect(decodeAuditCursor(encodeAuditCursor({ position: 42n, order: 'asc' }), 'desc')).toBeNull();
  });

  it('refuses forged cursors', () => {
    const forged = [
      '',
      'not*a*cursor',
      '42',
      base64url('desc:'),
      base64url('desc:-1'),
      base64url('desc:1e3'),
      base64url('desc:12 '),
      base64url('DESC:12'),
      base64url('sideways:12'),
      base64url('desc:12;drop table audit_events'),
      // One past the largest bigint position Postgres holds.
      base64url('desc:9223372036854775808'),
      base64url(`desc:${'9'.repeat(20)}`),
      'A'.repeat(61),
      `${encodeAuditCursor({ position: 1n, order: 'desc' })}=`,
    ];
    for (const cursor of forged) expect(decodeAuditCursor(cursor, 'desc'), cursor).toBeNull();
  });
});
