import { Button, Checkbox, InputGroup, NumericInput } from '@blueprintjs/core';
import type { BoothGroup } from '../../../../../../domain/booth/booth-schema';
import { Field } from '../../../../components/field';
import { BOOTH_TEXTS } from '../../booth-texts';
import { toggled, type RecruiterOption } from '../../booth-form-values';
import { TYPED_NUMBER } from './typed-number';

type BoothGroupsSectionProps = Readonly<{
  groups: readonly BoothGroup[];
  recruiters: readonly RecruiterOption[];
  errorOf: (key: string) => string | undefined;
  newId: () => string;
  onChange: (groups: BoothGroup[]) => void;
}>;

const newGroup = (id: string, sortOrder: number): BoothGroup => ({
  id,
  name: '',
  description: '',
  hotJobSummary: '',
  recruiters: [],
  minimumScore: null,
  chatDuration: null,
  sortOrder,
});

/** The booth's groups (sub-booths): name, minimum score, description, hot jobs and their recruiters (spec 1 §6). */
export const BoothGroupsSection = ({ groups, recruiters, errorOf, newId, onChange }: BoothGroupsSectionProps) => (
  <fieldset className="booth-form__section" aria-label={BOOTH_TEXTS.groups}>
    <legend>{BOOTH_TEXTS.groups}</legend>
    {groups.map((group, index) => {
      const change = (next: Partial<BoothGroup>) => onChange(groups.map((g, i) => (i === index ? { ...g, ...next } : g)));
      return (
        <div className="booth-form__group" key={group.id}>
          <div className="booth-form__row">
            <Field label={BOOTH_TEXTS.groupName} htmlFor={`booth-group-${index}-name`} error={errorOf(`subBooths.${index}.name`)}>
              <InputGroup id={`booth-group-${index}-name`} value={group.name} onValueChange={(value) => change({ name: value })} />
            </Field>
            <Field label={BOOTH_TEXTS.groupMinimumScore} htmlFor={`booth-group-${index}-score`}>
              <NumericInput
                {...TYPED_NUMBER}
                id={`booth-group-${index}-score`}
                min={0}
                value={group.minimumScore ?? ''}
                onValueChange={(n, value) => change({ minimumScore: value.trim() === '' || Number.isNaN(n) ? null : n })}
              />
            </Field>
            <Button
              variant="minimal"
              icon="cross"
              aria-label={`${BOOTH_TEXTS.remove} group ${index + 1}`}
              onClick={() => onChange(groups.filter((_g, i) => i !== index))}
            />
          </div>
          <Field label={BOOTH_TEXTS.description} htmlFor={`booth-group-${index}-description`}>
            <InputGroup
              id={`booth-group-${index}-description`}
              value={group.description}
              onValueChange={(value) => change({ description: value })}
            />
          </Field>
          <Field label={BOOTH_TEXTS.hotJobSummary} htmlFor={`booth-group-${index}-hot`}>
            <InputGroup
              id={`booth-group-${index}-hot`}
              value={group.hotJobSummary}
              onValueChange={(value) => change({ hotJobSummary: value })}
            />
          </Field>
          {recruiters.map((recruiter) => (
            <Checkbox
              key={recruiter.id}
              inline
              label={recruiter.name}
              checked={group.recruiters.includes(recruiter.id)}
              onChange={() => change({ recruiters: toggled(group.recruiters, recruiter.id) })}
            />
          ))}
        </div>
      );
    })}
    <Button icon="add" text={BOOTH_TEXTS.addGroup} onClick={() => onChange([...groups, newGroup(newId(), groups.length)])} />
  </fieldset>
);
