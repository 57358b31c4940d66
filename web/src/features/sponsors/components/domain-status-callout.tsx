import { Callout, type Intent } from '@blueprintjs/core';
import type { SubdomainStatus } from '../../../../../domain/sponsor/subdomain-status';
import { DOMAIN_STATUS_TEXTS, SPONSOR_TEXTS as T } from '../sponsor-texts';

type DomainStatusCalloutProps = Readonly<{
  host: string;
  /** null while the first answer for this subdomain is on its way. */
  status: SubdomainStatus | null;
  failed: boolean;
  empty: boolean;
}>;

const intentOf = (status: SubdomainStatus | null, failed: boolean): Intent =>
  failed ? 'danger' : status === 'AVAILABLE' ? 'success' : status === null ? 'none' : 'warning';

/** spec 3 §2.2: the modal's 'Domain status' alert, refreshed by the 5-second poll. */
export const DomainStatusCallout = ({ host, status, failed, empty }: DomainStatusCalloutProps) => (
  <Callout title={T.domainStatus} intent={intentOf(status, failed)} role="status" aria-live="polite" className="sponsor-domain-status">
    {empty ? (
      T.enterSubdomain
    ) : failed ? (
      T.failedToGetStatus
    ) : (
      <>
        <strong>{host}</strong>: {status ?? T.checking}
        {status && <div>{DOMAIN_STATUS_TEXTS[status]}</div>}
      </>
    )}
  </Callout>
);
