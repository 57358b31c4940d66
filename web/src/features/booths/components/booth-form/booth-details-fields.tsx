import { Checkbox, NumericInput } from '@blueprintjs/core';
import { Field, fieldIntent } from '../../../../components/field';
import { TextAreaField } from '../../../../components/text-area-field';
import { TextField } from '../../../../components/text-field';
import { BOOTH_TEXTS } from '../../booth-texts';
import type { BoothFormValues } from '../../booth-form-values';
import { BoothLogoField } from './booth-logo-field';
import { TYPED_NUMBER } from './typed-number';

type BoothDetailsFieldsProps = Readonly<{
  /** The organization a platform admin's logo upload is stored under; null for the signed-in one's. */
  organizationId: string | null;
  values: BoothFormValues;
  errorOf: (key: string) => string | undefined;
  onChange: <K extends keyof BoothFormValues>(field: K, value: BoothFormValues[K]) => void;
  onUploadingChange: (uploading: boolean) => void;
}>;

/** The booth's own details: name, logo, texts, chat duration, minimum score and featured (spec 1 §5.7). */
export const BoothDetailsFields = ({ organizationId, values, errorOf, onChange, onUploadingChange }: BoothDetailsFieldsProps) => {
  const text = (field: 'name' | 'description' | 'linkToJobBoard' | 'hotJobSummary', label: string, area = false) => {
    const props = {
      id: `booth-${field}`,
      label,
      value: values[field],
      error: errorOf(field),
      onChange: (value: string) => onChange(field, value),
    };
    return area ? <TextAreaField {...props} /> : <TextField {...props} />;
  };
  return (
    <>
      {text('name', BOOTH_TEXTS.name)}
      <BoothLogoField
        organizationId={organizationId}
        logoKey={values.companyImageUrl}
        error={errorOf('companyImageUrl')}
        onUploaded={(key) => onChange('companyImageUrl', key)}
        onUploadingChange={onUploadingChange}
      />
      {text('description', BOOTH_TEXTS.description, true)}
      {text('linkToJobBoard', BOOTH_TEXTS.linkToJobBoard)}
      {text('hotJobSummary', BOOTH_TEXTS.hotJobSummary, true)}
      <div className="booth-form__row">
        <Field label={BOOTH_TEXTS.chatDuration} htmlFor="booth-chat-minutes" error={errorOf('chatMinutes')}>
          <NumericInput
            {...TYPED_NUMBER}
            id="booth-chat-minutes"
            min={1}
            value={values.chatMinutes}
            intent={fieldIntent(errorOf('chatMinutes'))}
            onValueChange={(_n, value) => onChange('chatMinutes', value)}
          />
        </Field>
        <Field label={BOOTH_TEXTS.minimumScore} htmlFor="booth-minimum-score" error={errorOf('minimumScore')}>
          <NumericInput
            {...TYPED_NUMBER}
            id="booth-minimum-score"
            min={0}
            value={values.minimumScore}
            intent={fieldIntent(errorOf('minimumScore'))}
            onValueChange={(_n, value) => onChange('minimumScore', value)}
          />
        </Field>
      </div>
      <Checkbox
        label={BOOTH_TEXTS.featured}
        checked={values.isFeatured}
        onChange={(event) => onChange('isFeatured', event.currentTarget.checked)}
      />
    </>
  );
};
