import { Button, Callout, Dialog, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useDeleteRecruiter } from '../api/delete-recruiter';
import { useRecruiters } from '../../../api/get-recruiters';
import { RECRUITER_TEXTS } from '../recruiter-texts';
import type { OrganizationUser } from '../../../api/get-recruiters';
import '../recruiters.css';
import { type Editing, RecruiterForm } from './recruiter-form';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

type RecruitersPanelProps = Readonly<{ organizationId: string; currentUserId: string }>;

/** spec 1 §5.6: step 3 of the employer dashboard, the organization's recruiters. */
export const RecruitersPanel = ({ organizationId, currentUserId }: RecruitersPanelProps) => {
  const recruiters = useRecruiters(organizationId);
  const remove = useDeleteRecruiter();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<OrganizationUser | null>(null);

  const askDelete = (user: OrganizationUser) => {
    // spec 1 §8.3: own account delete is an alert.
    if (user.id === currentUserId) window.alert(RECRUITER_TEXTS.cannotDeleteOwn);
    else setDeleting(user);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ organizationId, id: deleting.id });
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    }
    setDeleting(null);
  };

  return (
    <div className="recruiters-panel">
      <div className="recruiters-panel__toolbar">
        <Button intent="primary" icon="new-person" text={RECRUITER_TEXTS.add} onClick={() => setEditing({ mode: 'create' })} />
      </div>
      {recruiters.isPending ? (
        <Spinner size={30} />
      ) : recruiters.isError ? (
        <Callout intent="danger" role="alert">
          {recruiters.error.message}
        </Callout>
      ) : recruiters.data.length === 0 ? (
        <NonIdealState icon="people" title={RECRUITER_TEXTS.emptyTitle} description={RECRUITER_TEXTS.emptyDescription} />
      ) : (
        <HTMLTable className="recruiters-panel__table" striped interactive aria-label={RECRUITER_TEXTS.title}>
          <thead>
            <tr>
              <th>{RECRUITER_TEXTS.firstName}</th>
              <th>{RECRUITER_TEXTS.lastName}</th>
              <th>{RECRUITER_TEXTS.email}</th>
              <th aria-label="actions" />
            </tr>
          </thead>
          <tbody>
            {recruiters.data.map((user) => (
              <tr key={user.id}>
                <td>{user.firstName}</td>
                <td>{user.lastName}</td>
                <td>{user.email}</td>
                <td className="recruiters-panel__actions">
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-label={`${RECRUITER_TEXTS.edit} ${user.email}`}
                    onClick={() => setEditing({ mode: 'edit', user })}
                  />
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`${RECRUITER_TEXTS.delete} ${user.email}`}
                    onClick={() => askDelete(user)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? RECRUITER_TEXTS.editTitle : RECRUITER_TEXTS.createTitle}
      >
        {editing && (
          <RecruiterForm
            key={editing.mode === 'edit' ? editing.user.id : 'new'}
            organizationId={organizationId}
            editing={editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        confirmText={RECRUITER_TEXTS.delete}
        cancelText={RECRUITER_TEXTS.cancel}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? RECRUITER_TEXTS.deleteQuestion(`${deleting.firstName} ${deleting.lastName}`) : ''}</p>
      </ConfirmDeleteAlert>
    </div>
  );
};
