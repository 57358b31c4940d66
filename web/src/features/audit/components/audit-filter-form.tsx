import { Button, Collapse, ControlGroup, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/local-date-time';
import { AUDIT_TEXTS } from '../audit-texts';

// The filters an auditor reaches for first stay in view; the rest fold away (at 390 px the whole form
// would fill the first screen and hide the events). They unfold by themselves when one is set.
const MAIN_FIELDS = ['stream', 'streamPrefix', 'type', 'actorId'] as const;
const MORE_FIELDS = ['organizationId', 'jobFairId', 'correlationId'] as const;
const TIME_FIELDS = ['from', 'to'] as const;

/** The console's query form: every filter of GET /audit/events; submitting puts it in the page's address. */
export const AuditFilterForm = ({ filter, onSearch }: { filter: AuditFilterInput; onSearch: (filter: AuditFilterInput) => void }) => {
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...(filter as Record<string, string>) }));
  const [moreOpen, setMoreOpen] = useState(() => [...MORE_FIELDS, ...TIME_FIELDS].some((field) => filter[field]));
  const set = (field: string, value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };
  const textField = (field: (typeof MAIN_FIELDS)[number] | (typeof MORE_FIELDS)[number]) => (
    <FormGroup key={field} label={AUDIT_TEXTS.filters[field]} labelFor={`audit-${field}`}>
      <InputGroup id={`audit-${field}`} value={draft[field] ?? ''} onValueChange={(value) => set(field, value)} />
    </FormGroup>
  );
  return (
    <form onSubmit={submit} aria-label={AUDIT_TEXTS.title}>
      <div className="audit-filter">
        {MAIN_FIELDS.map(textField)}
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
      </div>
      <Collapse isOpen={moreOpen}>
        <div className="audit-filter" id="audit-more-filters">
          {MORE_FIELDS.map(textField)}
          {TIME_FIELDS.map((field) => (
            <FormGroup key={field} label={AUDIT_TEXTS.filters[field]} labelFor={`audit-${field}`}>
              {/* The field shows the browser's local time; the filter holds the instant. */}
              <InputGroup
                id={`audit-${field}`}
                type="datetime-local"
                step={1}
                value={draft[field] ? toDateTimeLocal(Date.parse(draft[field])) : ''}
                onValueChange={(value) => {
                  const ms = fromDateTimeLocal(value);
                  set(field, ms === null ? '' : new Date(ms).toISOString());
                }}
              />
            </FormGroup>
          ))}
        </div>
      </Collapse>
      <ControlGroup className="audit-filter__actions">
        <Button type="submit" intent="primary" icon="search" text={AUDIT_TEXTS.search} />
        <Button
          text={AUDIT_TEXTS.clear}
          onClick={() => {
            setDraft({});
            onSearch({});
          }}
        />
        <Button
          variant="minimal"
          icon={moreOpen ? 'chevron-up' : 'chevron-down'}
          text={moreOpen ? AUDIT_TEXTS.fewerFilters : AUDIT_TEXTS.moreFilters}
          aria-expanded={moreOpen}
          aria-controls="audit-more-filters"
          onClick={() => setMoreOpen((open) => !open)}
        />
      </ControlGroup>
    </form>
  );
};
