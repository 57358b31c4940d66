import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../web/src/app/route-guard';
import { mainOrigin, sponsorSubdomainOf } from '../../web/src/lib/platform-host';

// spec 1 §2.1 and spec 3 §2.3: the host decides between the platform and a sponsor's site; PLATFORM_DOMAIN is
// the base the first-label rule applies under.
describe('sponsor subdomain of a host', () => {
  it.each([
    ['localhost', 'localhost', null],
    ['www.localhost', 'localhost', null],
    ['acme.localhost', 'localhost', 'acme'],
    ['ACME.localhost.', 'localhost', 'acme'],
    ['127.0.0.1', 'localhost', null],
    ['[::1]', 'localhost', null],
    ['jobfair.example.com', 'jobfair.example.com', null],
    ['www.jobfair.example.com', 'jobfair.example.com', null],
    ['acme.jobfair.example.com', 'jobfair.example.com', 'acme'],
    // Outside the platform's domain the spec's rule applies to the host as it stands.
    ['acme.jobfair.example.com', 'localhost', 'acme'],
    ['www.jobfair.example.com', 'localhost', null],
  ])('%s under %s serves sponsor %s', (host, base, subdomain) => expect(sponsorSubdomainOf(host, base)).toBe(subdomain));
});

describe('the main host seen from a sponsor host', () => {
  const at = (hostname: string, port = '') => ({ protocol: 'http:', hostname, port });

  it('drops the sponsor label and keeps scheme and port', () => {
    expect(mainOrigin(at('acme.localhost', '3000'), 'localhost')).toBe('http://localhost:3000');
    expect(mainOrigin({ protocol: 'https:', hostname: 'acme.jobfair.example.com', port: '' }, 'jobfair.example.com')).toBe(
      'https://jobfair.example.com',
    );
  });

  it('is the host itself on the main host', () => {
    expect(mainOrigin(at('localhost', '3000'), 'localhost')).toBe('http://localhost:3000');
    expect(mainOrigin(at('www.jobfair.example.com'), 'jobfair.example.com')).toBe('http://www.jobfair.example.com');
  });
});

describe('routing under a configured platform domain', () => {
  const route = (pathname: string, hostname: string, roles: string[] | null = null) =>
    resolveRoute({ pathname, hostname, roles, platformDomain: 'jobfair.example.com' });

  it('treats the platform domain itself as the main host', () => {
    expect(route('/home', 'jobfair.example.com')).toBeNull();
    expect(route('/jobfairs', 'jobfair.example.com')).toBe('/auth/login');
  });

  it('serves the sponsor pages on a subdomain, for anyone, and sends every other path to /jobfairs', () => {
    for (const path of ['/jobfairs', '/client-invite', '/home']) expect(route(path, 'acme.jobfair.example.com')).toBeNull();
    expect(route('/client-invite', 'acme.jobfair.example.com', ['Admin'])).toBeNull();
    for (const path of ['/', '/auth/login', '/admin/companies', '/job-seeker/organizations/a/jobfairs/b'])
      expect(route(path, 'acme.jobfair.example.com', ['Applicant'])).toBe('/jobfairs');
  });
});
