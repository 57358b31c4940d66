import { Button, Callout, FileInput, ProgressBar } from '@blueprintjs/core';
import { useState } from 'react';
import { Field } from '../../../components/field';
import { DOCUMENT_ACCEPT, useUploadDocuments } from '../api/upload-document';
import { ORGANIZATION_TEXTS } from '../organization-texts';

type DocumentsFieldProps = Readonly<{
  keys: readonly string[];
  onChange: (keys: string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}>;

/** spec 1 §5.5: company documents, optional, many files; uploaded as soon as they are chosen. */
export const DocumentsField = ({ keys, onChange, onUploadingChange }: DocumentsFieldProps) => {
  const upload = useUploadDocuments();
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <Field label={ORGANIZATION_TEXTS.companyDocuments} htmlFor="companyDocuments">
      <ul className="documents-field__list">
        {keys.map((key) => (
          <li key={key}>
            <span>{names[key] ?? key.split('/').at(-1)}</span>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`${ORGANIZATION_TEXTS.removeDocument} ${names[key] ?? key}`}
              onClick={() => onChange(keys.filter((k) => k !== key))}
            />
          </li>
        ))}
      </ul>
      <FileInput
        text={ORGANIZATION_TEXTS.addDocuments}
        disabled={upload.isPending}
        inputProps={{ id: 'companyDocuments', multiple: true, accept: DOCUMENT_ACCEPT }}
        onInputChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length === 0) return;
          onUploadingChange(true);
          upload.mutate(files, {
            onSuccess: (uploaded) => {
              setNames((current) => ({ ...current, ...Object.fromEntries(uploaded.map((file, i) => [file.key, files[i]!.name])) }));
              onChange([...keys, ...uploaded.map((file) => file.key)]);
            },
            onSettled: () => onUploadingChange(false),
          });
        }}
      />
      {upload.isPending && <ProgressBar intent="primary" aria-label={ORGANIZATION_TEXTS.uploadingDocuments} />}
      {upload.isError && <Callout intent="danger">{upload.error.message}</Callout>}
    </Field>
  );
};
