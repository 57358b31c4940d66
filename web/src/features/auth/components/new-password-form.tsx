import { newPasswordFormSchema } from '../../../../../domain/auth/new-password-schema';
import { TextField } from '../../../components/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { NEW_PASSWORD_TEXTS } from '../new-password-texts';

// spec 1 §5.2: the one form that sets a password by choice, the password twice under the forced new password's
// rules. The NEW_PASSWORD_REQUIRED modal and the set-password link's page both draw it from here.

// The schema's cross-field rule only runs once every field is valid; the form tells it as soon as both are typed.
const passwordsMatch = (values: { newPassword: string; confirmPassword: string }) =>
  values.confirmPassword && values.newPassword !== values.confirmPassword ? { confirmPassword: 'Passwords must match' } : {};

export const useNewPasswordForm = () =>
  useZodForm({
    schema: newPasswordFormSchema,
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: passwordsMatch,
  });

/** Both password fields and the rules line. */
export const NewPasswordFields = ({ form, large = false }: Readonly<{ form: ReturnType<typeof useNewPasswordForm>; large?: boolean }>) => (
  <>
    <TextField {...form.field('newPassword')} label={NEW_PASSWORD_TEXTS.newPassword} secret large={large} autoComplete="new-password" />
    <TextField
      {...form.field('confirmPassword')}
      label={NEW_PASSWORD_TEXTS.confirmPassword}
      secret
      large={large}
      autoComplete="new-password"
    />
    <p className="bp6-text-muted">{NEW_PASSWORD_TEXTS.rules}</p>
  </>
);
