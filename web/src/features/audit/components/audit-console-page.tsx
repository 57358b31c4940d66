import { Button, ButtonGroup, Callout, Card, Checkbox, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import { exportAudit } from '../api/export-audit';
import { useAuditEvents } from '../api/get-audit-events';
import { AUDIT_TEXTS } from '../audit-texts';
import { AuditEventTable } from './audit-event-table';
import { AuditFilterForm } from './audit-filter-form';

/** /audit: the event-history console (issue 16 point 2). The filter lives in the address, so every view is a link. */
export const AuditConsolePage = ({ filter, onSearch }: { filter: AuditFilterInput; onSearch: (filter: AuditFilterInput) => void }) => {
  const events = useAuditEvents(filter);
  const [redact, setRedact] = useState(true);
  const [exportError, setExportError] = useState<string | null>(null);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const download = (format: 'csv' | 'ndjson') => {
    setExportError(null);
    exportAudit(filter, format, redact).catch((error: Error) => setExportError(error.message));
  };
  return (
    <main className="audit-page">
      <H2>{AUDIT_TEXTS.title}</H2>
      <Card className="audit-page__filters">
        <AuditFilterForm key={JSON.stringify(filter)} filter={filter} onSearch={onSearch} />
      </Card>
      <div className="audit-page__exports">
        <ButtonGroup>
          <Button icon="download" text={AUDIT_TEXTS.exportCsv} onClick={() => download('csv')} />
          <Button icon="download" text={AUDIT_TEXTS.exportNdjson} onClick={() => download('ndjson')} />
        </ButtonGroup>
        <Checkbox checked={redact} label={AUDIT_TEXTS.redact} onChange={(event) => setRedact(event.currentTarget.checked)} />
      </div>
      {exportError && <Callout intent="danger">{exportError}</Callout>}
      {events.isPending ? (
        <Spinner />
      ) : events.isError ? (
        <Callout intent="danger">{events.error.message}</Callout>
      ) : rows.length === 0 ? (
        <NonIdealState icon="history" description={AUDIT_TEXTS.noEvents} />
      ) : (
        <div className="audit-page__table">
          <AuditEventTable events={rows} />
        </div>
      )}
      {events.hasNextPage && (
        <Button text={AUDIT_TEXTS.loadMore} loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()} />
      )}
    </main>
  );
};
