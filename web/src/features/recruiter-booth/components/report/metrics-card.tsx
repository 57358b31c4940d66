import { Button, Card, Spinner } from '@blueprintjs/core';
import type { BoothMetricsView } from '../../../../../../domain/report/booth-report-view';
import type { BoothMetricsAnswer } from '../../../../../../domain/report/report-as-of-view';
import { REPORT_TEXTS } from '../../report-texts';

const ORDER: readonly (keyof BoothMetricsView)[] = [
  'jobSeekerLogins',
  'boothVisitors',
  'jobSeekersEnteredBooth',
  'boothInterviews',
  'resumesLeftAtBooth',
];

type MetricsCardProps = Readonly<{
  metrics: BoothMetricsAnswer | undefined;
  isPending: boolean;
  isFetching: boolean;
  onRefresh: () => void;
  /** A figure was clicked: list the events behind it. */
  onTrace: (metric: keyof BoothMetricsView) => void;
}>;

/** spec 2 §2.1 metrics card: the five counts of spec 2 §3 Booth metrics, with a refresh icon; each count lists its events when clicked. */
export const MetricsCard = ({ metrics, isPending, isFetching, onRefresh, onTrace }: MetricsCardProps) => (
  <Card className="booth-report__metrics" data-testid="booth-metrics">
    {ORDER.map((key) => (
      <Button
        key={key}
        variant="minimal"
        alignText="start"
        className="booth-report__metric"
        data-testid={`metric-${key}`}
        title={REPORT_TEXTS.traceHint}
        disabled={!metrics}
        onClick={() => onTrace(key)}
      >
        <span className="booth-report__metric-value">
          {metrics ? metrics[key] : isPending ? <Spinner size={16} /> : REPORT_TEXTS.notGiven}
        </span>
        <span className="booth-report__metric-label">{REPORT_TEXTS.metrics[key]}</span>
      </Button>
    ))}
    <Button
      className="booth-report__metrics-refresh"
      variant="minimal"
      icon="refresh"
      aria-label={REPORT_TEXTS.refreshMetrics}
      loading={isFetching}
      onClick={onRefresh}
    />
  </Card>
);
