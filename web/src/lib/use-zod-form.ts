import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

// Form state validated by the zod schema the server also uses (ARCHITECTURE.md "HTTP API"). Messages show
// on a field once it was touched or submit was tried; server 400 field errors show until the field changes.

type Values = Record<string, string>;

export type ZodFormOptions<V extends Values, S extends z.ZodType> = Readonly<{
  schema: S;
  initialValues: V;
  /** Form strings → schema input (e.g. '' → undefined for number fields). */
  toInput?: (values: V) => unknown;
  /** Rules the shared schema cannot know (role, clock, files). */
  validate?: (values: V) => Partial<Record<keyof V, string>>;
}>;

export const firstIssueByField = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in byField)) byField[field] = issue.message;
  }
  return byField;
};

export const useZodForm = <V extends Values, S extends z.ZodType>({ schema, initialValues, toInput, validate }: ZodFormOptions<V, S>) => {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitTried, setSubmitTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const parsed = useMemo(() => schema.safeParse(toInput ? toInput(values) : values), [schema, toInput, values]);
  const ruleErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = parsed.success ? {} : firstIssueByField(parsed.error.issues);
    const extra = validate?.(values) ?? {};
    for (const [field, message] of Object.entries(extra)) if (message && !errors[field]) errors[field] = message as string;
    return errors;
  }, [parsed, validate, values]);

  const isValid = Object.keys(ruleErrors).length === 0;

  const errorOf = useCallback(
    (field: keyof V & string): string | undefined => serverErrors[field] ?? (touched[field] || submitTried ? ruleErrors[field] : undefined),
    [ruleErrors, serverErrors, submitTried, touched],
  );

  const setValue = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback(
    (field: keyof V & string) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );

  return {
    values,
    setValue,
    /** What a field component needs to show and edit one value (see components/text-field.tsx). */
    field: (name: keyof V & string) => ({
      id: name,
      value: values[name] ?? '',
      error: errorOf(name),
      onChange: (value: string) => setValue(name, value),
      onBlur: () => touch(name),
    }),
    setValues,
    touch,
    errorOf,
    isValid,
    /** The schema's output when valid, for sending. */
    data: parsed.success ? parsed.data : null,
    markSubmitTried: () => setSubmitTried(true),
    setServerErrors,
    reset: (next: V) => {
      setValues(next);
      setTouched({});
      setSubmitTried(false);
      setServerErrors({});
    },
  };
};
