import { HTMLSelect } from '@blueprintjs/core';
import { Field } from './field';

export type SelectOption = Readonly<{ value: string; label: string }>;

export type SelectFieldProps = Readonly<{
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's message (from the shared zod schema or a 400 answer), shown under it. */
  error?: string | undefined;
  options: readonly SelectOption[];
  /** Marks the label; the rule itself lives in the form's zod schema. */
  required?: boolean;
}>;

/** One labelled select of a form; takes the same props as TextField, so `{...form.field(name)}` fits both. */
export const SelectField = ({ id, label, value, onChange, onBlur, error, options, required }: SelectFieldProps) => (
  <Field label={label} htmlFor={id} error={error} required={required}>
    <HTMLSelect
      id={id}
      fill
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      options={[...options]}
    />
  </Field>
);
