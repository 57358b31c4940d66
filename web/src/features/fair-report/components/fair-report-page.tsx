import { Button, Callout, Card, HTMLSelect, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { ReportMoment } from '../../../components/report-moment/report-moment';
import { formatMoment } from '../../../lib/local-date-time';
import { useFairMatrix } from '../api/get-fair-matrix';
import { useFairReportPeriod } from '../api/get-fair-report-period';
import { useFairSeries } from '../api/get-fair-series';
import { useFairStaffing } from '../api/get-fair-staffing';
import { FAIR_REPORT_TEXTS } from '../fair-report-texts';
import { MatrixTable } from './matrix-table';
import { OverTimeCharts } from './over-time-charts';
import { StaffingView } from './staffing-view';
import '../fair-report.css';

export type FairReportPageProps = Readonly<{
  jobFairId: string;
  /** spec 2 §2.1's 'Registered Jobseekers' modal of the fair as of the report's moment, composed by the app (it belongs to the booth report). */
  registeredJobseekers: (isOpen: boolean, onClose: () => void, moment: number | null) => ReactNode;
  /** Where a booth's own report is, for readers who may open it (auditors); none: the booth names are plain text. */
  boothReportPath?: (boothId: string) => string;
}>;

const SUMMARY = ['jobSeekerLogins', 'registeredJobseekers'] as const;

/**
 * The fair-wide report of employer admins, platform admins and auditors (spec 2 §7 matrix): the fair's figures and each booth's, the staffing view, and plots over time of the fair or one
 * booth, live or, with the time control, as they stood at a moment. Every chart has its table (the toggle),
 * read by screen readers and keyboard users alike.
 */
export const FairReportPage = ({ jobFairId, registeredJobseekers, boothReportPath }: FairReportPageProps) => {
  // Beyond the spec: null is live; a moment shows every figure, table and chart as it stood then.
  const [moment, setMoment] = useState<number | null>(null);
  const period = useFairReportPeriod(jobFairId);
  const matrix = useFairMatrix(jobFairId, moment);
  const staffing = useFairStaffing(jobFairId, moment);
  const [boothId, setBoothId] = useState<string | null>(null);
  const series = useFairSeries(jobFairId, boothId, moment);
  const [showTables, setShowTables] = useState(false);
  const [registeredOpen, setRegisteredOpen] = useState(false);

  if (matrix.isPending) return <Spinner className="page-spinner" size={40} />;
  if (matrix.isError)
    return (
      <div className="page">
        <Callout intent="danger" role="alert">
          {FAIR_REPORT_TEXTS.failed}
        </Callout>
      </div>
    );
  const report = matrix.data;
  const refresh = () => void Promise.all([matrix.refetch(), series.refetch(), period.refetch()]);

  return (
    <div className="page fair-report">
      <header className="fair-report__header">
        <h1>{FAIR_REPORT_TEXTS.title(report.jobFairName)}</h1>
        <Button icon="people" text={FAIR_REPORT_TEXTS.registeredApplicants} onClick={() => setRegisteredOpen(true)} />
        <Button
          icon="refresh"
          aria-label={FAIR_REPORT_TEXTS.refresh}
          loading={matrix.isFetching}
          disabled={moment !== null}
          onClick={refresh}
        />
        <Switch
          className="fair-report__toggle"
          label={FAIR_REPORT_TEXTS.showTables}
          checked={showTables}
          onChange={(event) => setShowTables(event.currentTarget.checked)}
        />
      </header>
      <ReportMoment period={period.data} moment={moment} onChange={setMoment} />
      {matrix.isError && <Callout intent="danger">{FAIR_REPORT_TEXTS.momentFailed}</Callout>}
      <Card className="fair-report__summary" data-testid="fair-summary">
        {SUMMARY.map((figure) => (
          <div key={figure} className="fair-report__metric" data-testid={`fair-metric-${figure}`}>
            <span className="fair-report__metric-value">{report[figure]}</span>
            <span className="fair-report__metric-label">{FAIR_REPORT_TEXTS.metrics[figure]}</span>
          </div>
        ))}
        {(Object.keys(report.totals) as (keyof typeof report.totals)[]).map((figure) => (
          <div key={figure} className="fair-report__metric" data-testid={`fair-metric-${figure}`}>
            <span className="fair-report__metric-value">{report.totals[figure]}</span>
            <span className="fair-report__metric-label">{FAIR_REPORT_TEXTS.metrics[figure]}</span>
          </div>
        ))}
      </Card>
      {report.booths.length === 0 ? (
        <NonIdealState icon="shop" title={FAIR_REPORT_TEXTS.noBooths} />
      ) : (
        <MatrixTable matrix={report} boothReportPath={boothReportPath} />
      )}

      <section className="fair-report__section" aria-labelledby="fair-report-staffing">
        <h2 id="fair-report-staffing">
          {moment === null ? FAIR_REPORT_TEXTS.staffingTitle : FAIR_REPORT_TEXTS.staffingThen(formatMoment(moment))}
        </h2>
        {staffing.data ? (
          <StaffingView
            booths={staffing.data}
            showTable={showTables}
            hint={moment === null ? FAIR_REPORT_TEXTS.staffingHint : FAIR_REPORT_TEXTS.staffingThenHint}
          />
        ) : (
          <Spinner size={24} />
        )}
      </section>

      <section className="fair-report__section" aria-labelledby="fair-report-over-time">
        <div className="fair-report__section-header">
          <h2 id="fair-report-over-time">{FAIR_REPORT_TEXTS.overTimeTitle}</h2>
          <label className="fair-report__scope">
            {FAIR_REPORT_TEXTS.scope}{' '}
            <HTMLSelect value={boothId ?? ''} onChange={(event) => setBoothId(event.currentTarget.value || null)}>
              <option value="">{FAIR_REPORT_TEXTS.wholeFair}</option>
              {report.booths.map((booth) => (
                <option key={booth.boothId} value={booth.boothId}>
                  {booth.boothName}
                </option>
              ))}
            </HTMLSelect>
          </label>
        </div>
        {series.data ? (
          <OverTimeCharts series={series.data} showTable={showTables} />
        ) : series.isError ? (
          <Callout intent="danger">{FAIR_REPORT_TEXTS.failed}</Callout>
        ) : (
          <Spinner size={24} />
        )}
      </section>
      {registeredJobseekers(registeredOpen, () => setRegisteredOpen(false), moment)}
    </div>
  );
};
