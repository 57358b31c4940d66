import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { Field, fieldIntent } from '../../../components/field';
import { REGISTRATION_TEXTS } from '../registration-texts';

type Props = Readonly<{
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}>;

/** A password input with its own show/hide toggle (spec 3 §2.1). */
export const PasswordField = ({ id, label, value, error, autoComplete, onChange, onBlur }: Props) => {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} htmlFor={id} error={error}>
      <InputGroup
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        intent={fieldIntent(error)}
        onValueChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        rightElement={
          <Button
            variant="minimal"
            icon={shown ? 'eye-off' : 'eye-open'}
            aria-label={`${shown ? REGISTRATION_TEXTS.hidePassword : REGISTRATION_TEXTS.showPassword} (${label})`}
            onClick={() => setShown((current) => !current)}
          />
        }
      />
    </Field>
  );
};
