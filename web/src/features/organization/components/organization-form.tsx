import { Button, Callout, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { type FormEvent, useCallback, useState } from 'react';
import { BLANK_URL, COMPANY_LOGO_REQUIRED, organizationDetailsSchema } from '../../../../../domain/organization/organization-schema';
import { Field, fieldIntent } from '../../../components/field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateOrganization } from '../api/update-organization';
import { ORGANIZATION_TEXTS } from '../organization-texts';
import type { Organization } from '../organization-types';
import { US_STATES } from '../us-states';
import { DocumentsField } from './documents-field';
import { LogoField } from './logo-field';

type OrganizationFormValues = {
  companyName: string;
  companyDetails: string;
  jobBoardLink: string;
  city: string;
  state: string;
  companyWebsite: string;
  companyLogo: string;
};

const initialValues = (organization: Organization | null): OrganizationFormValues => ({
  companyName: organization?.companyName ?? '',
  companyDetails: organization?.companyDetails ?? '',
  jobBoardLink: organization?.jobBoardLink || BLANK_URL,
  city: organization?.city ?? '',
  state: organization?.state ?? '',
  companyWebsite: organization?.companyWebsite || BLANK_URL,
  companyLogo: organization?.companyLogo ?? '',
});

type OrganizationFormProps = Readonly<{
  organizationId: string;
  /** null until the organization is saved for the first time. */
  organization: Organization | null;
  onSaved: (organization: Organization) => void;
}>;

/** spec 1 §5.5: step 1 of the employer dashboard, validated by the schema the server uses. */
export const OrganizationForm = ({ organizationId, organization, onSaved }: OrganizationFormProps) => {
  const update = useUpdateOrganization();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [documents, setDocuments] = useState<string[]>(() => [...(organization?.companyDocuments ?? [])]);
  const [uploadingDocuments, setUploadingDocuments] = useState(false);

  const toInput = useCallback(
    (values: OrganizationFormValues) => ({ ...values, companyLogo: values.companyLogo || null, companyDocuments: documents }),
    [documents],
  );
  const validate = useCallback((values: OrganizationFormValues) => (values.companyLogo ? {} : { companyLogo: COMPANY_LOGO_REQUIRED }), []);
  const form = useZodForm({ schema: organizationDetailsSchema, initialValues: initialValues(organization), toInput, validate });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || !form.isValid || uploading || uploadingDocuments || update.isPending) return;
    setFailure(null);
    update.mutate(
      { organizationId, details: form.data },
      {
        onSuccess: (saved) => {
          showToast({ message: ORGANIZATION_TEXTS.saved, intent: 'success', icon: 'tick' });
          onSaved(saved);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            form.setServerErrors(error.fieldErrors);
            setFailure(error.formErrors[0] ?? (Object.keys(error.fieldErrors).length ? null : error.message));
            return;
          }
          setFailure(ORGANIZATION_TEXTS.failedToUpdate);
        },
      },
    );
  };

  const text = (field: Exclude<keyof OrganizationFormValues, 'companyDetails' | 'state' | 'companyLogo'>, label: string, type = 'text') => {
    const error = form.errorOf(field);
    return (
      <Field label={label} htmlFor={field} error={error}>
        <InputGroup
          id={field}
          type={type}
          value={form.values[field]}
          intent={fieldIntent(error)}
          onValueChange={(value) => form.setValue(field, value)}
          onBlur={() => form.touch(field)}
          aria-invalid={error ? true : undefined}
        />
      </Field>
    );
  };

  const detailsError = form.errorOf('companyDetails');
  const stateError = form.errorOf('state');
  const knownState = US_STATES.some(([code]) => code === form.values.state);

  return (
    <form className="organization-form" onSubmit={submit} noValidate aria-label={ORGANIZATION_TEXTS.title}>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <div className="form-grid">
        {text('companyName', ORGANIZATION_TEXTS.companyName)}
        {text('companyWebsite', ORGANIZATION_TEXTS.companyWebsite, 'url')}
        {text('jobBoardLink', ORGANIZATION_TEXTS.jobBoardLink, 'url')}
      </div>
      <div className="form-grid">
        {text('city', ORGANIZATION_TEXTS.city)}
        <Field label={ORGANIZATION_TEXTS.state} htmlFor="state" error={stateError}>
          <HTMLSelect
            id="state"
            fill
            value={form.values.state}
            onChange={(event) => form.setValue('state', event.currentTarget.value)}
            onBlur={() => form.touch('state')}
            aria-invalid={stateError ? true : undefined}
          >
            <option value="">{ORGANIZATION_TEXTS.selectState}</option>
            {!knownState && form.values.state && <option value={form.values.state}>{form.values.state}</option>}
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </HTMLSelect>
        </Field>
        <span aria-hidden />
      </div>
      <Field label={ORGANIZATION_TEXTS.companyDetails} htmlFor="companyDetails" error={detailsError}>
        <TextArea
          id="companyDetails"
          fill
          autoResize
          rows={4}
          value={form.values.companyDetails}
          intent={fieldIntent(detailsError)}
          onChange={(event) => form.setValue('companyDetails', event.currentTarget.value)}
          onBlur={() => form.touch('companyDetails')}
          aria-invalid={detailsError ? true : undefined}
        />
      </Field>
      <LogoField
        logoKey={form.values.companyLogo}
        error={form.errorOf('companyLogo')}
        onUploaded={(key) => form.setValue('companyLogo', key)}
        onUploadingChange={setUploading}
      />
      <DocumentsField keys={documents} onChange={setDocuments} onUploadingChange={setUploadingDocuments} />
      <div className="form-actions">
        <Button
          type="submit"
          intent="primary"
          text={ORGANIZATION_TEXTS.save}
          loading={update.isPending}
          disabled={uploading || uploadingDocuments}
        />
      </div>
    </form>
  );
};
