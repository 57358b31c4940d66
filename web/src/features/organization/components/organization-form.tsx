import { Button, Callout } from '@blueprintjs/core';
import { type FormEvent, useCallback, useState } from 'react';
import { BLANK_URL, COMPANY_LOGO_REQUIRED, organizationDetailsSchema } from '../../../../../domain/organization/organization-schema';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { UsStateField } from '../../../components/us-state-field';
import { isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateOrganization } from '../api/update-organization';
import { ORGANIZATION_TEXTS } from '../organization-texts';
import type { Organization } from '../organization-types';
import '../organization.css';
import { BrandColorField } from './brand-color-field';
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
  brandColor: string;
};

const initialValues = (organization: Organization | null): OrganizationFormValues => ({
  companyName: organization?.companyName ?? '',
  companyDetails: organization?.companyDetails ?? '',
  jobBoardLink: organization?.jobBoardLink || BLANK_URL,
  city: organization?.city ?? '',
  state: organization?.state ?? '',
  companyWebsite: organization?.companyWebsite || BLANK_URL,
  companyLogo: organization?.companyLogo ?? '',
  brandColor: organization?.brandColor ?? '',
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
    (values: OrganizationFormValues) => ({
      ...values,
      companyLogo: values.companyLogo || null,
      brandColor: values.brandColor || null,
      companyDocuments: documents,
    }),
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

  const text = (field: Exclude<keyof OrganizationFormValues, 'companyDetails' | 'state' | 'companyLogo'>, label: string, type = 'text') => (
    <TextField {...form.field(field)} label={label} type={type} />
  );

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
        <UsStateField {...form.field('state')} label={ORGANIZATION_TEXTS.state} />
        <span aria-hidden />
      </div>
      <TextAreaField {...form.field('companyDetails')} label={ORGANIZATION_TEXTS.companyDetails} autoResize rows={4} />
      <LogoField
        logoKey={form.values.companyLogo}
        error={form.errorOf('companyLogo')}
        onUploaded={(key) => form.setValue('companyLogo', key)}
        onUploadingChange={setUploading}
      />
      <BrandColorField
        value={form.values.brandColor}
        error={form.errorOf('brandColor')}
        onChange={(value) => form.setValue('brandColor', value)}
        onBlur={() => form.touch('brandColor')}
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
