import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

// Form state validated by the zod schema the server also uses (ARCHITECTURE.md "HTTP API"). Messages show
// on a field once it was touched or submit was tried; server 400 field errors show until the field changes.

type Values = Record<string, unknown>;
/** The fields holding a string: the ones a text input edits through `field(name)`. */
type StringField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * When a field's rule message shows: 'changed' once it was edited or left (the default), 'blurred' once it
 * was left, 'submitted' only after the first submit (long forms with rows, where half-typed rows would shout).
 * Every mode shows all messages once submit was tried.
 */
export type ShowErrors = 'changed' | 'blurred' | 'submitted';

export type ZodFormOptions<V extends Values, S extends z.ZodType> = Readonly<{
  schema: S;
  initialValues: V;
  /** Form values → schema input (e.g. '' → undefined for number fields). */
  toInput?: (values: V) => unknown;
  /** Rules the shared schema cannot know (role, clock, files). */
  validate?: (values: V) => Partial<Record<string, string | undefined>>;
  /** The keys an issue's message shows under; by default its path's first segment. Rows name theirs 'jobs.0.link'. */
  issueKeys?: (path: readonly PropertyKey[]) => readonly string[];
  showErrors?: ShowErrors;
}>;

const firstSegment = (path: readonly PropertyKey[]) => [String(path[0] ?? '')];

export const firstIssueByField = (
  issues: readonly Readonly<{ path: readonly PropertyKey[]; message: string }>[],
  keysOf: (path: readonly PropertyKey[]) => readonly string[] = firstSegment,
): Record<string, string> => {
  const byField: Record<string, string> = {};
  for (const issue of issues) for (const key of keysOf(issue.path)) if (!(key in byField)) byField[key] = issue.message;
  return byField;
};

/** The form field a key belongs to: 'jobs' for 'jobs.0.link'. */
const fieldOf = (key: string) => key.split('.')[0] ?? key;

export const useZodForm = <V extends Values, S extends z.ZodType>({
  schema,
  initialValues,
  toInput,
  validate,
  issueKeys = firstSegment,
  showErrors = 'changed',
}: ZodFormOptions<V, S>) => {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitTried, setSubmitTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const parsed = useMemo(() => schema.safeParse(toInput ? toInput(values) : values), [schema, toInput, values]);
  const ruleErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = parsed.success ? {} : firstIssueByField(parsed.error.issues, issueKeys);
    const extra = validate?.(values) ?? {};
    for (const [field, message] of Object.entries(extra)) if (message && !errors[field]) errors[field] = message;
    return errors;
  }, [parsed, validate, values, issueKeys]);

  const isValid = Object.keys(ruleErrors).length === 0;

  const errorOf = useCallback(
    (key: string): string | undefined =>
      serverErrors[key] ?? ((showErrors !== 'submitted' && touched[fieldOf(key)]) || submitTried ? ruleErrors[key] : undefined),
    [ruleErrors, serverErrors, submitTried, touched, showErrors],
  );

  const touch = useCallback(
    (field: keyof V & string) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    [],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (showErrors === 'changed') touch(field);
      // A server message about the field, or about one of its rows, goes once the field changes.
      setServerErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => fieldOf(key) !== field);
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    },
    [showErrors, touch],
  );

  return {
    values,
    setValue,
    /** What a field component needs to show and edit one value (see components/text-field.tsx). */
    field: (name: StringField<V>) => ({
      id: name,
      value: (values[name] as string | undefined) ?? '',
      error: errorOf(name),
      onChange: (value: string) => setValue(name, value as V[typeof name]),
      onBlur: () => touch(name),
    }),
    setValues,
    touch,
    errorOf,
    isValid,
    /** The first rule message in the schema's order, for forms that answer with one message. */
    firstError: Object.values(ruleErrors)[0],
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
