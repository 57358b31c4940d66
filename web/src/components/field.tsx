import { FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A labelled form field whose message (from the shared zod schema or a 400 answer) shows under it. */
export const Field = ({ label, htmlFor, error, helper, children }: { label: string; htmlFor: string; error?: string | undefined; helper?: ReactNode; children: ReactNode }) => (
  <FormGroup label={label} labelFor={htmlFor} intent={error ? Intent.DANGER : Intent.NONE} helperText={error ? <span role="alert" id={`${htmlFor}-error`}>{error}</span> : helper}>
    {children}
  </FormGroup>
);

export const fieldIntent = (error: string | undefined): Intent => (error ? Intent.DANGER : Intent.NONE);
