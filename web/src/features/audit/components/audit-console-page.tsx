import { Button, ButtonGroup, Callout, Card, Checkbox, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { AuditFilterInput } from '../../../../../domain/audit/audit-filter';
import { sessionStore } from '../../../stores/session-store';
import { auditKeys } from '../api/audit-keys';
import { auditTailProps, useAuditTailRows } from '../api/audit-tail';
import { exportAudit } from '../api/export-audit';
import { useAuditEvents } from '../api/get-audit-events';
import { auditTailReducer, initialAuditTail } from '../audit-tail-state';
import { AUDIT_TEXTS } from '../audit-texts';
import '../audit.css';
import { AuditEventTable } from './audit-event-table';
import { AuditFilterForm } from './audit-filter-form';
import { AuditLiveTail } from './audit-live-tail';

type ConsoleProps = Readonly<{ filter: AuditFilterInput; onSearch: (filter: AuditFilterInput) => void }>;

/** /audit: the event-history console. The filter lives in the address, so every view is a link. */
export const AuditConsolePage = (props: ConsoleProps) => {
  // A new query, or catching up after the tail missed events, starts the tail afresh from the first page.
  const [generation, setGeneration] = useState(0);
  return <AuditConsole key={`${JSON.stringify(props.filter)}:${generation}`} {...props} onCatchUp={() => setGeneration((n) => n + 1)} />;
};

const AuditConsole = ({ filter, onSearch, onCatchUp }: ConsoleProps & { onCatchUp: () => void }) => {
  const client = useQueryClient();
  const events = useAuditEvents(filter);
  const { session } = useSnapshot(sessionStore);
  const user = session?.user;
  // The tail puts the newest on top, so it runs on a newest-first query only.
  const tailProps =
    filter.order === 'asc' ? null : auditTailProps(filter, user?.roles.includes('Auditor') ? (user.organizationId ?? null) : null);
  const pushed = useAuditTailRows(tailProps);
  const [tail, dispatch] = useReducer(auditTailReducer, initialAuditTail);
  const firstPage = events.data?.pages[0];
  useEffect(() => {
    if (firstPage) dispatch({ type: 'pageHead', position: firstPage.events[0]?.position ?? null });
  }, [firstPage]);
  // Rows pushed before the first page was in are looked at again once it is (what it already holds is skipped).
  const started = tail.head !== null;
  useEffect(() => {
    if (pushed && started) dispatch({ type: 'push', rows: pushed });
  }, [pushed, started]);
  const catchUp = () => {
    void client.resetQueries({ queryKey: auditKeys.events(filter) });
    onCatchUp();
  };

  const [redact, setRedact] = useState(true);
  const [exportError, setExportError] = useState<string | null>(null);
  const rows = [...tail.shown, ...(events.data?.pages.flatMap((page) => page.events) ?? [])];
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
      {tailProps && (
        <AuditLiveTail
          tail={tail}
          onPause={() => dispatch({ type: 'pause' })}
          onResume={() => (tail.gap ? catchUp() : dispatch({ type: 'resume' }))}
          onCatchUp={catchUp}
        />
      )}
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
