import { Button, InputGroup } from '@blueprintjs/core';
import { contrastWithWhite, MIN_BRAND_CONTRAST } from '../../../../../domain/organization/brand-color';
import { Field } from '../../../components/field';
import { brandThemeProperties } from '../../../lib/brand-theme';
import { ORGANIZATION_TEXTS } from '../organization-texts';

const HEX = /^#[0-9a-f]{6}$/i;
const PICKER_DEFAULT = '#2d72d2';

type BrandColorFieldProps = Readonly<{
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}>;

/**
 * The organization's brand colour: a picker and its hex code, with a live sample of a job seeker's button and
 * its contrast, so an employer sees before saving whether white text stays readable on it.
 */
export const BrandColorField = ({ value, error, onChange, onBlur }: BrandColorFieldProps) => {
  const valid = HEX.test(value);
  const ratio = valid ? contrastWithWhite(value) : null;
  const helper =
    ratio === null ? ORGANIZATION_TEXTS.brandColorHelper : ORGANIZATION_TEXTS.brandColorContrast(ratio, ratio >= MIN_BRAND_CONTRAST);
  return (
    <Field label={ORGANIZATION_TEXTS.brandColor} htmlFor="brandColor" error={error} helper={helper}>
      <div className="brand-color-field">
        <input
          type="color"
          className="brand-color-field__picker"
          aria-label={ORGANIZATION_TEXTS.brandColorPicker}
          value={valid ? value.toLowerCase() : PICKER_DEFAULT}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <InputGroup
          id="brandColor"
          className="brand-color-field__hex"
          placeholder="#1F4B99"
          maxLength={7}
          value={value}
          intent={error ? 'danger' : 'none'}
          aria-describedby={error ? 'brandColor-error' : undefined}
          onValueChange={onChange}
          onBlur={onBlur}
        />
        {value && <Button variant="minimal" icon="reset" text={ORGANIZATION_TEXTS.brandColorClear} onClick={() => onChange('')} />}
        {valid && (
          // The sample wears the colour the way the job seeker's pages will (web/src/lib/brand-theme.ts).
          <span className="brand-color-field__sample" style={brandThemeProperties(value)} aria-hidden="true">
            <Button intent="primary" text={ORGANIZATION_TEXTS.brandColorSample} tabIndex={-1} />
          </span>
        )}
      </div>
    </Field>
  );
};
