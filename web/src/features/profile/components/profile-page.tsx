import { Button, Callout, Card, Dialog, DialogBody, DialogFooter, FileInput, Spinner } from '@blueprintjs/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ACADEMIC_MAJORS } from '../../../../../domain/user/academic-majors';
import {
  applicantProfileSchema,
  DEGREE_TYPES,
  GEOGRAPHIC_PREFERENCES,
  profileSchema,
  SALARY_RANGES,
  SECURITY_CLEARANCES,
} from '../../../../../domain/user/profile-schema';
import { Field } from '../../../components/field';
import { type SelectOption, SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useProfile, type ProfileView } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { useUploadResume } from '../api/upload-resume';
import { PROFILE_TEXTS } from '../profile-texts';
import '../profile.css';

const TEXT_KEYS = [
  'phone',
  'linkedInUrl',
  'address',
  'jobTitle',
  'summary',
  'degreeType',
  'academicMajor',
  'fieldOfWork',
  'yearsOfExperience',
  'salaryRequirements',
  'availabilityDate',
  'geographicPreference',
  'securityClearance',
  'willingToRelocate',
  'resumeKey',
] as const;
type Values = Record<'firstName' | 'lastName' | (typeof TEXT_KEYS)[number], string>;

const valuesOf = (view: ProfileView): Values => {
  const saved = view.applicant ?? {};
  const text = (key: string) => {
    const value = saved[key];
    return value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  };
  return {
    firstName: view.firstName,
    lastName: view.lastName,
    ...(Object.fromEntries(TEXT_KEYS.map((key) => [key, text(key)])) as Record<(typeof TEXT_KEYS)[number], string>),
    phone: text('phone') || view.phone || '',
  };
};

const toInput = (values: Values) => ({
  ...values,
  yearsOfExperience: values.yearsOfExperience === '' ? null : values.yearsOfExperience,
  willingToRelocate: values.willingToRelocate === '' ? null : values.willingToRelocate === 'true',
});

export type ProfilePageProps = Readonly<{ userId: string; isApplicant: boolean; onSaved: () => void }>;

/** spec 2 §2.5: /profile for every role; applicants also Resume, Contact Information, Education & Experience, Work Preference. */
export const ProfilePage = ({ userId, isApplicant, onSaved }: ProfilePageProps) => {
  const profile = useProfile(userId);
  if (profile.isPending) return <Spinner className="page-spinner" size={40} />;
  if (profile.isError) return <Callout intent="danger">{profile.error.message}</Callout>;
  return <ProfileForm view={profile.data} userId={userId} isApplicant={isApplicant} onSaved={onSaved} />;
};

const ProfileForm = ({
  view,
  userId,
  isApplicant,
  onSaved,
}: {
  view: ProfileView;
  userId: string;
  isApplicant: boolean;
  onSaved: () => void;
}) => {
  const initial = useMemo(() => valuesOf(view), [view]);
  const form = useZodForm({ schema: isApplicant ? applicantProfileSchema : profileSchema, initialValues: initial, toInput });
  const save = useSaveProfile(userId);
  const upload = useUploadResume();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedOpen, setSavedOpen] = useState(false);
  const [resumeName, setResumeName] = useState<string | null>(null);
  const changed = (Object.keys(initial) as (keyof Values)[]).some((key) => form.values[key] !== initial[key]);

  useEffect(() => setFailure(null), [form.values]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    if (!form.data || save.isPending) return;
    save.mutate(toInput(form.values), {
      onSuccess: () => setSavedOpen(true),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) return form.setServerErrors(error.fieldErrors);
        setFailure(error.message);
      },
    });
  };

  const text = (key: keyof Values, label: string, extra: { type?: string; placeholder?: string; required?: boolean } = {}) => (
    <TextField key={key} {...form.field(key)} label={label} type={extra.type} placeholder={extra.placeholder} required={extra.required} />
  );
  // Choices of spec 2 §3 "Profile options"; every one is required (spec 2 §5).
  const choice = (key: keyof Values, label: string, options: readonly (string | SelectOption)[]) => (
    <SelectField
      key={key}
      {...form.field(key)}
      label={label}
      required
      options={[
        { value: '', label: PROFILE_TEXTS.choose },
        ...options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option)),
      ]}
    />
  );

  const chooseResume = (file: File | undefined) => {
    if (!file) return;
    setResumeName(file.name);
    upload.mutate(file, {
      onSuccess: (uploaded) => form.setValue('resumeKey', uploaded.key),
      onError: (error) => form.setServerErrors({ resumeKey: error.message }),
    });
  };

  return (
    <form className="profile-page" onSubmit={submit} noValidate>
      <h1>{PROFILE_TEXTS.title}</h1>
      {isApplicant && !view.isProfileComplete && (
        <Callout intent="primary" icon="info-sign" role="status" data-testid="profile-incomplete">
          {PROFILE_TEXTS.completeToEnter}
        </Callout>
      )}
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      <Card className="profile-page__card">
        <TextField id="profile-email" label={PROFILE_TEXTS.email} value={view.email} readOnly />
        <div className="profile-page__row">
          {text('firstName', PROFILE_TEXTS.firstName, { required: true })}
          {text('lastName', PROFILE_TEXTS.lastName, { required: true })}
        </div>
      </Card>
      {isApplicant && (
        <>
          <Card className="profile-page__card">
            <h2>{PROFILE_TEXTS.resume}</h2>
            <Field
              label={PROFILE_TEXTS.resumeFile}
              htmlFor="resume"
              error={form.errorOf('resumeKey')}
              helper={PROFILE_TEXTS.resumeHint}
              required
            >
              <FileInput
                hasSelection={Boolean(resumeName ?? form.values.resumeKey)}
                buttonText={PROFILE_TEXTS.browse}
                inputProps={{
                  id: 'resume',
                  accept:
                    '.pdf,.doc,.docx,.txt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain',
                }}
                text={
                  upload.isPending
                    ? PROFILE_TEXTS.uploading
                    : (resumeName ?? (form.values.resumeKey ? PROFILE_TEXTS.resumeOnFile : PROFILE_TEXTS.chooseResume))
                }
                fill
                onInputChange={(event) => chooseResume(event.currentTarget.files?.[0])}
              />
            </Field>
            {view.resumeUrl && !resumeName && (
              <a href={view.resumeUrl} target="_blank" rel="noreferrer">
                {PROFILE_TEXTS.viewResume}
              </a>
            )}
          </Card>
          <Card className="profile-page__card">
            <h2>{PROFILE_TEXTS.contact}</h2>
            <div className="profile-page__row">
              {text('phone', PROFILE_TEXTS.phone, { type: 'tel', placeholder: PROFILE_TEXTS.phonePlaceholder, required: true })}
              {text('linkedInUrl', PROFILE_TEXTS.linkedIn, { type: 'url' })}
            </div>
            {text('address', PROFILE_TEXTS.address)}
          </Card>
          <Card className="profile-page__card">
            <h2>{PROFILE_TEXTS.education}</h2>
            <div className="profile-page__row">
              {choice('degreeType', PROFILE_TEXTS.degreeType, DEGREE_TYPES)}
              {choice('academicMajor', PROFILE_TEXTS.academicMajor, ACADEMIC_MAJORS)}
              {choice('fieldOfWork', PROFILE_TEXTS.fieldOfWork, ACADEMIC_MAJORS)}
              {text('yearsOfExperience', PROFILE_TEXTS.yearsOfExperience, { type: 'number', required: true })}
            </div>
            {text('jobTitle', PROFILE_TEXTS.jobTitle)}
            <TextAreaField {...form.field('summary')} label={PROFILE_TEXTS.summary} />
          </Card>
          <Card className="profile-page__card">
            <h2>{PROFILE_TEXTS.workPreference}</h2>
            <div className="profile-page__row">
              {choice('salaryRequirements', PROFILE_TEXTS.salaryRequirements, SALARY_RANGES)}
              {text('availabilityDate', PROFILE_TEXTS.availabilityDate, { type: 'date', required: true })}
              {choice('geographicPreference', PROFILE_TEXTS.geographicPreference, GEOGRAPHIC_PREFERENCES)}
              {choice('securityClearance', PROFILE_TEXTS.securityClearance, SECURITY_CLEARANCES)}
              {choice('willingToRelocate', PROFILE_TEXTS.willingToRelocate, [
                { value: 'true', label: PROFILE_TEXTS.yes },
                { value: 'false', label: PROFILE_TEXTS.no },
              ])}
            </div>
          </Card>
        </>
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        text={save.isPending ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save}
        disabled={save.isPending || upload.isPending || !form.isValid || !changed}
      />
      <Dialog isOpen={savedOpen} title={PROFILE_TEXTS.title} isCloseButtonShown={false} onClose={onSaved}>
        <DialogBody>
          <p>{PROFILE_TEXTS.saved}</p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={PROFILE_TEXTS.ok} onClick={onSaved} />} />
      </Dialog>
    </form>
  );
};
