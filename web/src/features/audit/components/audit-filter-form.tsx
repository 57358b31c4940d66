import { Button, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { AUDIT_FILTER_FIELDS, type AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import { AUDIT_TEXTS } from '../audit-texts';

const TEXT_FIELDS = AUDIT_FILTER_FIELDS.filter((field) => field !== 'order' && field !== 'from' && field !== 'to');

/** The console's query form: every filter of GET /audit/events; submitting puts it in the page's address. */
export const AuditFilterForm = ({ filter, onSearch }: { filter: AuditFilterInput; onSearch: (filter: AuditFilterInput) => void }) => {
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...(filter as Record<string, string>) }));
  const set = (field: string, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  return (
    <form className="audit-filter" onSubmit={submit} aria-label={AUDIT_TEXTS.title}>
      {TEXT_FIELDS.map((field) => (
        <FormGroup key={field} label={AUDIT_TEXTS.filters[field]} labelFor={`audit-${field}`}>
          <InputGroup id={`audit-${field}`} value={draft[field] ?? ''} onValueChange={(value) => set(field, value)} />
        </FormGroup>
      ))}
      {(['from', 'to'] as const).map((field) => (
        <FormGroup key={field} label={AUDIT_TEXTS.filters[field]} labelFor={`audit-${field}`}>
          <InputGroup
            id={`audit-${field}`}
            type="datetime-local"
            step={1}
            value={draft[field] ? draft[field].slice(0, 19) : ''}
            onValueChange={(value) => set(field, value ? new Date(value).toISOString() : '')}
          />
        </FormGroup>
      ))}
      <FormGroup label={AUDIT_TEXTS.filters.order} labelFor="audit-order">
        <HTMLSelect
          id="audit-order"
          value={draft.order ?? 'desc'}
          onChange={(event) => set('order', event.currentTarget.value)}
          options={[
            { value: 'desc', label: AUDIT_TEXTS.newestFirst },
            { value: 'asc', label: AUDIT_TEXTS.oldestFirst },
          ]}
        />
      </FormGroup>
      <ControlGroup className="audit-filter__actions">
        <Button type="submit" intent="primary" icon="search" text={AUDIT_TEXTS.search} />
        <Button
          text={AUDIT_TEXTS.clear}
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        />
      </ControlGroup>
    </form>
  );
};
