import { Button, Callout, Card, Checkbox } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import type { Role } from '../../../../../domain/auth/roles';
import { formatUsPhone } from '../../../../../domain/auth/us-phone';
import { REGISTRATION_FIELD_MESSAGES, registrationFormSchema } from '../../../../../domain/auth/registration-schema';
import { Field } from '../../../components/field';
import { TextField } from '../../../components/text-field';
import { UsStateField } from '../../../components/us-state-field';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignUp } from '../api/sign-up';
import { REGISTRATION_TEXTS, registrationFailure } from '../registration-texts';
import { RobotCheck } from './robot-check';
import { TermsDialog } from './terms-dialog';

type Props = Readonly<{
  roles: readonly Role[];
  sponsorId: string | undefined;
  /** Pre-filled and read-only (spec 3 §2.1), e.g. from the job fair landing. */
  initialEmail: string | undefined;
  onRegistered: (account: { email: string; password: string }) => void;
}>;

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  city: '',
  state: '',
  zip: '',
  password: '',
  confirmPassword: '',
  acceptTerms: '',
  robotCheck: '',
};
type Values = typeof EMPTY;
const toInput = (values: Values) => ({ ...values, acceptTerms: values.acceptTerms === 'true' });
// The schema's cross-field rule only runs once every field is valid; the form tells it as soon as both are typed.
const passwordsMatch = (values: Values) =>
  values.confirmPassword && values.password !== values.confirmPassword
    ? { confirmPassword: REGISTRATION_FIELD_MESSAGES.passwordsDiffer }
    : {};
const TEXT_FIELDS = [
  ['firstName', REGISTRATION_TEXTS.firstName, 'given-name'],
  ['lastName', REGISTRATION_TEXTS.lastName, 'family-name'],
] as const;

/** spec 3 §2.1 and §5: the registration form, Personal Information and Login Credentials. */
export const RegistrationForm = ({ roles, sponsorId, initialEmail, onRegistered }: Props) => {
  const form = useZodForm({
    schema: registrationFormSchema,
    initialValues: { ...EMPTY, email: initialEmail ?? '' },
    toInput,
    validate: passwordsMatch,
  });
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  // A robot check payload is good once: any refused sign-up needs a fresh challenge.
  const [robotRound, setRobotRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.markSubmitTried();
    const data = form.data;
    if (!data || signUp.isPending) return;
    setFailure(null);
    const { confirmPassword: _confirm, ...fields } = data;
    signUp.mutate(
      { ...fields, roles: [...roles], sponsorId: sponsorId ?? null },
      {
        onSuccess: () => onRegistered({ email: data.email, password: data.password }),
        onError: (error) => {
          setRobotRound((round) => round + 1);
          form.setValue('robotCheck', '');
          if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
            const { roles: rolesError, ...fieldErrors } = error.fieldErrors;
            form.setServerErrors(fieldErrors);
            if (rolesError) setFailure(rolesError);
            return;
          }
          setFailure(registrationFailure(isApiError(error) ? error.code : undefined, error.message));
        },
      },
    );
  };

  const text = (
    field: keyof Values,
    label: string,
    autoComplete: string,
    extra: { readOnly?: boolean; type?: string; placeholder?: string; format?: (value: string) => string; secret?: boolean } = {},
  ) => (
    <TextField
      key={field}
      {...form.field(field)}
      label={label}
      autoComplete={autoComplete}
      type={extra.type}
      readOnly={extra.readOnly}
      placeholder={extra.placeholder}
      secret={extra.secret}
      onChange={(value) => form.setValue(field, extra.format ? extra.format(value) : value)}
    />
  );

  const termsError = form.errorOf('acceptTerms');
  const robotError = form.errorOf('robotCheck');
  const accepted = form.values.acceptTerms === 'true';

  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      {failure && (
        <Callout intent="danger" role="alert" data-testid="registration-error">
          {failure}
        </Callout>
      )}
      <Card className="registration-form__card">
        <h2 className="registration-form__heading">{REGISTRATION_TEXTS.personalInformation}</h2>
        <div className="registration-form__row">{TEXT_FIELDS.map(([field, label, autoComplete]) => text(field, label, autoComplete))}</div>
        {text('email', REGISTRATION_TEXTS.email, 'email', { type: 'email', readOnly: Boolean(initialEmail) })}
        {text('phone', REGISTRATION_TEXTS.phone, 'tel-national', {
          type: 'tel',
          placeholder: REGISTRATION_TEXTS.phonePlaceholder,
          format: formatUsPhone,
        })}
        <div className="registration-form__row">
          {text('city', REGISTRATION_TEXTS.city, 'address-level2')}
          <UsStateField {...form.field('state')} label={REGISTRATION_TEXTS.state} />
          {text('zip', REGISTRATION_TEXTS.zip, 'postal-code')}
        </div>
      </Card>
      <Card className="registration-form__card">
        <h2 className="registration-form__heading">{REGISTRATION_TEXTS.loginCredentials}</h2>
        {text('password', REGISTRATION_TEXTS.password, 'new-password', { secret: true })}
        {text('confirmPassword', REGISTRATION_TEXTS.confirmPassword, 'new-password', { secret: true })}
        <Field label={REGISTRATION_TEXTS.robotCheck} htmlFor="robotCheck" error={robotError}>
          <RobotCheck key={robotRound} onChange={(payload) => form.setValue('robotCheck', payload)} />
        </Field>
        <Field label="" htmlFor="acceptTerms" error={termsError}>
          <Checkbox
            id="acceptTerms"
            checked={accepted}
            onChange={(event) => form.setValue('acceptTerms', event.currentTarget.checked ? 'true' : '')}
          >
            {REGISTRATION_TEXTS.acceptTermsBefore}{' '}
            <a
              href="#terms"
              onClick={(event) => {
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              {REGISTRATION_TEXTS.termsLink}
            </a>
          </Checkbox>
        </Field>
      </Card>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={signUp.isPending ? REGISTRATION_TEXTS.pleaseWait : REGISTRATION_TEXTS.register}
        disabled={signUp.isPending || !form.isValid || !accepted}
      />
      <TermsDialog isOpen={termsOpen} onClose={() => setTermsOpen(false)} />
    </form>
  );
};
