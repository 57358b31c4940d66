import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { REPORT_MOMENT_TEXTS } from '../../../../components/report-moment/report-moment-texts';
import { formatMoment } from '../../../../lib/local-date-time';
import { useMetricTrace, type TraceRequest } from '../../api/get-metric-trace';
import { REPORT_TEXTS } from '../../report-texts';

type MetricTraceDialogProps = Readonly<{
  jobFairId: string;
  boothId: string;
  request: TraceRequest | null;
  /** The report's moment (null: live). */
  moment: number | null;
  onClose: () => void;
}>;

/** The events behind a figure: type, time, actor, each a link to the event in the audit console. */
export const MetricTraceDialog = ({ jobFairId, boothId, request, moment, onClose }: MetricTraceDialogProps) => {
  const trace = useMetricTrace(jobFairId, boothId, request, moment);
  const events = trace.data?.events ?? [];
  return (
    <Dialog
      isOpen={request !== null}
      onClose={onClose}
      title={request ? REPORT_TEXTS.traceTitle(request.label) : ''}
      icon="list-detail-view"
      className="booth-report__dialog"
    >
      <DialogBody>
        {moment !== null && <p className={Classes.TEXT_MUTED}>{REPORT_MOMENT_TEXTS.asOf(formatMoment(moment))}</p>}
        {trace.isPending ? (
          <Spinner size={24} />
        ) : trace.isError ? (
          <Callout intent="danger">{REPORT_TEXTS.traceFailed}</Callout>
        ) : events.length === 0 ? (
          <NonIdealState icon="search" description={REPORT_TEXTS.traceNone} />
        ) : (
          <HTMLTable compact striped className="booth-report__table" data-testid="metric-trace">
            <thead>
              <tr>
                <th>{REPORT_TEXTS.traceEvent}</th>
                <th>{REPORT_TEXTS.traceTime}</th>
                <th>{REPORT_TEXTS.traceActor}</th>
                <th>{REPORT_TEXTS.traceLog}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.position} data-testid="traced-event">
                  <td>{event.type}</td>
                  <td>{formatMoment(Date.parse(event.at))}</td>
                  <td>{event.actorName ?? event.actorRole ?? REPORT_TEXTS.system}</td>
                  <td>
                    <a href={`/audit/events/${event.position}`}>{REPORT_TEXTS.traceOpen(event.position)}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={REPORT_TEXTS.close} onClick={onClose} />} />
    </Dialog>
  );
};
