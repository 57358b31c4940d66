import { FileInput, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { isApiError } from '../../../lib/api-error';
import { useFileUrl } from '../../../api/get-file-url';
import { useUploadLogo } from '../../../api/upload-logo';
import { LOGO_TYPES, logoFileError, ORGANIZATION_TEXTS } from '../organization-texts';

type LogoFieldProps = Readonly<{
  /** Storage key of the current logo ('' when none). */
  logoKey: string;
  error: string | undefined;
  onUploaded: (key: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}>;

/** spec 1 §5.5: the company logo, uploaded as soon as it is chosen, with a progress bar. */
export const LogoField = ({ logoKey, error, onUploaded, onUploadingChange }: LogoFieldProps) => {
  const upload = useUploadLogo();
  const [uploaded, setUploaded] = useState<{ key: string; url: string; fileName: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const justUploaded = uploaded !== null && uploaded.key === logoKey;
  const storedUrl = useFileUrl(justUploaded ? null : logoKey || null);
  const previewUrl = justUploaded ? uploaded.url : storedUrl.data;
  // spec 1 §8.3: a logo that fails to load falls back to the default image.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileError(file);
    setFileError(problem);
    if (problem) return;
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (result) => {
        setUploaded({ key: result.key, url: result.fileUrl, fileName: result.fileName });
        onUploaded(result.key);
      },
      onError: (uploadError) => setFileError(isApiError(uploadError) ? uploadError.message : ORGANIZATION_TEXTS.failedToUpdate),
      onSettled: () => onUploadingChange(false),
    });
  };

  const shownError = fileError ?? error;
  return (
    <Field label={ORGANIZATION_TEXTS.companyLogo} htmlFor="companyLogo" error={shownError} helper={ORGANIZATION_TEXTS.logoHelper}>
      <div className="logo-field">
        <div className="logo-field__preview">
          {previewUrl && previewUrl !== brokenUrl ? (
            <img src={previewUrl} alt={ORGANIZATION_TEXTS.logoAlt} onError={() => setBrokenUrl(previewUrl)} />
          ) : (
            <span className="logo-field__empty" aria-hidden />
          )}
        </div>
        <div className="logo-field__controls">
          <FileInput
            fill
            text={uploaded?.fileName ?? ORGANIZATION_TEXTS.chooseLogo}
            hasSelection={Boolean(uploaded)}
            disabled={upload.isPending}
            inputProps={{ id: 'companyLogo', accept: LOGO_TYPES.join(','), 'aria-invalid': shownError ? true : undefined }}
            onInputChange={(event) => {
              choose(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {upload.isPending && (
            <div className="logo-field__progress" role="status" aria-label={ORGANIZATION_TEXTS.uploading}>
              <ProgressBar
                value={upload.progress}
                intent="primary"
                animate
                stripes={upload.progress < 1}
                aria-label={ORGANIZATION_TEXTS.uploading}
              />
              <span>
                {ORGANIZATION_TEXTS.uploading} {Math.round(upload.progress * 100)}%
              </span>
            </div>
          )}
        </div>
      </div>
    </Field>
  );
};
