import { FileInput, ProgressBar } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useFileUrl } from '../../../../api/get-file-url';
import { useUploadLogo } from '../../../../api/upload-logo';
import { Field } from '../../../../components/field';
import { BOOTH_TEXTS } from '../../booth-texts';

type BoothLogoFieldProps = Readonly<{
  /** The booth's organization, under which a platform admin's upload is stored; null for the signed-in one's. */
  organizationId: string | null;
  logoKey: string;
  error: string | undefined;
  onUploaded: (key: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}>;

/** The booth's logo: upload with progress, and the stored logo as a picture, never its storage key. */
export const BoothLogoField = ({ organizationId, logoKey, error, onUploaded, onUploadingChange }: BoothLogoFieldProps) => {
  const upload = useUploadLogo(organizationId);
  const [logoName, setLogoName] = useState<string | null>(null);
  const logoUrl = useFileUrl(logoKey || null);
  // The form holds its save while the logo is on its way.
  useEffect(() => onUploadingChange(upload.isPending), [upload.isPending, onUploadingChange]);
  return (
    <Field label={BOOTH_TEXTS.logo} htmlFor="booth-logo" error={error ?? (upload.isError ? upload.error.message : undefined)}>
      <FileInput
        fill
        text={logoName ?? (logoKey ? BOOTH_TEXTS.replaceLogo : BOOTH_TEXTS.chooseLogo)}
        hasSelection={Boolean(logoKey)}
        inputProps={{ id: 'booth-logo', accept: 'image/png,image/jpeg' }}
        onInputChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (result) => {
              setLogoName(file.name);
              onUploaded(result.key);
            },
          });
        }}
      />
      {upload.isPending && <ProgressBar value={upload.progress} intent="primary" aria-label={BOOTH_TEXTS.uploading} />}
      {logoUrl.data && <img className="booth-form__logo" src={logoUrl.data} alt={BOOTH_TEXTS.logoAlt} data-testid="booth-logo-thumbnail" />}
    </Field>
  );
};
