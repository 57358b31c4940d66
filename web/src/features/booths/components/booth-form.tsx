import { Button, Callout, Checkbox, FileInput, InputGroup, NumericInput, ProgressBar } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import {
  boothCreateSchema,
  DEFAULT_CHAT_DURATION_MS,
  MAX_QUEUE_QUESTIONS,
  minutesToMs,
  type BoothGroup,
  type QueueQuestion,
} from '../../../../../domain/booth/booth-schema';
import type { BoothView } from '../../../../../domain/booth/booth-view';
import { useFileUrl } from '../../../api/get-file-url';
import { Field, fieldIntent } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { DOCUMENT_ACCEPT, useUploadCompanyDocuments } from '../api/upload-company-document';
import { useUploadLogo } from '../../../api/upload-logo';
import { BOOTH_TEXTS } from '../booth-texts';

// Blueprint's stepper buttons point aria-controls at an id of its own, which our label's id replaces:
// an invalid ARIA reference (axe, critical). Typing and the arrow keys still step the value.
const TYPED_NUMBER = { buttonPosition: 'none' } as const;

export type RecruiterOption = Readonly<{ id: string; name: string }>;

export type BoothFormValues = {
  name: string;
  description: string;
  linkToJobBoard: string;
  hotJobSummary: string;
  chatMinutes: string;
  isFeatured: boolean;
  companyImageUrl: string;
  minimumScore: string;
  recruiters: string[];
  jobs: { description: string; link: string }[];
  questions: QueueQuestion[];
  subBooths: BoothGroup[];
  companyDocuments: string[];
};

export const boothFormValues = (booth: BoothView | null): BoothFormValues => ({
  name: booth?.name ?? '',
  description: booth?.description ?? '',
  linkToJobBoard: booth?.linkToJobBoard ?? '',
  hotJobSummary: booth?.hotJobSummary ?? '',
  chatMinutes: String(Math.round((booth?.chatDuration ?? DEFAULT_CHAT_DURATION_MS) / 60_000)),
  isFeatured: booth?.isFeatured ?? false,
  companyImageUrl: booth?.companyImageUrl ?? '',
  minimumScore: String(booth?.minimumScore ?? 0),
  recruiters: [...(booth?.recruiters ?? [])],
  jobs: (booth?.jobs ?? []).map((job) => ({ ...job })),
  questions: (booth?.questions ?? []).map((question) => ({ ...question })),
  subBooths: (booth?.subBooths ?? []).map((group) => ({ ...group })),
  companyDocuments: [...(booth?.companyDocuments ?? [])],
});

/** Form values as the API's booth body: chat duration entered in minutes, stored in ms (spec 1 §5.7). */
export const boothBody = (values: BoothFormValues) => ({
  name: values.name,
  description: values.description,
  linkToJobBoard: values.linkToJobBoard,
  hotJobSummary: values.hotJobSummary,
  chatDuration: values.chatMinutes.trim() === '' ? undefined : minutesToMs(Number(values.chatMinutes)),
  isFeatured: values.isFeatured,
  companyImageUrl: values.companyImageUrl,
  minimumScore: values.minimumScore.trim() === '' ? undefined : Number(values.minimumScore),
  recruiters: values.recruiters,
  jobs: values.jobs,
  questions: values.questions.map((question, rank) => ({ ...question, rank })),
  subBooths: values.subBooths,
  companyDocuments: values.companyDocuments,
});
export type BoothBody = ReturnType<typeof boothBody>;

const errorsByPath = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const byPath: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const key = path === 'chatDuration' ? 'chatMinutes' : path;
    byPath[key] ??= issue.message;
  }
  return byPath;
};

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
  const [values, setValues] = useState(() => boothFormValues(booth));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A platform admin editing a booth stores its logo under the booth's organization.
  const upload = useUploadLogo(booth?.organizationId ?? null);
  const [logoName, setLogoName] = useState<string | null>(null);
  // Edit Booth shows the stored logo as a picture, never its storage key (issue 14 point 8).
  const logoUrl = useFileUrl(values.companyImageUrl || null);
  const documents = useUploadCompanyDocuments();
  const [documentNames, setDocumentNames] = useState<Record<string, string>>({});

  const parsed = boothCreateSchema.safeParse(boothBody(values));
  const ruleErrors = parsed.success ? {} : errorsByPath(parsed.error.issues);
  const errorOf = (path: string) => serverErrors[path] ?? (tried ? ruleErrors[path] : undefined);
  const patch = (change: Partial<BoothFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || submitting || upload.isPending) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(boothBody(values));
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.errors.some((e) => e.field))
        setServerErrors(errorsByPath(error.errors.map((e) => ({ path: (e.field ?? '').split('.'), message: e.message }))));
      else setFailure(error instanceof Error ? error.message : BOOTH_TEXTS.somethingWentWrong);
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: 'name' | 'description' | 'linkToJobBoard' | 'hotJobSummary', label: string, area = false) => {
    const props = {
      id: `booth-${field}`,
      label,
      value: values[field],
      error: errorOf(field),
      onChange: (value: string) => patch({ [field]: value }),
    };
    return area ? <TextAreaField {...props} /> : <TextField {...props} />;
  };

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]);

  return (
    <form className="booth-form" onSubmit={(event) => void submit(event)} noValidate>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      {text('name', BOOTH_TEXTS.name)}
      <Field
        label={BOOTH_TEXTS.logo}
        htmlFor="booth-logo"
        error={errorOf('companyImageUrl') ?? (upload.isError ? upload.error.message : undefined)}
      >
        <FileInput
          fill
          text={logoName ?? (values.companyImageUrl ? BOOTH_TEXTS.replaceLogo : BOOTH_TEXTS.chooseLogo)}
          hasSelection={Boolean(values.companyImageUrl)}
          inputProps={{ id: 'booth-logo', accept: 'image/png,image/jpeg' }}
          onInputChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (result) => {
                setLogoName(file.name);
                patch({ companyImageUrl: result.key });
              },
            });
          }}
        />
        {upload.isPending && <ProgressBar value={upload.progress} intent="primary" aria-label={BOOTH_TEXTS.uploading} />}
        {logoUrl.data && (
          <img className="booth-form__logo" src={logoUrl.data} alt={BOOTH_TEXTS.logoAlt} data-testid="booth-logo-thumbnail" />
        )}
      </Field>
      {text('description', BOOTH_TEXTS.description, true)}
      {text('linkToJobBoard', BOOTH_TEXTS.linkToJobBoard)}
      {text('hotJobSummary', BOOTH_TEXTS.hotJobSummary, true)}
      <div className="booth-form__row">
        <Field label={BOOTH_TEXTS.chatDuration} htmlFor="booth-chat-minutes" error={errorOf('chatMinutes')}>
          <NumericInput
            {...TYPED_NUMBER}
            id="booth-chat-minutes"
            min={1}
            value={values.chatMinutes}
            intent={fieldIntent(errorOf('chatMinutes'))}
            onValueChange={(_n, value) => patch({ chatMinutes: value })}
          />
        </Field>
        <Field label={BOOTH_TEXTS.minimumScore} htmlFor="booth-minimum-score" error={errorOf('minimumScore')}>
          <NumericInput
            {...TYPED_NUMBER}
            id="booth-minimum-score"
            min={0}
            value={values.minimumScore}
            intent={fieldIntent(errorOf('minimumScore'))}
            onValueChange={(_n, value) => patch({ minimumScore: value })}
          />
        </Field>
      </div>
      <Checkbox
        label={BOOTH_TEXTS.featured}
        checked={values.isFeatured}
        onChange={(event) => patch({ isFeatured: event.currentTarget.checked })}
      />

      <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.documents}>
        <legend>{BOOTH_TEXTS.documents}</legend>
        {values.companyDocuments.map((key) => (
          <div className="booth-form__row" key={key}>
            <span className="booth-form__document">{documentNames[key] ?? key.split('/').at(-1)}</span>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`${BOOTH_TEXTS.remove} ${documentNames[key] ?? key}`}
              onClick={() => patch({ companyDocuments: values.companyDocuments.filter((k) => k !== key) })}
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
                setValues((current) => ({
                  ...current,
                  companyDocuments: [...current.companyDocuments, ...uploaded.map((file) => file.key)],
                }));
              },
            });
          }}
        />
        {documents.isPending && <ProgressBar intent="primary" aria-label={BOOTH_TEXTS.uploading} />}
        {documents.isError && <Callout intent="danger">{documents.error.message}</Callout>}
      </fieldset>

      {mayManage && (
        <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.recruiters}>
          <legend>{BOOTH_TEXTS.recruiters}</legend>
          {recruiters.length === 0 && <p className="bp6-text-muted">{BOOTH_TEXTS.noRecruiters}</p>}
          {recruiters.map((recruiter) => (
            <Checkbox
              key={recruiter.id}
              label={recruiter.name}
              checked={values.recruiters.includes(recruiter.id)}
              onChange={() => patch({ recruiters: toggle(values.recruiters, recruiter.id) })}
            />
          ))}
          {errorOf('recruiters') && <Callout intent="danger">{errorOf('recruiters')}</Callout>}
        </fieldset>
      )}

      <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.jobs}>
        <legend>{BOOTH_TEXTS.jobs}</legend>
        {values.jobs.map((job, index) => (
          <div className="booth-form__row" key={index}>
            <Field
              label={BOOTH_TEXTS.jobDescription}
              htmlFor={`booth-job-${index}-description`}
              error={errorOf(`jobs.${index}.description`)}
            >
              <InputGroup
                id={`booth-job-${index}-description`}
                value={job.description}
                onValueChange={(value) => patch({ jobs: values.jobs.map((j, i) => (i === index ? { ...j, description: value } : j)) })}
              />
            </Field>
            <Field label={BOOTH_TEXTS.jobLink} htmlFor={`booth-job-${index}-link`} error={errorOf(`jobs.${index}.link`)}>
              <InputGroup
                id={`booth-job-${index}-link`}
                value={job.link}
                onValueChange={(value) => patch({ jobs: values.jobs.map((j, i) => (i === index ? { ...j, link: value } : j)) })}
              />
            </Field>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`${BOOTH_TEXTS.remove} job ${index + 1}`}
              onClick={() => patch({ jobs: values.jobs.filter((_j, i) => i !== index) })}
            />
          </div>
        ))}
        <Button icon="add" text={BOOTH_TEXTS.addJob} onClick={() => patch({ jobs: [...values.jobs, { description: '', link: '' }] })} />
      </fieldset>

      <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.questions}>
        <legend>{BOOTH_TEXTS.questions}</legend>
        {values.questions.map((question, index) => (
          <div className="booth-form__row" key={question.id}>
            <Field
              label={`${BOOTH_TEXTS.questionText} ${index + 1}`}
              htmlFor={`booth-question-${index}`}
              error={errorOf(`questions.${index}.name`)}
            >
              <InputGroup
                id={`booth-question-${index}`}
                value={question.name}
                onValueChange={(value) => patch({ questions: values.questions.map((q, i) => (i === index ? { ...q, name: value } : q)) })}
              />
            </Field>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`${BOOTH_TEXTS.remove} question ${index + 1}`}
              onClick={() => patch({ questions: values.questions.filter((_q, i) => i !== index) })}
            />
          </div>
        ))}
        {/* spec 1 §5.7: the add control is disabled at 5. */}
        <Button
          icon="add"
          text={BOOTH_TEXTS.addQuestion}
          disabled={values.questions.length >= MAX_QUEUE_QUESTIONS}
          title={values.questions.length >= MAX_QUEUE_QUESTIONS ? BOOTH_TEXTS.questionsMax : undefined}
          onClick={() => patch({ questions: [...values.questions, { id: newId(), name: '', rank: values.questions.length }] })}
        />
      </fieldset>

      {mayManage && (
        <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.groups}>
          <legend>{BOOTH_TEXTS.groups}</legend>
          {values.subBooths.map((group, index) => {
            const change = (next: Partial<BoothGroup>) =>
              patch({ subBooths: values.subBooths.map((g, i) => (i === index ? { ...g, ...next } : g)) });
            return (
              <div className="booth-form__group" key={group.id}>
                <div className="booth-form__row">
                  <Field label={BOOTH_TEXTS.groupName} htmlFor={`booth-group-${index}-name`} error={errorOf(`subBooths.${index}.name`)}>
                    <InputGroup id={`booth-group-${index}-name`} value={group.name} onValueChange={(value) => change({ name: value })} />
                  </Field>
                  <Field label={BOOTH_TEXTS.groupMinimumScore} htmlFor={`booth-group-${index}-score`}>
                    <NumericInput
                      {...TYPED_NUMBER}
                      id={`booth-group-${index}-score`}
                      min={0}
                      value={group.minimumScore ?? ''}
                      onValueChange={(n, value) => change({ minimumScore: value.trim() === '' || Number.isNaN(n) ? null : n })}
                    />
                  </Field>
                  <Button
                    variant="minimal"
                    icon="cross"
                    aria-label={`${BOOTH_TEXTS.remove} group ${index + 1}`}
                    onClick={() => patch({ subBooths: values.subBooths.filter((_g, i) => i !== index) })}
                  />
                </div>
                <Field label={BOOTH_TEXTS.description} htmlFor={`booth-group-${index}-description`}>
                  <InputGroup
                    id={`booth-group-${index}-description`}
                    value={group.description}
                    onValueChange={(value) => change({ description: value })}
                  />
                </Field>
                <Field label={BOOTH_TEXTS.hotJobSummary} htmlFor={`booth-group-${index}-hot`}>
                  <InputGroup
                    id={`booth-group-${index}-hot`}
                    value={group.hotJobSummary}
                    onValueChange={(value) => change({ hotJobSummary: value })}
                  />
                </Field>
                {recruiters.map((recruiter) => (
                  <Checkbox
                    key={recruiter.id}
                    inline
                    label={recruiter.name}
                    checked={group.recruiters.includes(recruiter.id)}
                    onChange={() => change({ recruiters: toggle(group.recruiters, recruiter.id) })}
                  />
                ))}
              </div>
            );
          })}
          <Button
            icon="add"
            text={BOOTH_TEXTS.addGroup}
            onClick={() =>
              patch({
                subBooths: [
                  ...values.subBooths,
                  {
                    id: newId(),
                    name: '',
                    description: '',
                    hotJobSummary: '',
                    recruiters: [],
                    minimumScore: null,
                    chatDuration: null,
                    sortOrder: values.subBooths.length,
                  },
                ],
              })
            }
          />
        </fieldset>
      )}

      <div className="booth-form__actions">
        <Button text={BOOTH_TEXTS.cancel} onClick={onCancel} />
        <Button
          type="submit"
          intent="primary"
          loading={submitting}
          disabled={upload.isPending || documents.isPending}
          text={submitting ? BOOTH_TEXTS.processing : booth ? BOOTH_TEXTS.save : BOOTH_TEXTS.create}
        />
      </div>
    </form>
  );
};
