import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { BOOTH_TEXTS } from '../booth-texts';
import type { BoothBody, RecruiterOption } from '../booth-form-values';
import { BoothDetailsFields } from './booth-form/booth-details-fields';
import { BoothDocumentsSection } from './booth-form/booth-documents-section';
import { BoothGroupsSection } from './booth-form/booth-groups-section';
import { BoothJobsSection } from './booth-form/booth-jobs-section';
import { BoothQuestionsSection } from './booth-form/booth-questions-section';
import { BoothRecruitersSection } from './booth-form/booth-recruiters-section';
import { useBoothForm } from './booth-form/use-booth-form';

type BoothFormProps = Readonly<{
  booth: BoothView | null;
  recruiters: readonly RecruiterOption[];
  /** Only the employer admin assigns recruiters and edits groups (spec 1 §6). */
  mayManage: boolean;
  newId: () => string;
  onSubmit: (body: BoothBody) => Promise<unknown>;
  onCancel: () => void;
}>;

/** spec 1 §5.7 and spec 2 §3: the booth form, create or edit. */
export const BoothForm = ({ booth, recruiters, mayManage, newId, onSubmit, onCancel }: BoothFormProps) => {
  const { values, errorOf, setValues, patch, failure, submitting, submit } = useBoothForm(booth, onSubmit);
  const [uploadingLogo, setUploadingLogo] = useState(false);
  const [uploadingDocuments, setUploadingDocuments] = useState(false);

  return (
    <form className="booth-form" onSubmit={(event) => void submit(event, uploadingLogo)} noValidate>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <BoothDetailsFields
        // A platform admin editing a booth stores its logo under the booth's organization.
        organizationId={booth?.organizationId ?? null}
        values={values}
        errorOf={errorOf}
        onChange={patch}
        onUploadingChange={setUploadingLogo}
      />
      <BoothDocumentsSection
        keys={values.companyDocuments}
        onRemove={(key) =>
          patch(
            'companyDocuments',
            values.companyDocuments.filter((k) => k !== key),
          )
        }
        // Appended to the list as it is when the upload ends, not as it was when it began.
        onAdded={(keys) => setValues((current) => ({ ...current, companyDocuments: [...current.companyDocuments, ...keys] }))}
        onUploadingChange={setUploadingDocuments}
      />
      {mayManage && (
        <BoothRecruitersSection
          recruiters={recruiters}
          assigned={values.recruiters}
          error={errorOf('recruiters')}
          onChange={(assigned) => patch('recruiters', assigned)}
        />
      )}
      <BoothJobsSection jobs={values.jobs} errorOf={errorOf} onChange={(jobs) => patch('jobs', jobs)} />
      <BoothQuestionsSection
        questions={values.questions}
        errorOf={errorOf}
        newId={newId}
        onChange={(questions) => patch('questions', questions)}
      />
      {mayManage && (
        <BoothGroupsSection
          groups={values.subBooths}
          recruiters={recruiters}
          errorOf={errorOf}
          newId={newId}
          onChange={(groups) => patch('subBooths', groups)}
        />
      )}
      <div className="booth-form__actions">
        <Button text={BOOTH_TEXTS.cancel} onClick={onCancel} />
        <Button
          type="submit"
          intent="primary"
          loading={submitting}
          disabled={uploadingLogo || uploadingDocuments}
          text={submitting ? BOOTH_TEXTS.processing : booth ? BOOTH_TEXTS.save : BOOTH_TEXTS.create}
        />
      </div>
    </form>
  );
};
