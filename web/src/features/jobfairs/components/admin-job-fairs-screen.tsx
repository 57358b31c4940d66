import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  HTMLSelect,
  Icon,
  InputGroup,
  NonIdealState,
  SegmentedControl,
  Spinner,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toaster';
import { useCreateJobFair } from '../api/create-job-fair';
import { useJobFairs } from '../api/get-job-fairs';
import { useOrganizationSearch } from '../api/search-organizations';
import { useSetJobFairActivation } from '../api/set-job-fair-activation';
import { useUpdateJobFair } from '../api/update-job-fair';
import { ADMIN_JOB_FAIR_TEXTS as T } from '../admin-job-fair-texts';
import { formatFairDate, formatFairTime } from '../job-fair-format';
import { jobFairValues, newJobFairValues } from '../job-fair-form-values';
import { sortByStart } from '../job-fair-selection';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';
import type { JobFair } from '../job-fair-types';
import { JobFairForm } from './job-fair-form';

type Filter = 'all' | 'activated' | 'notActivated';
type AdminJobFairsScreenProps = Readonly<{ orgId: string | undefined; onOrgChange: (orgId: string | undefined) => void }>;

/** The job seeker onboarding link of a fair, on this (public) host (spec 3 §2.2). */
export const onboardingLink = (fair: Pick<JobFair, 'companyId' | 'id'>, origin: string) =>
  `${origin}/job-seeker/organizations/${fair.companyId}/jobfairs/${fair.id}`;

/** spec 3 §2.2: /admin/jobfairs — organization select, filter, cards, activation and editing by a platform admin. */
export const AdminJobFairsScreen = ({ orgId, onOrgChange }: AdminJobFairsScreenProps) => {
  const [search, setSearch] = useState('');
  const organizations = useOrganizationSearch(search);
  const fairs = useJobFairs(orgId ?? null);
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<JobFair | null>(null);
  const [creating, setCreating] = useState(false);
  const update = useUpdateJobFair();
  const create = useCreateJobFair();
  const organizationName = (organizations.data ?? []).find((organization) => organization.id === orgId)?.companyName ?? '';

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
          {(organizations.data ?? []).map((organization) => (
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
      <Dialog isOpen={creating} onClose={() => setCreating(false)} title={T.createTitle} className="job-fair-dialog">
        {creating && orgId && (
          <DialogBody>
            <JobFairForm
              mode="create"
              initialValues={newJobFairValues(organizationName, new Date())}
              mayStartInPast
              onSubmit={async (form) => {
                await create.mutateAsync({ organizationId: orgId, form });
                setCreating(false);
                showToast({ message: T.created, intent: 'success', icon: 'tick' });
              }}
            />
          </DialogBody>
        )}
      </Dialog>
      <Dialog isOpen={editing !== null} onClose={() => setEditing(null)} title={T.editTitle} className="job-fair-dialog">
        {editing && orgId && (
          <DialogBody>
            <JobFairForm
              key={editing.id}
              mode="edit"
              initialValues={jobFairValues(editing)}
              mayStartInPast
              onSubmit={async (form) => {
                await update.mutateAsync({ organizationId: orgId, jobFairId: editing.id, form });
                setEditing(null);
                showToast({ message: T.updated, intent: 'success', icon: 'tick' });
              }}
            />
          </DialogBody>
        )}
      </Dialog>
    </div>
  );
};

const AdminJobFairCard = ({ fair, onEdit }: { fair: JobFair; onEdit: (fair: JobFair) => void }) => {
  const activation = useSetJobFairActivation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const link = onboardingLink(fair, window.location.origin);
  const paid = fair.paymentStatus === 'Paid';

  return (
    <Card className="admin-job-fair-card" elevation={1} role="article" aria-label={fair.name} data-testid="admin-job-fair-card">
      {paid && <span className="admin-job-fair-card__ribbon">{T.paid}</span>}
      <h3>{fair.name}</h3>
      <dl className="job-fair-card__facts">
        <div>
          <dt>
            <Icon icon="stopwatch" size={12} /> {T.duration}
          </dt>
          <dd>{JOB_FAIR_TEXTS.duration(fair.durationHours, fair.durationMinutes)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="calendar" size={12} /> {T.startDate}
          </dt>
          <dd>{formatFairDate(fair.startDate)}</dd>
        </div>
        <div>
          <dt>
            <Icon icon="time" size={12} /> {T.startTime}
          </dt>
          <dd>
            {formatFairTime(fair.startTime)} {fair.timezone}
          </dd>
        </div>
      </dl>
      {fair.isActivated && (
        <InputGroup
          readOnly
          value={link}
          aria-label={T.onboardingLink}
          rightElement={
            <Button
              variant="minimal"
              icon={copied ? 'tick' : 'duplicate'}
              text={copied ? T.copied : T.copy}
              onClick={() => {
                void navigator.clipboard?.writeText(link).catch(() => undefined);
                setCopied(true);
              }}
            />
          }
        />
      )}
      <div className="admin-job-fair-card__footer">
        <Tag intent={fair.isActivated ? 'success' : 'none'} data-testid="activation-badge">
          {fair.isActivated ? T.activated : T.notActivated}
        </Tag>
        <Button variant="minimal" icon="edit" text={T.edit} onClick={() => onEdit(fair)} />
        <Button
          intent={fair.isActivated ? 'warning' : 'primary'}
          text={fair.isActivated ? T.deactivate : T.activate}
          loading={activation.isPending}
          disabled={!fair.isActivated && !paid}
          onClick={() => activation.mutate({ organizationId: fair.companyId, jobFairId: fair.id, isActivated: !fair.isActivated })}
        />
      </div>
      {activation.isError && (
        <Callout intent="danger" role="alert">
          {activation.error.message}
        </Callout>
      )}
    </Card>
  );
};
