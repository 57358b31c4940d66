import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../command-api/http/database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

// What node-postgres and knex throw while Postgres is down or restarting, as seen in the outage test.
describe('isDatabaseUnavailable', () => {
  it('recognises lost and refused connections and a server shutting down or starting', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'))).toBe(true);
    // The embedded Postgres's Unix socket file is gone while it is down.
    const socketGone = Object.assign(withCode('connect ENOENT /data/postgres/.s.PGSQL.5432', 'ENOENT'), { syscall: 'connect' });
    expect(isDatabaseUnavailable(socketGone)).toBe(true);
  });

  it('leaves query and programming errors to the 500 path', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    // A missing file is not a missing database.
    expect(
      isDatabaseUnavailable(Object.assign(withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT'), { syscall: 'open' })),
    ).toBe(false);
  });
});
