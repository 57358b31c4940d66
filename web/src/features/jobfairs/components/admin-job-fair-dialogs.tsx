import { Dialog, DialogBody } from '@blueprintjs/core';
import { showToast } from '../../../lib/toaster';
import { useCreateJobFair } from '../api/create-job-fair';
import { useUpdateJobFair } from '../api/update-job-fair';
import { ADMIN_JOB_FAIR_TEXTS as T } from '../admin-job-fair-texts';
import { jobFairValues, newJobFairValues } from '../job-fair-form-values';
import type { JobFair } from '../job-fair-types';
import { JobFairForm } from './job-fair-form';

type AdminJobFairDialogsProps = Readonly<{
  orgId: string | undefined;
  organizationName: string;
  creating: boolean;
  editing: JobFair | null;
  onCloseCreate: () => void;
  onCloseEdit: () => void;
}>;

/** spec 3 §2.2: the admin's create and edit dialogs around the job fair form (a fair may start in the past here). */
export const AdminJobFairDialogs = ({
  orgId,
  organizationName,
  creating,
  editing,
  onCloseCreate,
  onCloseEdit,
}: AdminJobFairDialogsProps) => {
  const update = useUpdateJobFair();
  const create = useCreateJobFair();
  return (
    <>
      <Dialog isOpen={creating} onClose={onCloseCreate} title={T.createTitle} className="job-fair-dialog">
        {creating && orgId && (
          <DialogBody>
            <JobFairForm
              mode="create"
              initialValues={newJobFairValues(organizationName, new Date())}
              mayStartInPast
              onSubmit={async (form) => {
                await create.mutateAsync({ organizationId: orgId, form });
                onCloseCreate();
                showToast({ message: T.created, intent: 'success', icon: 'tick' });
              }}
            />
          </DialogBody>
        )}
      </Dialog>
      <Dialog isOpen={editing !== null} onClose={onCloseEdit} title={T.editTitle} className="job-fair-dialog">
        {editing && orgId && (
          <DialogBody>
            <JobFairForm
              key={editing.id}
              mode="edit"
              initialValues={jobFairValues(editing)}
              mayStartInPast
              onSubmit={async (form) => {
                await update.mutateAsync({ organizationId: orgId, jobFairId: editing.id, form });
                onCloseEdit();
                showToast({ message: T.updated, intent: 'success', icon: 'tick' });
              }}
            />
          </DialogBody>
        )}
      </Dialog>
    </>
  );
};
