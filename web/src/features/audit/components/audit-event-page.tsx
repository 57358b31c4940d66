import { Callout, Card, H2, H3, HTMLTable, Pre, Spinner } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { AuditEventView } from '../../../../../domain/audit/audit-event-view';
import { useAuditEvent } from '../api/get-audit-event';
import { AUDIT_TEXTS } from '../audit-texts';

const EventLink = ({ event }: { event: AuditEventView }) => (
  <Link to="/audit/events/$position" params={{ position: event.position }}>
    {`${event.type} · ${event.streamId} · #${event.position}`}
  </Link>
);

/** /audit/events/{position}: the full envelope, its stream and correlation group, and its causation chain both ways. */
export const AuditEventPage = ({ position }: { position: string }) => {
  const detail = useAuditEvent(position);
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <Callout intent="danger">{detail.error.message}</Callout>;
  const { event, causedBy, caused, correlationGroupSize } = detail.data;
  return (
    <main className="audit-page">
      <Link to="/audit">{AUDIT_TEXTS.back}</Link>
      <H2>{`${event.type} #${event.position}`}</H2>
      <Card>
        <H3>{AUDIT_TEXTS.envelope}</H3>
        <HTMLTable compact className="audit-envelope">
          <tbody>
            <tr>
              <th>{AUDIT_TEXTS.stream}</th>
              <td>
                <Link to="/audit" search={{ stream: event.streamId, order: 'asc' }}>
                  {event.streamId}
                </Link>
              </td>
            </tr>
            <tr>
              <th>{AUDIT_TEXTS.revision}</th>
              <td>{event.revision}</td>
            </tr>
            <tr>
              <th>{AUDIT_TEXTS.columns.position}</th>
              <td>{event.position}</td>
            </tr>
            <tr>
              <th>{AUDIT_TEXTS.filters.correlationId}</th>
              <td>
                <Link to="/audit" search={{ correlationId: event.metadata.correlationId, order: 'asc' }}>
                  {AUDIT_TEXTS.correlationGroup(correlationGroupSize)}
                </Link>
              </td>
            </tr>
          </tbody>
        </HTMLTable>
        <H3>{AUDIT_TEXTS.data}</H3>
        <Pre className="audit-json">{JSON.stringify(event.data, null, 2)}</Pre>
        <H3>{AUDIT_TEXTS.metadata}</H3>
        <Pre className="audit-json">{JSON.stringify({ ...event.metadata, eventId: event.eventId }, null, 2)}</Pre>
      </Card>
      <Card>
        <H3>{AUDIT_TEXTS.causedBy}</H3>
        {causedBy ? <EventLink event={causedBy} /> : <p>{AUDIT_TEXTS.causedByRequest}</p>}
        <H3>{AUDIT_TEXTS.caused}</H3>
        {caused.length === 0 ? (
          <p>{AUDIT_TEXTS.causedNothing}</p>
        ) : (
          <ul className="audit-caused">
            {caused.map((child) => (
              <li key={child.position}>
                <EventLink event={child} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </main>
  );
};
