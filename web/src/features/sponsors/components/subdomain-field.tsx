import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { Field, fieldIntent } from '../../../components/field';
import { SPONSOR_TEXTS as T } from '../sponsor-texts';

type SubdomainFieldProps = Readonly<{
  value: string;
  error: string | undefined;
  platformDomain: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** spec 3 §4: a set subdomain (or one whose status blocks) is read-only. */
  readOnly: boolean;
  /** Offered on an existing sponsor's set subdomain, the one way to remove it. */
  onDisassociate?: () => void;
}>;

/** The subdomain with the platform's domain as its suffix (spec 3 §2.2); what is typed is forced to lowercase (spec 3 §5). */
export const SubdomainField = ({ value, error, platformDomain, onChange, onBlur, readOnly, onDisassociate }: SubdomainFieldProps) => (
  <Field label={T.subdomain} htmlFor="sponsor-subdomain" error={error} required>
    <InputGroup
      id="sponsor-subdomain"
      value={value}
      readOnly={readOnly}
      required
      autoComplete="off"
      spellCheck={false}
      intent={fieldIntent(error)}
      onValueChange={(next) => onChange(next.toLowerCase())}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'sponsor-subdomain-error' : 'sponsor-subdomain-suffix'}
      rightElement={
        <>
          <Tag minimal id="sponsor-subdomain-suffix">{`.${platformDomain}`}</Tag>
          {onDisassociate && (
            <Button size="small" variant="outlined" intent="danger" icon="disable" text={T.disassociate} onClick={onDisassociate} />
          )}
        </>
      }
    />
  </Field>
);
