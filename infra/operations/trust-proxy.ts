import { isIP } from 'node:net';
import { StartFailure } from '../start-failure';

/** What fastify's `trustProxy` takes from TRUST_PROXY: nobody, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | readonly string[];

const isAddressOrRange = (item: string) => {
  const [address, bits, ...rest] = item.split('/');
  if (rest.length > 0 || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: whose X-Forwarded-Proto / -For / -Host the platform believes. Unset, nobody's: a client
 * talking to the platform directly cannot make it think the request came over TLS (and so cannot earn HSTS
 * or a changed scheme in links). Behind a TLS-terminating ingress, give the ingress' addresses or ranges
 * (`10.0.0.0/8,fd00::/8`) or the number of proxies in front (`1`); `true` (trust anyone) is refused on purpose.
 */
export const trustProxyFrom = (value: string | undefined): TrustProxy => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = items.find((item) => !isAddressOrRange(item));
  if (wrong !== undefined)
    throw new StartFailure(
      `TRUST_PROXY=${text} is not a hop count or a list of addresses: give the ingress' addresses or ranges (e.g. TRUST_PROXY=10.0.0.0/8) or the number of proxies in front (TRUST_PROXY=1); "${wrong}" is neither.`,
    );
  return items;
};
