import { HTMLTable } from '@blueprintjs/core';
import { Link } from '@tanstack/react-router';
import type { AuditEventView } from '../../../../../domain/audit/audit-event-view';
import { AUDIT_TEXTS } from '../audit-texts';

/** Events in the order asked, each linking to its envelope, its stream and its actor's events. */
export const AuditEventTable = ({ events }: { events: readonly AuditEventView[] }) => (
  <HTMLTable className="audit-table" compact striped>
    <thead>
      <tr>
        <th>{AUDIT_TEXTS.columns.position}</th>
        <th>{AUDIT_TEXTS.columns.at}</th>
        <th>{AUDIT_TEXTS.columns.type}</th>
        <th>{AUDIT_TEXTS.columns.stream}</th>
        <th>{AUDIT_TEXTS.columns.actor}</th>
      </tr>
    </thead>
    <tbody>
      {events.map((event) => (
        <tr key={event.position} data-testid="audit-event-row">
          <td>
            <Link to="/audit/events/$position" params={{ position: event.position }}>
              {event.position}
            </Link>
          </td>
          <td>{new Date(event.metadata.at).toLocaleString()}</td>
          <td>{event.type}</td>
          <td>
            <Link to="/audit" search={{ stream: event.streamId }}>
              {event.streamId}
            </Link>
          </td>
          <td>
            {event.metadata.actorId ? (
              <Link to="/audit" search={{ actorId: event.metadata.actorId }}>
                {event.metadata.actorRole ?? event.metadata.actorId}
              </Link>
            ) : (
              event.metadata.actorRole
            )}
          </td>
        </tr>
      ))}
    </tbody>
  </HTMLTable>
);
