import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { clockStore } from '../../../stores/clock-store';
import { useCreateJobFair } from '../api/create-job-fair';
import { createPaymentLink } from '../api/create-payment-link';
import { useDeleteJobFair } from '../api/delete-job-fair';
import { useJobFairs } from '../api/get-job-fairs';
import { useUpdateJobFair } from '../api/update-job-fair';
import { jobFairValues, newJobFairValues } from '../job-fair-form-values';
import { sortByStart } from '../job-fair-selection';
import { JOB_FAIR_TEXTS } from '../job-fair-texts';
import type { JobFair } from '../job-fair-types';
import '../jobfairs.css';
import { JobFairCard } from './job-fair-card';
import { JobFairForm } from './job-fair-form';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

type JobFairsPanelProps = Readonly<{ organizationId: string; organizationName: string; mayStartInPast: boolean }>;

/**
 * Step 2 of the employer dashboard (spec 1 §2.6, spec 2 §2.4): the organization's job fairs, live from
 * the `jobFairs` subscription, and the form to create one. 'Create & Pay' sends the browser to the
 * payments port's checkout (spec 1 §7 create-payment-link); an UnPaid fair can be paid from its card.
 */
export const JobFairsPanel = ({ organizationId, organizationName, mayStartInPast }: JobFairsPanelProps) => {
  const fairs = useJobFairs(organizationId);
  const create = useCreateJobFair();
  const update = useUpdateJobFair();
  const remove = useDeleteJobFair();
  const [editing, setEditing] = useState<JobFair | null>(null);
  const [deleting, setDeleting] = useState<JobFair | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [createDefaults] = useState(() => newJobFairValues(organizationName, new Date(clockStore.now)));
  const [paymentError, setPaymentError] = useState(false);

  const payFor = async (jobFairId: string) => {
    try {
      const { url } = await createPaymentLink({ organizationId, jobFairId });
      if (!url) throw new Error('No payment link');
      window.location.assign(url);
    } catch {
      setPaymentError(true);
    }
  };

  const list = sortByStart(fairs.data ?? []);

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteFailure(null);
    remove.mutate(
      { organizationId, jobFairId: deleting.id },
      {
        onSuccess: () => setDeleting(null),
        onError: (error) => {
          setDeleting(null);
          setDeleteFailure(isApiError(error) ? error.message : String(error));
        },
      },
    );
  };

  return (
    <div className="job-fairs-panel">
      <section className="job-fairs-panel__list" aria-label={JOB_FAIR_TEXTS.title}>
        {deleteFailure && (
          <Callout intent="danger" role="alert">
            {deleteFailure}
          </Callout>
        )}
        {fairs.isPending ? (
          <Spinner size={32} />
        ) : fairs.isError ? (
          <Callout intent="danger" role="alert">
            {fairs.error.message}
          </Callout>
        ) : list.length === 0 ? (
          <NonIdealState icon="calendar" title={JOB_FAIR_TEXTS.emptyTitle} description={JOB_FAIR_TEXTS.emptyDescription} />
        ) : (
          list.map((fair) => (
            <JobFairCard key={fair.id} fair={fair} onEdit={setEditing} onDelete={setDeleting} onPay={(unpaid) => void payFor(unpaid.id)} />
          ))
        )}
      </section>
      <Card className="job-fairs-panel__form" elevation={1}>
        <h3>{JOB_FAIR_TEXTS.createTitle}</h3>
        <JobFairForm
          mode="create"
          initialValues={createDefaults}
          mayStartInPast={mayStartInPast}
          onSubmit={async (form) => {
            const fair = await create.mutateAsync({ organizationId, form });
            await payFor(fair.id);
          }}
          resetValues={() => newJobFairValues(organizationName, new Date(clockStore.now))}
        />
      </Card>
      <Dialog isOpen={editing !== null} onClose={() => setEditing(null)} title={JOB_FAIR_TEXTS.editTitle} className="job-fair-dialog">
        {editing && (
          <DialogBody>
            <JobFairForm
              key={editing.id}
              mode="edit"
              initialValues={jobFairValues(editing)}
              mayStartInPast={mayStartInPast}
              onSubmit={async (form) => {
                await update.mutateAsync({ organizationId, jobFairId: editing.id, form });
                setEditing(null);
              }}
            />
          </DialogBody>
        )}
      </Dialog>
      <Dialog isOpen={paymentError} onClose={() => setPaymentError(false)} title={JOB_FAIR_TEXTS.paymentErrorTitle} icon="error">
        <DialogBody>
          <p>{JOB_FAIR_TEXTS.paymentErrorMessage}</p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={JOB_FAIR_TEXTS.ok} onClick={() => setPaymentError(false)} />} />
      </Dialog>
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        confirmText={JOB_FAIR_TEXTS.delete}
        cancelText={JOB_FAIR_TEXTS.cancel}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? JOB_FAIR_TEXTS.deleteQuestion(deleting.name) : ''}</p>
      </ConfirmDeleteAlert>
    </div>
  );
};
