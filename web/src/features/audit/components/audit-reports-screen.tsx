import { Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useOrganizationSearch } from '../../../api/search-organizations';
import { useAuditedJobFairs } from '../api/get-audited-job-fairs';
import { AUDIT_TEXTS } from '../audit-texts';
import '../audit.css';

/** A platform auditor chooses the organization (the first 100 by name, filtered by the search). */
const OrganizationPicker = ({ value, onChange }: { value: string | null; onChange: (organizationId: string | null) => void }) => {
  const [search, setSearch] = useState('');
  const organizations = useOrganizationSearch(search);
  return (
    <div className="audit-reports__picker">
      <FormGroup label={AUDIT_TEXTS.searchOrganizations} labelFor="audit-organization-search">
        <InputGroup id="audit-organization-search" type="search" leftIcon="search" value={search} onValueChange={setSearch} />
      </FormGroup>
      <FormGroup label={AUDIT_TEXTS.organization} labelFor="audit-organization">
        <HTMLSelect id="audit-organization" value={value ?? ''} onChange={(event) => onChange(event.currentTarget.value || null)}>
          <option value="">{AUDIT_TEXTS.chooseOrganization}</option>
          {(organizations.data ?? []).map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.companyName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
};

/**
 * /audit/reports: an auditor's way into the reports. An organization's auditor sees their
 * organization's fairs; a platform auditor (no organization) chooses one first. Each fair opens its fair-wide
 * report, whose booths open their own reports; all read-only (the server refuses auditors every write).
 */
export const AuditReportsScreen = ({ ownOrganizationId }: { ownOrganizationId: string | null }) => {
  const [chosen, setChosen] = useState<string | null>(null);
  const organizationId = ownOrganizationId ?? chosen;
  const fairs = useAuditedJobFairs(organizationId);
  return (
    <main className="audit-page">
      <H2>{AUDIT_TEXTS.reportsTitle}</H2>
      <p>{AUDIT_TEXTS.reportsIntro}</p>
      {ownOrganizationId === null && <OrganizationPicker value={chosen} onChange={setChosen} />}
      {organizationId !== null && (
        <Card className="audit-reports__fairs">
          {fairs.isPending ? (
            <Spinner size={24} />
          ) : fairs.isError ? (
            <Callout intent="danger">{AUDIT_TEXTS.jobFairsFailed}</Callout>
          ) : fairs.data.length === 0 ? (
            <NonIdealState icon="calendar" description={AUDIT_TEXTS.noJobFairs} />
          ) : (
            <HTMLTable compact striped className="audit-table" data-testid="audited-job-fairs">
              <thead>
                <tr>
                  <th scope="col">{AUDIT_TEXTS.jobFair}</th>
                  <th scope="col">{AUDIT_TEXTS.starts}</th>
                  <th scope="col">{AUDIT_TEXTS.report}</th>
                </tr>
              </thead>
              <tbody>
                {fairs.data.map((fair) => (
                  <tr key={fair.id}>
                    <td>{fair.name}</td>
                    <td>{`${fair.startDate} ${fair.startTime} ${fair.timezone}`}</td>
                    <td>
                      <Link
                        to="/audit/reports/$orgId/$jobFairId"
                        params={{ orgId: organizationId, jobFairId: fair.id }}
                        aria-label={AUDIT_TEXTS.openFairReport(fair.name)}
                      >
                        {AUDIT_TEXTS.fairReport}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      )}
    </main>
  );
};
