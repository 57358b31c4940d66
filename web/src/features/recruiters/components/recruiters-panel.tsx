import {
  Alert,
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLTable,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { generateTemporaryPassword, recruiterCreateSchema, recruiterUpdateSchema } from '../../../../../domain/user/recruiter-schema';
import { Field, fieldIntent } from '../../../components/field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { firstIssueByField } from '../../../lib/use-zod-form';
import { useCreateRecruiter } from '../api/create-recruiter';
import { useDeleteRecruiter } from '../api/delete-recruiter';
import { useRecruiters } from '../api/get-recruiters';
import { useUpdateRecruiter } from '../api/update-recruiter';
import { RECRUITER_TEXTS } from '../recruiter-texts';
import type { OrganizationUser } from '../recruiter-types';

/** The browser's crypto as the random source of the shared generator (spec 1 §5.6). */
const randomInt = (n: number) => {
  const values = new Uint32Array(1);
  let value: number;
  // Rejection sampling keeps every character equally likely.
  do crypto.getRandomValues(values);
  while ((value = values[0]!) >= Math.floor(0x1_0000_0000 / n) * n);
  return value % n;
};
export const newTemporaryPassword = () => generateTemporaryPassword(randomInt);

type Editing = { mode: 'create' } | { mode: 'edit'; user: OrganizationUser };

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
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={RECRUITER_TEXTS.delete}
        cancelButtonText={RECRUITER_TEXTS.cancel}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? RECRUITER_TEXTS.deleteQuestion(`${deleting.firstName} ${deleting.lastName}`) : ''}</p>
      </Alert>
    </div>
  );
};

const RecruiterForm = ({ organizationId, editing, onDone }: { organizationId: string; editing: Editing; onDone: () => void }) => {
  const create = useCreateRecruiter();
  const update = useUpdateRecruiter();
  const existing = editing.mode === 'edit' ? editing.user : null;
  const [values, setValues] = useState({
    firstName: existing?.firstName ?? '',
    lastName: existing?.lastName ?? '',
    emailId: existing?.email ?? '',
    tempPassword: existing ? '' : newTemporaryPassword(),
  });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(false);
  const parsed = existing ? recruiterUpdateSchema.safeParse(values) : recruiterCreateSchema.safeParse(values);
  const errors = { ...(parsed.success ? {} : firstIssueByField(parsed.error.issues)), ...serverErrors };
  const errorOf = (field: string) => serverErrors[field] ?? (tried ? errors[field] : undefined);
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const pending = create.isPending || update.isPending;

  const copy = async () => {
    await navigator.clipboard?.writeText(values.tempPassword).catch(() => undefined);
    showToast({ message: RECRUITER_TEXTS.copied, intent: 'success', icon: 'clipboard', timeout: 3000 });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || pending) return;
    try {
      if (existing)
        await update.mutateAsync({ organizationId, id: existing.id, names: { firstName: values.firstName, lastName: values.lastName } });
      else await create.mutateAsync({ organizationId, form: values });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) setServerErrors(error.fieldErrors);
      // spec 1 §8.3: recruiter create or update failure is a browser alert with the error.
      else window.alert(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <Field label={RECRUITER_TEXTS.firstName} htmlFor="recruiter-first-name" error={errorOf('firstName')}>
          <InputGroup
            id="recruiter-first-name"
            value={values.firstName}
            intent={fieldIntent(errorOf('firstName'))}
            onValueChange={set('firstName')}
          />
        </Field>
        <Field label={RECRUITER_TEXTS.lastName} htmlFor="recruiter-last-name" error={errorOf('lastName')}>
          <InputGroup
            id="recruiter-last-name"
            value={values.lastName}
            intent={fieldIntent(errorOf('lastName'))}
            onValueChange={set('lastName')}
          />
        </Field>
        <Field label={RECRUITER_TEXTS.email} htmlFor="recruiter-email" error={errorOf('emailId')}>
          <InputGroup
            id="recruiter-email"
            type="email"
            value={values.emailId}
            readOnly={existing !== null}
            intent={fieldIntent(errorOf('emailId'))}
            onValueChange={set('emailId')}
          />
        </Field>
        <Field label={RECRUITER_TEXTS.role} htmlFor="recruiter-role">
          <InputGroup id="recruiter-role" value={RECRUITER_TEXTS.roleRecruiter} readOnly />
        </Field>
        {!existing && (
          <Field
            label={RECRUITER_TEXTS.temporaryPassword}
            htmlFor="recruiter-password"
            error={errorOf('tempPassword')}
            helper={RECRUITER_TEXTS.firstSignIn}
          >
            <InputGroup
              id="recruiter-password"
              type={shown ? 'text' : 'password'}
              value={values.tempPassword}
              readOnly
              rightElement={
                <>
                  <Button
                    variant="minimal"
                    icon={shown ? 'eye-off' : 'eye-open'}
                    aria-label={shown ? RECRUITER_TEXTS.hide : RECRUITER_TEXTS.show}
                    onClick={() => setShown(!shown)}
                  />
                  <Button variant="minimal" icon="duplicate" aria-label={RECRUITER_TEXTS.copy} onClick={() => void copy()} />
                  <Button
                    variant="minimal"
                    icon="refresh"
                    aria-label={RECRUITER_TEXTS.regenerate}
                    onClick={() => set('tempPassword')(newTemporaryPassword())}
                  />
                </>
              }
            />
          </Field>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={RECRUITER_TEXTS.cancel} onClick={onDone} />
            <Button
              type="submit"
              intent="primary"
              loading={pending}
              text={pending ? RECRUITER_TEXTS.processing : existing ? RECRUITER_TEXTS.save : RECRUITER_TEXTS.create}
            />
          </>
        }
      />
    </form>
  );
};
