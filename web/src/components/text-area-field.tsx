import { TextArea } from '@blueprintjs/core';
import { Field, fieldIntent } from './field';

export type TextAreaFieldProps = Readonly<{
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (from the shared zod schema or a 400 answer), shown under it. */
  error?: string | undefined;
  /** Grows with its text from `rows` lines. */
  autoResize?: boolean;
  rows?: number;
  /** Marks the label; the rule itself lives in the form's zod schema. */
  required?: boolean;
}>;

/** One labelled multi-line text of a form; takes the same props as TextField, so `{...form.field(name)}` fits both. */
export const TextAreaField = ({ id, label, value, onChange, onBlur, error, autoResize, rows, required }: TextAreaFieldProps) => (
  <Field label={label} htmlFor={id} error={error} required={required}>
    <TextArea
      id={id}
      fill
      autoResize={autoResize}
      rows={rows}
      required={required}
      value={value}
      intent={fieldIntent(error)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
    />
  </Field>
);
