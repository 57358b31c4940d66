// spec 1 §2.1 and spec 3 §2.3: a host whose first label is neither www nor localhost is a sponsor's
// subdomain. The platform's own domain (PLATFORM_DOMAIN, default localhost) is the base the rule applies
// to: under jobfair.example.com, the platform itself is jobfair.example.com and www.jobfair.example.com,
// and acme.jobfair.example.com is sponsor "acme". The server writes the domain into index.html
// (<meta name="platform-domain">) so that routing decides synchronously, before any request.

export const DEFAULT_PLATFORM_DOMAIN = 'localhost';

const normalize = (host: string) => host.toLowerCase().replace(/\.$/, '');
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');

/** The platform's domain as the server announced it, or localhost (the Vite dev server announces none). */
export const platformDomain = (): string => {
  const announced =
    typeof document === 'undefined' ? null : document.querySelector('meta[name="platform-domain"]')?.getAttribute('content');
  return normalize(announced?.trim() || DEFAULT_PLATFORM_DOMAIN);
};

/** The sponsor subdomain this host serves, or null on the main host (and on IP addresses). */
export const sponsorSubdomainOf = (hostname: string, base: string = platformDomain()): string | null => {
  const host = normalize(hostname);
  if (isIpAddress(host)) return null;
  const domain = normalize(base);
  const labels = host === domain ? [] : host.endsWith(`.${domain}`) ? host.slice(0, -domain.length - 1).split('.') : host.split('.');
  const first = labels[0] ?? '';
  return first === '' || first === 'www' || first === 'localhost' ? null : first;
};

/**
 * Where the main host's pages are, seen from a sponsor host: acme.localhost:3000 → http://localhost:3000.
 * Links from sponsor pages to sign-in, registration and a fair's job seeker page go there (spec 3 §2.3:
 * the sponsor host serves only its own three pages).
 */
export const mainOrigin = (location: Pick<Location, 'protocol' | 'hostname' | 'port'>, base: string = platformDomain()): string => {
  const host = normalize(location.hostname);
  const port = location.port ? `:${location.port}` : '';
  if (sponsorSubdomainOf(host, base) === null) return `${location.protocol}//${host}${port}`;
  const domain = normalize(base);
  const mainHost = host.endsWith(`.${domain}`) ? domain : host.split('.').slice(1).join('.');
  return `${location.protocol}//${mainHost}${port}`;
};
