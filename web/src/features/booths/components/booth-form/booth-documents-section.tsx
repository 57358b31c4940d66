import { Button, Callout, FileInput, ProgressBar } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { DOCUMENT_ACCEPT, useUploadCompanyDocuments } from '../../api/upload-company-document';
import { BOOTH_TEXTS } from '../../booth-texts';

type BoothDocumentsSectionProps = Readonly<{
  keys: readonly string[];
  onRemove: (key: string) => void;
  onAdded: (keys: readonly string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}>;

/** The booth's company documents: each with its remove button, and several added at once. */
export const BoothDocumentsSection = ({ keys, onRemove, onAdded, onUploadingChange }: BoothDocumentsSectionProps) => {
  const documents = useUploadCompanyDocuments();
  const [documentNames, setDocumentNames] = useState<Record<string, string>>({});
  // The form holds its save while documents are on their way.
  useEffect(() => onUploadingChange(documents.isPending), [documents.isPending, onUploadingChange]);
  return (
    <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.documents}>
      <legend>{BOOTH_TEXTS.documents}</legend>
      {keys.map((key) => (
        <div className="booth-form__row" key={key}>
          <span className="booth-form__document">{documentNames[key] ?? key.split('/').at(-1)}</span>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={`${BOOTH_TEXTS.remove} ${documentNames[key] ?? key}`}
            onClick={() => onRemove(key)}
          />
        </div>
      ))}
      <FileInput
        text={BOOTH_TEXTS.addDocuments}
        disabled={documents.isPending}
        inputProps={{ id: 'booth-documents', multiple: true, accept: DOCUMENT_ACCEPT, 'aria-label': BOOTH_TEXTS.addDocuments }}
        onInputChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length === 0) return;
          documents.mutate(files, {
            onSuccess: (uploaded) => {
              setDocumentNames((names) => ({ ...names, ...Object.fromEntries(uploaded.map((file, i) => [file.key, files[i]!.name])) }));
              onAdded(uploaded.map((file) => file.key));
            },
          });
        }}
      />
      {documents.isPending && <ProgressBar intent="primary" aria-label={BOOTH_TEXTS.uploading} />}
      {documents.isError && <Callout intent="danger">{documents.error.message}</Callout>}
    </fieldset>
  );
};
