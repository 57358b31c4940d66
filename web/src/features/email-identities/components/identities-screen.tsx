import { Button, Callout, Checkbox, HTMLTable, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { shownToken, statusLabelOf, type EmailIdentityView } from '../../../../../domain/notification/email-identity-schema';
import { LinkButton } from '../../../components/link-button';
import { showToast } from '../../../lib/toaster';
import { useEmailIdentities, useSendingStatus } from '../api/get-identities';
import { useBatchDeleteIdentities, useDeleteIdentity, useResendVerification } from '../api/identity-commands';
import { IDENTITY_TEXTS as T } from '../identity-texts';
import '../email-identities.css';
import { AddIdentityDialog, type AddMode } from './add-identity-dialog';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';

const STATUS_INTENT: Record<ReturnType<typeof statusLabelOf>, Intent> = {
  Verified: 'success',
  Pending: 'warning',
  Failed: 'danger',
  'Not Started': 'none',
};

const messageOf = (title: string, error: unknown) => (error instanceof Error && error.message ? `${title}: ${error.message}` : title);

/** spec 3 §2.2 /admin/email-identities: the sending status, the identities with their status, add, delete and resend. */
export const IdentitiesScreen = () => {
  const identities = useEmailIdentities();
  const status = useSendingStatus();
  const resend = useResendVerification();
  const removeOne = useDeleteIdentity();
  const removeMany = useBatchDeleteIdentities();
  const [adding, setAdding] = useState<AddMode>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<readonly string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const items = identities.data?.identities ?? [];
  const summary = identities.data?.summary;
  const allSelected = items.length > 0 && items.every((identity) => selected.has(identity.email));

  const toggle = (email: string) => {
    setNotice(null);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(email)) next.add(email);
      return next;
    });
  };

  const openAdd = (mode: AddMode) => {
    setNotice(null);
    setAdding(mode);
  };

  const deleteSelected = () => {
    const emails = items.filter((identity) => selected.has(identity.email)).map((identity) => identity.email);
    if (emails.length === 0) return setNotice(T.noneSelected);
    setNotice(null);
    setDeleting(emails);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const emails = deleting;
    try {
      if (emails.length === 1 && !selected.has(emails[0]!)) {
        await removeOne.mutateAsync(emails[0]!);
        showToast({ message: T.deleted(1, 1), intent: 'success', icon: 'tick' });
      } else {
        const result = await removeMany.mutateAsync([...emails]);
        showToast({ message: T.deleted(result.successful, result.total), intent: 'success', icon: 'tick' });
        setSelected(new Set());
      }
    } catch (error) {
      setNotice(messageOf(emails.length === 1 ? T.deleteFailed : T.batchDeleteFailed, error));
    } finally {
      setDeleting(null);
    }
  };

  const resendTo = async (identity: EmailIdentityView) => {
    try {
      const answer = await resend.mutateAsync(identity.email);
      showToast(answer.success ? { message: T.resent, intent: 'success', icon: 'tick' } : { message: T.resendFailed, intent: 'danger' });
    } catch (error) {
      showToast({ message: messageOf(T.resendFailed, error), intent: 'danger' });
    }
  };

  return (
    <div className="page identities-page">
      <div className="comms-page__header">
        <h1>{T.title}</h1>
        <LinkButton to="/admin/email-templates" icon="document" text={T.templates} />
      </div>
      {status.data && (
        <Callout
          intent={status.data.sandboxMode ? 'warning' : 'success'}
          icon={status.data.sandboxMode ? 'lab-test' : 'send-message'}
          title={status.data.sandboxMode ? T.sandboxMode : T.productionMode}
          className="identities-page__status"
        >
          {status.data.message}
        </Callout>
      )}
      <div className="comms-page__filters">
        <Button icon="add" intent="primary" text={T.addIdentity} onClick={() => openAdd('one')} />
        <Button icon="list" text={T.batchAdd} onClick={() => openAdd('batch')} />
        <Button icon="trash" intent="danger" variant="outlined" text={T.deleteSelected} onClick={deleteSelected} />
      </div>
      {notice && (
        <Callout intent="danger" role="alert" className="identities-page__notice">
          {notice}
        </Callout>
      )}
      {summary && summary.total > 0 && (
        <p className="bp6-text-muted">{T.summary(summary.total, summary.verified, summary.pending, summary.failed)}</p>
      )}
      {identities.isPending ? (
        <Spinner />
      ) : identities.isError ? (
        <Callout intent="danger" role="alert" title={T.loadFailed}>
          {identities.error.message}
        </Callout>
      ) : items.length === 0 ? (
        <NonIdealState icon="envelope" title={T.empty} />
      ) : (
        <div className="comms-page__table">
          <HTMLTable striped>
            <thead>
              <tr>
                <th scope="col" className="comms-page__check">
                  <Checkbox
                    aria-label={T.selectAll}
                    checked={allSelected}
                    indeterminate={!allSelected && selected.size > 0}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((identity) => identity.email)))}
                  />
                </th>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.token}</th>
                <th scope="col">{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((identity) => {
                const label = statusLabelOf(identity.verificationStatus);
                return (
                  <tr key={identity.email}>
                    <td>
                      <Checkbox
                        aria-label={T.select(identity.email)}
                        checked={selected.has(identity.email)}
                        onChange={() => toggle(identity.email)}
                      />
                    </td>
                    <td>{identity.email}</td>
                    <td>
                      <Tag intent={STATUS_INTENT[label]} minimal>
                        {label}
                      </Tag>
                    </td>
                    <td>
                      <code>{shownToken(identity.verificationToken)}</code>
                    </td>
                    <td className="identities-page__actions">
                      {!identity.verified && (
                        <Button
                          variant="minimal"
                          icon="refresh"
                          aria-label={T.resend(identity.email)}
                          title={T.resend(identity.email)}
                          onClick={() => void resendTo(identity)}
                        />
                      )}
                      <Button
                        variant="minimal"
                        icon="trash"
                        intent="danger"
                        aria-label={T.remove(identity.email)}
                        title={T.remove(identity.email)}
                        onClick={() => setDeleting([identity.email])}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <AddIdentityDialog mode={adding} onClose={() => setAdding(null)} />
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        confirmText={T.deleteOne}
        cancelText={T.cancel}
        loading={removeOne.isPending || removeMany.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && T.confirmDelete(deleting.length)}
      </ConfirmDeleteAlert>
    </div>
  );
};
