import { Button, InputGroup } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { Field, fieldIntent } from './field';

const TOGGLE_TEXTS = { show: 'Show password', hide: 'Hide password' } as const;

export type TextFieldProps = Readonly<{
  id: string;
  label: string;
  value: string;
  /** Absent for a read-only field. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (from the shared zod schema or a 400 answer), shown under it. */
  error?: string | undefined;
  helper?: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  /** Bounds of a number input. */
  min?: number;
  max?: number;
  readOnly?: boolean;
  large?: boolean;
  /** Marks the label; the rule itself lives in the form's zod schema. */
  required?: boolean;
  /** A password: hidden, with its own show/hide toggle named after the field. */
  secret?: boolean;
}>;

/** One labelled text input of a form (account forms, profile, organization, job fair, booth). */
export const TextField = ({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  helper,
  type = 'text',
  autoComplete,
  placeholder,
  min,
  max,
  readOnly,
  large,
  required,
  secret,
}: TextFieldProps) => {
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} htmlFor={id} error={error} helper={helper} required={required}>
      <InputGroup
        id={id}
        type={secret && !shown ? 'password' : secret ? 'text' : type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        min={min}
        max={max}
        readOnly={readOnly}
        required={required}
        size={large ? 'large' : undefined}
        value={value}
        intent={fieldIntent(error)}
        onValueChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        rightElement={
          secret ? (
            <Button
              variant="minimal"
              icon={shown ? 'eye-off' : 'eye-open'}
              aria-label={`${shown ? TOGGLE_TEXTS.hide : TOGGLE_TEXTS.show} (${label})`}
              onClick={() => setShown((current) => !current)}
            />
          ) : undefined
        }
      />
    </Field>
  );
};
