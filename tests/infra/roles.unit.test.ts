import { describe, expect, it } from 'vitest';
import { describeRoles, InvalidRoles, rolesFrom, runsEveryRole } from '../../infra/roles/roles';
import { startFailureLine } from '../../infra/start-failure';

describe('ROLE', () => {
  it('is every role when unset, empty or all', () => {
    for (const value of [undefined, '', ' ', 'all', 'ALL']) expect([value, describeRoles(rolesFrom(value))]).toEqual([value, 'all']);
  });

  it('takes a comma-separated list, in any case and order', () => {
    const roles = rolesFrom(' Gateway,api ');
    expect([...roles].sort()).toEqual(['api', 'gateway']);
    expect(runsEveryRole(roles)).toBe(false);
    expect(describeRoles(roles)).toBe('api,gateway');
    expect(runsEveryRole(rolesFrom('scheduler,projector,gateway,api'))).toBe(true);
  });

  it('refuses an unknown role with the one line npm start prints', () => {
    expect(() => rolesFrom('api,worker')).toThrow(InvalidRoles);
    expect(startFailureLine(new InvalidRoles('api,worker'))).toBe(
      'ROLE=api,worker is not a role: use all, or one or more of api, gateway, projector, scheduler separated by commas.',
    );
  });
});
