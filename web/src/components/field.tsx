import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A labelled form field whose message (from the shared zod schema or a 400 answer) shows under it. */
export const Field = ({
  label,
  htmlFor,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  helper?: ReactNode;
  required?: boolean | undefined;
  children: ReactNode;
}) => (
  <FormGroup
    label={label}
    labelFor={htmlFor}
    labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
    intent={error ? Intent.DANGER : Intent.NONE}
    helperText={
      error ? (
        <span role="alert" id={`${htmlFor}-error`}>
          {error}
        </span>
      ) : (
        helper
      )
    }
  >
    {children}
  </FormGroup>
);

export const fieldIntent = (error: string | undefined): Intent => (error ? Intent.DANGER : Intent.NONE);
