import { Button, Callout, HTMLSelect, InputGroup, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useJobFairs } from '../api/get-job-fairs';
import { useOrganizationSearch } from '../../../api/search-organizations';
import { ADMIN_JOB_FAIR_TEXTS as T } from '../admin-job-fair-texts';
import { sortByStart } from '../job-fair-selection';
import type { JobFair } from '../job-fair-types';
import '../jobfairs.css';
import { AdminJobFairCard } from './admin-job-fair-card';
import { AdminJobFairDialogs } from './admin-job-fair-dialogs';

type Filter = 'all' | 'activated' | 'notActivated';
type AdminJobFairsScreenProps = Readonly<{ orgId: string | undefined; onOrgChange: (orgId: string | undefined) => void }>;

/** spec 3 §2.2: /admin/jobfairs — organization select, filter, cards, activation and editing by a platform admin. */
export const AdminJobFairsScreen = ({ orgId, onOrgChange }: AdminJobFairsScreenProps) => {
  const [search, setSearch] = useState('');
  const organizations = useOrganizationSearch(search);
  const fairs = useJobFairs(orgId ?? null);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<JobFair | null>(null);
  const [creating, setCreating] = useState(false);
  const listed = organizations.data ?? [];
  // The chosen organization stays chosen while typing filters it out of the first 100, or when it is not
  // among them (reached from Companies): its fairs carry its name.
  const chosen = listed.find((organization) => organization.id === orgId);
  const organizationName = chosen?.companyName ?? fairs.data?.[0]?.companyName ?? '';
  const choices = orgId && !chosen ? [{ id: orgId, companyName: organizationName || orgId }, ...listed] : listed;

  const shown = sortByStart(fairs.data ?? []).filter((fair) => filter === 'all' || (filter === 'activated') === fair.isActivated);

  return (
    <div className="page admin-job-fairs">
      <h1>{T.title}</h1>
      <div className="admin-job-fairs__toolbar">
        <InputGroup
          leftIcon="search"
          placeholder={T.searchOrganizations}
          value={search}
          onValueChange={setSearch}
          aria-label={T.searchOrganizations}
        />
        <HTMLSelect
          aria-label={T.organization}
          value={orgId ?? ''}
          onChange={(event) => onOrgChange(event.currentTarget.value || undefined)}
        >
          <option value="">{T.chooseOrganization}</option>
          {choices.map((organization) => (
            <option key={organization.id} value={organization.id}>
              {organization.companyName}
            </option>
          ))}
        </HTMLSelect>
        <SegmentedControl
          aria-label={T.filter}
          value={filter}
          onValueChange={(value) => setFilter(value as Filter)}
          options={[
            { label: T.all, value: 'all' },
            { label: T.activated, value: 'activated' },
            { label: T.notActivated, value: 'notActivated' },
          ]}
        />
        <Button icon="add" intent="primary" text={T.create} disabled={!orgId} onClick={() => setCreating(true)} />
      </div>
      {!orgId ? (
        <NonIdealState icon="office" title={T.noOrganization} />
      ) : fairs.isPending ? (
        <Spinner size={32} />
      ) : fairs.isError ? (
        <Callout intent="danger" role="alert">
          {fairs.error.message}
        </Callout>
      ) : shown.length === 0 ? (
        <NonIdealState icon="calendar" title={T.empty} />
      ) : (
        <div className="admin-job-fairs__list">
          {shown.map((fair) => (
            <AdminJobFairCard key={fair.id} fair={fair} onEdit={setEditing} />
          ))}
        </div>
      )}
      <AdminJobFairDialogs
        orgId={orgId}
        organizationName={organizationName}
        creating={creating}
        editing={editing}
        onCloseCreate={() => setCreating(false)}
        onCloseEdit={() => setEditing(null)}
      />
    </div>
  );
};
