import { Button, Callout, Card, H2, H3, HTMLTable, Pre, Spinner } from '@blueprintjs/core';
import { Link, useRouter } from '@tanstack/react-router';
import type { AuditEventView } from '../../../../../domain/audit/audit-event-view';
import { useAuditEvent } from '../api/get-audit-event';
import { AUDIT_TEXTS } from '../audit-texts';
import '../audit.css';

const EventLink = ({ event }: { event: AuditEventView }) => (
  <Link to="/audit/events/$position" params={{ position: event.position }}>
    {`${event.type} · ${event.streamId} · #${event.position}`}
  </Link>
);

/**
 * /audit/events/{position}: the full envelope, its stream and correlation group, and its causation chain
 * both ways. A recruiter or employer admin comes from a report's trace (reader 'trace'): they get the
 * envelope with others' personal data redacted and no links into the console they may not query.
 */
export const AuditEventPage = ({ position }: { position: string }) => {
  const detail = useAuditEvent(position);
  const router = useRouter();
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <Callout intent="danger">{detail.error.message}</Callout>;
  const { event, causedBy, caused, correlationGroupSize, reader } = detail.data;
  const inConsole = reader === 'console';
  return (
    <main className="audit-page">
      {inConsole ? (
        <Link to="/audit">{AUDIT_TEXTS.back}</Link>
      ) : (
        <Button
          className="audit-page__back"
          variant="minimal"
          icon="arrow-left"
          text={AUDIT_TEXTS.backToReport}
          onClick={() => router.history.back()}
        />
      )}
      <H2>{`${event.type} #${event.position}`}</H2>
      {!inConsole && <Callout intent="primary">{AUDIT_TEXTS.tracedEventNote}</Callout>}
      <Card>
        <H3>{AUDIT_TEXTS.envelope}</H3>
        <HTMLTable compact className="audit-envelope">
          <tbody>
            <tr>
              <th>{AUDIT_TEXTS.stream}</th>
              <td>
                {inConsole ? (
                  <Link to="/audit" search={{ stream: event.streamId, order: 'asc' }}>
                    {event.streamId}
                  </Link>
                ) : (
                  event.streamId
                )}
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
            {correlationGroupSize !== null && (
              <tr>
                <th>{AUDIT_TEXTS.filters.correlationId}</th>
                <td>
                  <Link to="/audit" search={{ correlationId: event.metadata.correlationId, order: 'asc' }}>
                    {AUDIT_TEXTS.correlationGroup(correlationGroupSize)}
                  </Link>
                </td>
              </tr>
            )}
          </tbody>
        </HTMLTable>
        {/* Long envelopes scroll inside their box; focusable, so a keyboard can scroll them too. */}
        <H3>{AUDIT_TEXTS.data}</H3>
        <Pre className="audit-json" tabIndex={0} aria-label={AUDIT_TEXTS.data}>
          {JSON.stringify(event.data, null, 2)}
        </Pre>
        <H3>{AUDIT_TEXTS.metadata}</H3>
        <Pre className="audit-json" tabIndex={0} aria-label={AUDIT_TEXTS.metadata}>
          {JSON.stringify({ ...event.metadata, eventId: event.eventId }, null, 2)}
        </Pre>
      </Card>
      <Card>
        <H3>{AUDIT_TEXTS.causedBy}</H3>
        {causedBy ? <EventLink event={causedBy} /> : <p>{inConsole ? AUDIT_TEXTS.causedByRequest : AUDIT_TEXTS.causedOutsideReport}</p>}
        <H3>{AUDIT_TEXTS.caused}</H3>
        {caused.length === 0 ? (
          <p>{inConsole ? AUDIT_TEXTS.causedNothing : AUDIT_TEXTS.causedNothingInReport}</p>
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
